package io.github.overtake.variants.modest;

import static io.github.overtake.core.orthodox.Orthodox.KING;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * Continuation Chess: a man that has captured (en passant included) may go on with one more move
 * of its kind in the same direction, to an empty square or taking an enemy man, and then stops.
 * A king may capture only on squares where it could stay. Check includes the second leg: a man
 * that can take something and continue onto the king gives check.
 */
@Immutable
final class Continuation implements ModestVariant {
  @Override
  public String name() {
    return "continuation";
  }

  @Override
  public String description() {
    return "Continuation Chess: after a capture the man may go on one more move in the same"
        + " direction";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    int n = out.size();
    if (threat) {
      Salvo.secondLegs(p, out, 0, n, Salvo.KING_ONLY);
      return;
    }
    for (int m = 0; m < n; m++) {
      if (Pieces.type(ModestKit.mover(out, m)) == KING && out.isCapture(m)) {
        // the king rule: the square of the first capture must be one where the king could stay
        p.make(out, m);
        boolean safe = !threatened(k, p, side);
        p.unmake();
        if (!safe) {
          continue;
        }
      }
      Salvo.secondLegs(p, out, m, m + 1, Salvo.ANY);
    }
    k.castling(this, p, out);
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Diplomat Chess: a knight or bishop may be captured only while it attacks (geometrically, S1.1)
 * at least one man of the capturing side, the king included; otherwise it is immune. Kings are
 * never immune, so check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): kings are never immune, so the threats are
 * FIDE's.
 */
@Immutable
final class Diplomat implements FideThreatVariant {
  private static final MoveBuffer.MoveFilter CAPTURABLE = Diplomat::capturable;

  @Override
  public String name() {
    return "diplomat";
  }

  @Override
  public String description() {
    return "Diplomat Chess: a knight or bishop that attacks nothing cannot be captured";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideTurns(this, p, out, threat, CAPTURABLE);
  }

  /** Keeps a move unless it captures a knight or bishop that attacks none of the mover's men. */
  private static boolean capturable(MutablePosition p, MoveBuffer b, int m) {
    int i = ModestKit.firstCapture(b, m);
    if (i < 0) {
      return true;
    }
    int op = b.opAt(i);
    int victim = Ops.piece(op);
    int type = Pieces.type(victim);
    return (type != KNIGHT && type != BISHOP)
        || attacksAnEnemy(p, Ops.square(op), type, Pieces.side(victim) ^ 1);
  }

  /** Returns whether the knight or bishop on {@code sq} attacks a man of {@code enemy}. */
  static boolean attacksAnEnemy(MutablePosition p, int sq, int type, int enemy) {
    if (type == KNIGHT) {
      for (int i = 0, n = Lines.leapCount(sq); i < n; i++) {
        int t = p.at(Lines.leap(sq, i));
        if (t != 0 && Pieces.side(t) == enemy) {
          return true;
        }
      }
      return false;
    }
    for (int d = 1; d < 8; d += 2) {
      int s = Lines.firstMan(p, sq, d);
      if (s >= 0 && Pieces.side(p.at(s)) == enemy) {
        return true;
      }
    }
    return false;
  }

}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Sanctuary Chess: a man other than a king or bishop cannot be captured while exactly one bishop,
 * of either colour, stands on one of the eight squares around it (counted before the capture,
 * around the captured man's square, which for en passant is the passed pawn's). Kings are never
 * immune, so check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): kings are never immune, so the threats are
 * FIDE's.
 */
@Immutable
final class Sanctuary implements FideThreatVariant {
  private static final MoveBuffer.MoveFilter CAPTURABLE = Sanctuary::capturable;

  @Override
  public String name() {
    return "sanctuary";
  }

  @Override
  public String description() {
    return "Sanctuary Chess: a man beside exactly one bishop cannot be captured";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideTurns(this, p, out, threat, CAPTURABLE);
  }

  /** Keeps a move unless it captures a man (not a king or bishop) beside exactly one bishop. */
  private static boolean capturable(MutablePosition p, MoveBuffer b, int m) {
    int i = ModestKit.firstCapture(b, m);
    if (i < 0) {
      return true;
    }
    int op = b.opAt(i);
    int type = Pieces.type(Ops.piece(op));
    return type == KING || type == BISHOP || bishopsAround(p, Ops.square(op)) != 1;
  }

  /** Returns the number of bishops of either colour on the squares around {@code sq}. */
  static int bishopsAround(MutablePosition p, int sq) {
    int n = 0;
    for (int d = 0; d < 8; d++) {
      int s = Lines.next(sq, d);
      if (s >= 0 && Pieces.type(p.at(s)) == BISHOP) {
        n++;
      }
    }
    return n;
  }

}

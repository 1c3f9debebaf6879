package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Salvo Chess: a man that has captured may capture once more in the same turn by repeating its
 * move in the same direction (riders to the first man further along the ray, leapers and kings the
 * same vector, pawns one more diagonal step); the second capture is optional and never takes a
 * king. Check is therefore FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): a second capture can never take a king, so
 * FIDE's attack test is exact.
 */
@Immutable
final class Salvo implements FideThreatVariant {
  /** Second legs: captures only, never of a king (Salvo). */
  static final int CAPTURES_NOT_KING = 0;
  /** Second legs: quiet or capturing, kings included (Continuation). */
  static final int ANY = 1;
  /** Second legs: only those that capture a king (Continuation's threats). */
  static final int KING_ONLY = 2;

  private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};

  @Override
  public String name() {
    return "salvo";
  }

  @Override
  public String description() {
    return "Salvo Chess: a capturing man may capture a second time in the same direction,"
        + " never taking the king";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideMoves(p, p.sideToMove(), out);
    if (!threat) {
      secondLegs(p, out, 0, out.size(), CAPTURES_NOT_KING);
      k.castling(this, p, out);
    }
  }

  /**
   * Appends to {@code out} the two-leg extensions of the one-leg captures among moves {@code
   * from} (inclusive) to {@code to} (exclusive) of {@code out}. The second leg repeats the first
   * leg's direction: riders go on along the ray (every empty square when quiet legs are allowed,
   * and the first man met if it is an enemy), knights and kings repeat the vector, pawns take one
   * more step along the diagonal (promoting at the end on the last rank). A pawn that promoted on
   * its first leg, castling and non-captures are never extended.
   *
   * @param p the position the moves were generated in
   * @param out the buffer
   * @param from the first move to look at
   * @param to the end of the moves to look at
   * @param mode {@link #CAPTURES_NOT_KING}, {@link #ANY} or {@link #KING_ONLY}
   */
  static void secondLegs(MutablePosition p, MoveBuffer out, int from, int to, int mode) {
    for (int m = from; m < to; m++) {
      if ((out.flags(m) & MoveBuffer.CASTLE) != 0) {
        continue;
      }
      int s = -1;
      int code = 0;
      int d = -1;
      int landed = 0;
      boolean captured = false;
      for (int i = out.start(m), e = out.end(m); i < e; i++) {
        int op = out.opAt(i);
        switch (Ops.opcode(op)) {
          case Ops.LIFT -> {
            s = Ops.square(op);
            code = Ops.piece(op);
          }
          case Ops.CAPTURE -> captured = true;
          case Ops.LAND -> {
            d = Ops.square(op);
            landed = Ops.piece(op);
          }
          default -> {}
        }
      }
      if (!captured || landed != code) {
        continue; // no capture, or a pawn that promoted on its first leg
      }
      int df = (d & 7) - (s & 7);
      int dr = (d >> 3) - (s >> 3);
      int type = Pieces.type(code);
      boolean rider = type == BISHOP || type == ROOK || type == QUEEN;
      if (rider) {
        df = Integer.signum(df);
        dr = Integer.signum(dr);
      }
      int side = Pieces.side(code);
      int t = ModestKit.offset(d, df, dr);
      while (t >= 0) {
        int victim = p.at(t);
        if (victim == 0) {
          if (mode == ANY) {
            leg(out, m, code, d, t, 0);
          }
        } else {
          if (Pieces.side(victim) != side
              && (Pieces.type(victim) == KING ? mode != CAPTURES_NOT_KING : mode != KING_ONLY)) {
            leg(out, m, code, d, t, victim);
          }
          break;
        }
        if (!rider) {
          break;
        }
        t = ModestKit.offset(t, df, dr);
      }
    }
  }

  /** Appends move {@code m} followed by a leg from {@code d} to {@code t} (taking {@code victim}). */
  private static void leg(MoveBuffer out, int m, int code, int d, int t, int victim) {
    boolean promotes = Pieces.type(code) == PAWN && (t >> 3) == (Pieces.side(code) == 0 ? 7 : 0);
    int variants = promotes ? PROMOTIONS.length : 1;
    for (int v = 0; v < variants; v++) {
      out.begin().flag(out.flags(m));
      for (int i = out.start(m), e = out.end(m); i < e; i++) {
        int op = out.opAt(i);
        if (Ops.opcode(op) == Ops.CAPTURE && Ops.has(op, Ops.PLAIN)) {
          op = Ops.of(Ops.CAPTURE, Ops.square(op), Ops.piece(op), Ops.flags(op) & ~Ops.PLAIN);
        }
        out.op(op);
      }
      out.lift(d, code);
      if (victim != 0) {
        out.capture(t, victim);
      }
      out.land(t, promotes ? Pieces.code(PROMOTIONS[v], Pieces.side(code)) : code).end();
    }
  }
}

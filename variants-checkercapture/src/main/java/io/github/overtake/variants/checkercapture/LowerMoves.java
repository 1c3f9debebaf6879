package io.github.overtake.variants.checkercapture;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * The lower class of moves, legal only when no jump exists (R4): quiet moves (R5, R6),
 * displacement captures (R14) and the promotion moves of the simple variation (R12). Castling is
 * the rule set's.
 */
final class LowerMoves {
  private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};
  private static final int PROMOTION_MOVE = MoveBuffer.PROMOTE_FIRST | MoveBuffer.RESET_CLOCK;

  private LowerMoves() {}

  /** Writes the quiet moves, displacement captures and promotion moves of {@code side}. */
  static void generate(
      MutablePosition p, int side, boolean simple, boolean displacement, MoveBuffer out) {
    int n = p.pieceCount(side);
    for (int i = 0; i < n; i++) {
      int sq = p.pieceSquare(side, i);
      int code = p.at(sq);
      switch (Pieces.type(code)) {
        case PAWN:
          pawn(p, sq, code, side, simple, displacement, out);
          break;
        case KNIGHT:
          leaps(p, sq, code, code, Squares.KNIGHT[sq], displacement, 0, out);
          break;
        case BISHOP:
          rays(p, sq, code, code, 1, 2, displacement, 0, out);
          break;
        case ROOK:
          rays(p, sq, code, code, 0, 2, displacement, 0, out);
          break;
        case QUEEN:
          rays(p, sq, code, code, 0, 1, displacement, 0, out);
          break;
        case KING:
          leaps(p, sq, code, code, Squares.KING[sq], displacement, 0, out);
          break;
        default:
          break;
      }
    }
  }

  /**
   * Writes leaps or steps from {@code from} to each target: onto an empty square, or onto an enemy
   * with {@code displacement}. The piece is lifted as {@code lifted} and lands as {@code landed}.
   *
   * @return the number of moves written
   */
  private static int leaps(
      MutablePosition p,
      int from,
      int lifted,
      int landed,
      int[] targets,
      boolean displacement,
      int flags,
      MoveBuffer out) {
    int side = Pieces.side(lifted);
    int written = 0;
    for (int to : targets) {
      int t = p.at(to);
      if (t == 0) {
        out.begin().flag(flags).lift(from, lifted).land(to, landed).end();
        written++;
      } else if (displacement && Pieces.side(t) != side) {
        out.begin().flag(flags).lift(from, lifted).capture(to, t).land(to, landed).end();
        written++;
      }
    }
    return written;
  }

  /**
   * Writes slides along the directions {@code first}, {@code first + step}, ... below 8: over empty
   * squares, stopping before the first occupied one, or onto it if it holds an enemy and {@code
   * displacement} is on.
   *
   * @return the number of moves written
   */
  private static int rays(
      MutablePosition p,
      int from,
      int lifted,
      int landed,
      int first,
      int step,
      boolean displacement,
      int flags,
      MoveBuffer out) {
    int side = Pieces.side(lifted);
    int written = 0;
    int base = from << 3;
    for (int d = first; d < 8; d += step) {
      for (int to : Squares.RAYS[base + d]) {
        int t = p.at(to);
        if (t == 0) {
          out.begin().flag(flags).lift(from, lifted).land(to, landed).end();
          written++;
          continue;
        }
        if (displacement && Pieces.side(t) != side) {
          out.begin().flag(flags).lift(from, lifted).capture(to, t).land(to, landed).end();
          written++;
        }
        break;
      }
    }
    return written;
  }

  private static void pawn(
      MutablePosition p,
      int sq,
      int code,
      int side,
      boolean simple,
      boolean displacement,
      MoveBuffer out) {
    int rank = sq >> 3;
    if (rank == Squares.lastRank(side)) {
      promotionMoves(p, sq, code, side, displacement, out); // only simple=true allows this (R20)
      return;
    }
    int fwd = side == 0 ? 8 : -8;
    int one = sq + fwd;
    if (p.at(one) == 0) {
      pawnTo(sq, code, one, 0, side, simple, out);
      if (!simple && rank == (side == 0 ? 1 : 6) && p.at(one + fwd) == 0) {
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(sq, code).land(one + fwd, code).end();
      }
    }
    if (displacement) {
      int file = sq & 7;
      if (file > 0) {
        int v = p.at(one - 1);
        if (v != 0 && Pieces.side(v) != side) {
          pawnTo(sq, code, one - 1, v, side, simple, out);
        }
      }
      if (file < 7) {
        int v = p.at(one + 1);
        if (v != 0 && Pieces.side(v) != side) {
          pawnTo(sq, code, one + 1, v, side, simple, out);
        }
      }
    }
  }

  /** A pawn step or displacement capture; promotes at the end of the move unless simple (R11). */
  private static void pawnTo(
      int from, int code, int to, int victim, int side, boolean simple, MoveBuffer out) {
    if (!simple && (to >> 3) == Squares.lastRank(side)) {
      for (int type : PROMOTIONS) {
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(from, code);
        if (victim != 0) {
          out.capture(to, victim);
        }
        out.land(to, Pieces.code(type, side)).end();
      }
      return;
    }
    out.begin().flag(MoveBuffer.RESET_CLOCK).lift(from, code);
    if (victim != 0) {
      out.capture(to, victim);
    }
    out.land(to, code).end();
  }

  /**
   * The promotion moves of a pawn waiting on its last rank (R12): for each new piece, every quiet
   * move (and displacement capture) it has from the pawn's square, or the bare promotion when it
   * has none.
   */
  private static void promotionMoves(
      MutablePosition p, int sq, int pawn, int side, boolean displacement, MoveBuffer out) {
    for (int type : PROMOTIONS) {
      int piece = Pieces.code(type, side);
      int written;
      switch (type) {
        case QUEEN:
          written = rays(p, sq, pawn, piece, 0, 1, displacement, PROMOTION_MOVE, out);
          break;
        case ROOK:
          written = rays(p, sq, pawn, piece, 0, 2, displacement, PROMOTION_MOVE, out);
          break;
        case BISHOP:
          written = rays(p, sq, pawn, piece, 1, 2, displacement, PROMOTION_MOVE, out);
          break;
        default:
          written =
              leaps(p, sq, pawn, piece, Squares.KNIGHT[sq], displacement, PROMOTION_MOVE, out);
          break;
      }
      if (written == 0) {
        out.begin().flag(PROMOTION_MOVE).lift(sq, pawn).land(sq, piece).end();
      }
    }
  }
}

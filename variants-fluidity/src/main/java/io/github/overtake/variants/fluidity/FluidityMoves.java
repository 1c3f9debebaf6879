package io.github.overtake.variants.fluidity;

import static io.github.overtake.variants.fluidity.FluidityRules.BISHOP;
import static io.github.overtake.variants.fluidity.FluidityRules.KING;
import static io.github.overtake.variants.fluidity.FluidityRules.KNIGHT;
import static io.github.overtake.variants.fluidity.FluidityRules.QUEEN;
import static io.github.overtake.variants.fluidity.FluidityRules.ROOK;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * The legal move generator of Fluidity Chess: ranger cut-throughs (R3), knight leaps with their
 * long-leg captures (R5), king steps (R6) and castling with captures (R10), each tested for check
 * (R7, R8) on bitboards without making the move. Allocates nothing.
 */
final class FluidityMoves {
  private static final int A1 = 0;
  private static final int E1 = 4;
  private static final int H1 = 7;

  private FluidityMoves() {}

  /** Writes every legal move of the side to move; nothing when that side has no king (R9). */
  static void generate(MutablePosition p, MoveBuffer out) {
    write(p, out, -1L, -1L, true, false);
  }

  /**
   * Returns whether the side to move has a legal move: an existence query that stops after the
   * first man with one (its moves written into {@code scratch}), reaching castling only when no
   * man has a move.
   *
   * @param p the position, left as it was
   * @param scratch an empty buffer
   * @return whether a legal move exists
   */
  static boolean anyLegal(MutablePosition p, MoveBuffer scratch) {
    write(p, scratch, -1L, -1L, true, true);
    return !scratch.isEmpty();
  }

  /**
   * Writes the legal moves of the man on {@code origin} (nothing when it is not the side to move's),
   * those to {@code destination} only when it is not -1, as {@link #generate} writes them and in
   * the same order; a king on {@code origin} also writes every legal castling, whatever the
   * destination (a castling text names the king's landing square or its own rook's). The whole
   * position is read only to know the check and the mover's king: no other man's moves are
   * generated. Allocates nothing.
   *
   * @param p the position, left as it was
   * @param origin the square of the man, 0 to 63
   * @param destination the square the moves must end on, or -1 for every move of the man
   * @param out the buffer to write into
   */
  static void generateFrom(MutablePosition p, int origin, int destination, MoveBuffer out) {
    int code = p.at(origin);
    if (code == Pieces.EMPTY || Pieces.side(code) != p.sideToMove()) {
      return;
    }
    write(p, out, 1L << origin, destination < 0 ? -1L : 1L << destination,
        Pieces.type(code) == KING, false);
  }

  /**
   * Writes the legal castlings of the side to move alone (the moves an {@code O-O} text may name),
   * as {@link #generate} writes them.
   *
   * @param p the position, left as it was
   * @param out the buffer to write into
   */
  static void castlings(MutablePosition p, MoveBuffer out) {
    write(p, out, 0L, -1L, true, false);
  }

  /**
   * Writes the legal moves of the side to move's men on {@code men} that end on {@code
   * destinations}, and its castlings when {@code castles} (whatever the two masks say); nothing
   * when that side has no king (R9). With {@code first}, stops after the first man that has a
   * move ({@code out} empty at the start).
   */
  private static void write(
      MutablePosition p, MoveBuffer out, long men, long destinations, boolean castles,
      boolean first) {
    int side = p.sideToMove();
    int enemy = side ^ 1;
    long occupied = 0;
    long orthogonal = 0;
    long diagonal = 0;
    long knights = 0;
    long enemyKing = 0;
    int king = -1;
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int sq = p.pieceSquare(side, i);
      occupied |= 1L << sq;
      if (Pieces.type(p.at(sq)) == KING) {
        king = sq;
      }
    }
    if (king < 0) {
      return;
    }
    for (int i = 0, n = p.pieceCount(enemy); i < n; i++) {
      int sq = p.pieceSquare(enemy, i);
      long bit = 1L << sq;
      occupied |= bit;
      switch (Pieces.type(p.at(sq))) {
        case KNIGHT:
          knights |= bit;
          break;
        case BISHOP:
          diagonal |= bit;
          break;
        case ROOK:
          orthogonal |= bit;
          break;
        case QUEEN:
          orthogonal |= bit;
          diagonal |= bit;
          break;
        default:
          enemyKing = bit;
          break;
      }
    }
    boolean check = Board64.inCheck(king, occupied, orthogonal, diagonal, knights);
    // without check and without an enemy ranger on a line through the king, no move other than a
    // king move can end in check: knights only disappear and line pieces cannot reach the king
    boolean quiet =
        !check
            && (Board64.ORTHOGONAL_LINES[king] & orthogonal) == 0
            && (Board64.DIAGONAL_LINES[king] & diagonal) == 0;
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int sq = p.pieceSquare(side, i);
      if ((men & (1L << sq)) == 0) {
        continue;
      }
      int code = p.at(sq);
      switch (Pieces.type(code)) {
        case KNIGHT:
          knight(p, out, sq, code, destinations, quiet, king, occupied, orthogonal, diagonal,
              knights, enemyKing);
          break;
        case BISHOP:
          ranger(p, out, sq, code, 1, 2, destinations, quiet, king, occupied, orthogonal,
              diagonal, knights, enemyKing);
          break;
        case ROOK:
          ranger(p, out, sq, code, 0, 2, destinations, quiet, king, occupied, orthogonal,
              diagonal, knights, enemyKing);
          break;
        case QUEEN:
          ranger(p, out, sq, code, 0, 1, destinations, quiet, king, occupied, orthogonal,
              diagonal, knights, enemyKing);
          break;
        default:
          kingSteps(p, out, sq, code, destinations, occupied, orthogonal, diagonal, knights);
          break;
      }
      if (first && !out.isEmpty()) {
        return;
      }
    }
    if (castles && !check && p.castling() != 0) {
      castling(p, out, side, king, occupied, orthogonal, diagonal, knights, enemyKing);
    }
  }

  /** Returns whether the side to move is in check (R7); false when it has no king. */
  static boolean inCheck(MutablePosition p) {
    return inCheck(p, p.sideToMove());
  }

  /** Returns whether a side's king is in check (R7); false when it has no king. */
  static boolean inCheck(MutablePosition p, int side) {
    int enemy = side ^ 1;
    long occupied = 0;
    long orthogonal = 0;
    long diagonal = 0;
    long knights = 0;
    int king = -1;
    for (int s = 0; s < 2; s++) {
      for (int i = 0, n = p.pieceCount(s); i < n; i++) {
        int sq = p.pieceSquare(s, i);
        long bit = 1L << sq;
        occupied |= bit;
        int type = Pieces.type(p.at(sq));
        if (s == side) {
          if (type == KING) {
            king = sq;
          }
        } else if (s == enemy) {
          if (type == KNIGHT) {
            knights |= bit;
          } else if (type == BISHOP || type == QUEEN) {
            diagonal |= bit;
          }
          if (type == ROOK || type == QUEEN) {
            orthogonal |= bit;
          }
        }
      }
    }
    return king >= 0 && Board64.inCheck(king, occupied, orthogonal, diagonal, knights);
  }

  /**
   * Returns whether a move by a piece other than the king, from {@code from} to {@code to} removing
   * {@code captures}, is legal (R8): it takes the enemy king, or the own king is not in check after
   * it.
   */
  private static boolean legal(
      boolean quiet, int king, int from, int to, long captures, long occupied, long orthogonal,
      long diagonal, long knights, long enemyKing) {
    if (quiet || (captures & enemyKing) != 0) {
      return true;
    }
    long after = (occupied & ~(1L << from) & ~captures) | (1L << to);
    return !Board64.inCheck(
        king, after, orthogonal & ~captures, diagonal & ~captures, knights & ~captures);
  }

  private static void ranger(
      MutablePosition p, MoveBuffer out, int sq, int code, int first, int stepBy,
      long destinations, boolean quiet, int king, long occupied, long orthogonal, long diagonal,
      long knights, long enemyKing) {
    int side = Pieces.side(code);
    for (int d = first; d < 8; d += stepBy) {
      if ((Board64.RAY[d][sq] & destinations) == 0) {
        continue;
      }
      int[] ray = Board64.RAY_SQUARES[d][sq];
      long captures = 0;
      for (int i = 0; i < ray.length; i++) {
        int s = ray[i];
        int t = p.at(s);
        if (t == 0) {
          if ((destinations & (1L << s)) != 0
              && legal(quiet, king, sq, s, captures, occupied, orthogonal, diagonal, knights,
                  enemyKing)) {
            out.begin().lift(sq, code);
            if (captures != 0) {
              for (int j = 0; j < i; j++) {
                int c = ray[j];
                if ((captures & (1L << c)) != 0) {
                  out.capture(c, p.at(c), Ops.IMPLIED);
                }
              }
            }
            out.land(s, code).end();
          }
        } else if (Pieces.side(t) == side) {
          break;
        } else {
          captures |= 1L << s;
        }
      }
    }
  }

  private static void knight(
      MutablePosition p, MoveBuffer out, int sq, int code, long destinations, boolean quiet,
      int king, long occupied, long orthogonal, long diagonal, long knights, long enemyKing) {
    int side = Pieces.side(code);
    int[] targets = Board64.KNIGHT_TO[sq];
    int[] cap1 = Board64.KNIGHT_CAP1[sq];
    int[] cap2 = Board64.KNIGHT_CAP2[sq];
    for (int j = 0; j < targets.length; j++) {
      int to = targets[j];
      if (p.at(to) != 0 || (destinations & (1L << to)) == 0) {
        continue;
      }
      int c1 = cap1[j];
      int c2 = cap2[j];
      int t1 = p.at(c1);
      int t2 = p.at(c2);
      boolean take1 = t1 != 0 && Pieces.side(t1) != side;
      boolean take2 = t2 != 0 && Pieces.side(t2) != side;
      long captures = (take1 ? 1L << c1 : 0) | (take2 ? 1L << c2 : 0);
      if (!legal(quiet, king, sq, to, captures, occupied, orthogonal, diagonal, knights,
          enemyKing)) {
        continue;
      }
      out.begin().lift(sq, code);
      if (take1) {
        out.capture(c1, t1, Ops.IMPLIED);
      }
      if (take2) {
        out.capture(c2, t2, Ops.IMPLIED);
      }
      out.land(to, code).end();
    }
  }

  private static void kingSteps(
      MutablePosition p, MoveBuffer out, int sq, int code, long destinations, long occupied,
      long orthogonal, long diagonal, long knights) {
    for (int to : Board64.KING_STEPS[sq]) {
      if (p.at(to) != 0 || (destinations & (1L << to)) == 0) {
        continue;
      }
      long after = (occupied & ~(1L << sq)) | (1L << to);
      if (!Board64.inCheck(to, after, orthogonal, diagonal, knights)) {
        out.begin().lift(sq, code).land(to, code).end();
      }
    }
  }

  /** Writes the castling moves allowed by R10; the caller has checked that the king is safe. */
  private static void castling(
      MutablePosition p, MoveBuffer out, int side, int king, long occupied, long orthogonal,
      long diagonal, long knights, long enemyKing) {
    int base = side == 0 ? 0 : 56;
    int home = base + E1;
    if (king != home) {
      return;
    }
    int rights = p.castling();
    int kingside = side == 0 ? MutablePosition.WHITE_KINGSIDE : MutablePosition.BLACK_KINGSIDE;
    int queenside = side == 0 ? MutablePosition.WHITE_QUEENSIDE : MutablePosition.BLACK_QUEENSIDE;
    if ((rights & kingside) != 0) {
      castle(p, out, side, home, base + H1, occupied, orthogonal, diagonal, knights, enemyKing);
    }
    if ((rights & queenside) != 0) {
      castle(p, out, side, home, base + A1, occupied, orthogonal, diagonal, knights, enemyKing);
    }
  }

  private static void castle(
      MutablePosition p, MoveBuffer out, int side, int kingSq, int rookSq, long occupied,
      long orthogonal, long diagonal, long knights, long enemyKing) {
    int rook = Pieces.code(ROOK, side);
    if (p.at(rookSq) != rook) {
      return;
    }
    int dir = rookSq > kingSq ? 1 : -1;
    long captures = 0;
    boolean previousEnemy = false;
    // items 3 and 4: no own piece between, enemies between not adjacent to each other
    for (int s = kingSq + dir; s != rookSq; s += dir) {
      int t = p.at(s);
      boolean isEnemy = t != 0 && Pieces.side(t) != side;
      if (t != 0 && !isEnemy) {
        return;
      }
      if (isEnemy) {
        if (previousEnemy) {
          return;
        }
        captures |= 1L << s;
      }
      previousEnemy = isEnemy;
    }
    // item 5: the crossed square, king lifted from home and standing there, its occupant removed
    int cross = kingSq + dir;
    long crossBit = 1L << cross;
    long crossing = (occupied & ~(1L << kingSq)) | crossBit;
    if (Board64.inCheck(
        cross, crossing, orthogonal & ~crossBit, diagonal & ~crossBit, knights & ~crossBit)) {
      return;
    }
    // item 6 (waived when the enemy king is taken)
    int kingTo = kingSq + 2 * dir;
    if ((captures & enemyKing) == 0) {
      long after =
          (occupied & ~(1L << kingSq) & ~(1L << rookSq) & ~captures) | (1L << kingTo) | crossBit;
      if (Board64.inCheck(
          kingTo, after, orthogonal & ~captures, diagonal & ~captures, knights & ~captures)) {
        return;
      }
    }
    int king = p.at(kingSq);
    out.begin().flag(MoveBuffer.CASTLE).lift(kingSq, king).liftSecondary(rookSq, rook);
    int lo = Math.min(kingSq, rookSq);
    int hi = Math.max(kingSq, rookSq);
    for (int s = lo + 1; s < hi; s++) {
      if ((captures & (1L << s)) != 0) {
        out.capture(s, p.at(s), Ops.IMPLIED);
      }
    }
    out.land(kingTo, king).landSecondary(cross, rook).end();
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * The capture restriction of Lower Echelon and Hierarchical Chess: each man's FIDE captures
 * (en passant included, the king a target, own king safety ignored) are cut down to those of the
 * lowest-ranked victims, or of the highest-ranked ones for the types in a "prefers high" mask.
 * Ranks are the orthodox type ids (pawn 1 &lt; knight 2 &lt; bishop 3 &lt; rook 4 &lt; queen 5
 * &lt; king 6).
 * Also the fast check test that follows from it: an attacker of the king checks when it prefers
 * high victims (the king is the highest), or when the king is the only man it can capture.
 */
final class RankedCaptures {
  /** Hierarchical: pawns, knights and bishops take their highest target, the others the lowest. */
  static final int HIGH_MINORS = (1 << PAWN) | (1 << KNIGHT) | (1 << BISHOP);

  private static final ThreadLocal<Restriction> RESTRICTION =
      ThreadLocal.withInitial(Restriction::new);

  private RankedCaptures() {}

  /**
   * Returns the restriction as a filter of the moves generated in one position, this thread's,
   * set up afresh: 0 (Lower Echelon: every type takes its lowest target) or {@link #HIGH_MINORS}
   * (Hierarchical) as the types that take their highest. Use it for one filtering only.
   *
   * @param highMask the types that prefer high victims, as bits of type ids
   * @return the filter
   */
  static MoveBuffer.MoveFilter restriction(int highMask) {
    Restriction r = RESTRICTION.get();
    r.highMask = highMask;
    r.from = -1;
    return r;
  }

  /**
   * The restriction as a filter: a move survives when it captures nothing, or its victim's rank is
   * the lowest (or, for a type in the mask, the highest) among the men its mover can capture. The
   * victims of the last mover are kept, its moves being written one after the other.
   */
  private static final class Restriction implements MoveBuffer.MoveFilter {
    int highMask;
    int from;
    int best;

    @Override
    public boolean keep(MutablePosition p, MoveBuffer b, int m) {
      int victim = victimType(b, m);
      if (victim == 0) {
        return true;
      }
      int sq = b.from(m);
      if (sq != from) {
        int code = p.at(sq);
        int type = Pieces.type(code);
        int victims = victimTypes(p, sq, type, Pieces.side(code));
        from = sq;
        best = (highMask & (1 << type)) != 0
            ? 31 - Integer.numberOfLeadingZeros(victims)
            : Integer.numberOfTrailingZeros(victims);
      }
      return victim == best;
    }
  }

  private static int victimType(MoveBuffer b, int m) {
    for (int i = b.start(m), e = b.end(m); i < e; i++) {
      int op = b.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE) {
        return Pieces.type(Ops.piece(op));
      }
    }
    return 0;
  }

  /**
   * Returns whether {@code side}'s king could be captured by the opponent under the restriction:
   * some enemy man attacks it and either prefers high victims or has no other victim. The
   * opponent's en-passant right counts only when the opponent is to move.
   */
  static boolean threatened(MutablePosition p, int side, int highMask) {
    int king = p.find(side, KING);
    if (king < 0) {
      return false;
    }
    int by = side ^ 1;
    int knight = Pieces.code(KNIGHT, by);
    for (int i = 0, n = Lines.leapCount(king); i < n; i++) {
      int s = Lines.leap(king, i);
      if (p.at(s) == knight && checks(p, s, KNIGHT, side, highMask)) {
        return true;
      }
    }
    for (int d = 0; d < 8; d++) {
      int s = Lines.firstMan(p, king, d);
      if (s < 0) {
        continue;
      }
      int t = p.at(s);
      if (Pieces.side(t) != by) {
        continue;
      }
      int type = Pieces.type(t);
      boolean adjacent = Lines.next(king, d) == s;
      boolean diagonal = Lines.diagonal(d);
      boolean attacks =
          type == QUEEN
              || type == (diagonal ? BISHOP : ROOK)
              || (adjacent && type == KING)
              || (adjacent && diagonal && type == PAWN
                  && (king >> 3) - (s >> 3) == (by == 0 ? 1 : -1));
      if (attacks && checks(p, s, type, side, highMask)) {
        return true;
      }
    }
    return false;
  }

  /** Returns whether the attacker of {@code type} on {@code s} keeps its capture of the king. */
  private static boolean checks(MutablePosition p, int s, int type, int side, int highMask) {
    return (highMask & (1 << type)) != 0
        || (victimTypes(p, s, type, side ^ 1) & ~(1 << KING)) == 0;
  }

  /**
   * Returns the set of ranks (bit {@code t} for type id {@code t}) of the men that the man of
   * {@code type} and {@code side} on {@code s} can capture by FIDE's capturing moves, own king
   * safety ignored; an en-passant capture counts when {@code side} is to move.
   */
  static int victimTypes(MutablePosition p, int s, int type, int side) {
    int enemy = side ^ 1;
    int set = 0;
    switch (type) {
      case KNIGHT:
        for (int i = 0, n = Lines.leapCount(s); i < n; i++) {
          set |= victimBit(p, Lines.leap(s, i), enemy);
        }
        return set;
      case KING:
        for (int d = 0; d < 8; d++) {
          int t = Lines.next(s, d);
          if (t >= 0) {
            set |= victimBit(p, t, enemy);
          }
        }
        return set;
      case PAWN:
        return pawnVictims(p, s, side);
      default:
        int first = type == BISHOP ? 1 : 0;
        int step = type == QUEEN ? 1 : 2;
        for (int d = first; d < 8; d += step) {
          int t = Lines.firstMan(p, s, d);
          if (t >= 0) {
            set |= victimBit(p, t, enemy);
          }
        }
        return set;
    }
  }

  private static int pawnVictims(MutablePosition p, int s, int side) {
    int forward = side == 0 ? 1 : -1;
    int rank = (s >> 3) + forward;
    if (rank < 0 || rank > 7) {
      return 0;
    }
    int ep = p.sideToMove() == side ? p.epSquare() : -1;
    int enemyPawn = Pieces.code(PAWN, side ^ 1);
    int set = 0;
    for (int df = -1; df <= 1; df += 2) {
      int file = (s & 7) + df;
      if (file < 0 || file > 7) {
        continue;
      }
      int t = rank * 8 + file;
      set |= victimBit(p, t, side ^ 1);
      if (t == ep && p.at(t - forward * 8) == enemyPawn) {
        set |= 1 << PAWN;
      }
    }
    return set;
  }

  private static int victimBit(MutablePosition p, int t, int enemy) {
    int c = p.at(t);
    return c != 0 && Pieces.side(c) == enemy ? 1 << Pieces.type(c) : 0;
  }
}

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
import io.github.overtake.core.spi.Pieces;

/**
 * Assistance Chess: kings and pawns are FIDE's; a queen, rook, bishop or knight moves normally
 * but captures only with the capturing patterns of the friendly men that guard it (king step, pawn
 * diagonal, knight leap, rook or bishop line; a queen guard lends both lines), made from its own
 * square. A borrowed pawn pattern gives neither en passant nor promotion.
 */
@Immutable
final class Assistance implements ModestVariant {
  private static final int BY_KING = 1;
  private static final int BY_PAWN = 2;
  private static final int BY_KNIGHT = 4;
  private static final int BY_ROOK_LINE = 8;
  private static final int BY_BISHOP_LINE = 16;

  @Override
  public String name() {
    return "assistance";
  }

  @Override
  public String description() {
    return "Assistance Chess: pieces capture only with the patterns of the men guarding them";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int sq = p.pieceSquare(side, i);
      if (!k.writesFrom(sq)) {
        continue;
      }
      int code = p.at(sq);
      int type = Pieces.type(code);
      if (type == KING || type == PAWN) {
        k.orthodox().generateFrom(p, sq, out);
      } else {
        pieceMoves(p, sq, code, side, out);
      }
    }
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /** Quiet moves by the piece's own pattern, then its borrowed captures. */
  private static void pieceMoves(MutablePosition p, int sq, int code, int side, MoveBuffer out) {
    int type = Pieces.type(code);
    if (type == KNIGHT) {
      for (int to : Lines.KNIGHT[sq]) {
        if (p.at(to) == 0) {
          out.begin().lift(sq, code).land(to, code).end();
        }
      }
    } else {
      for (int d = type == BISHOP ? 1 : 0; d < 8; d += type == QUEEN ? 1 : 2) {
        for (int to : Lines.RAY[sq][d]) {
          if (p.at(to) != 0) {
            break;
          }
          out.begin().lift(sq, code).land(to, code).end();
        }
      }
    }
    int lent = patterns(p, sq, side);
    if (lent == 0) {
      return;
    }
    long seen = 0;
    if ((lent & BY_KING) != 0) {
      for (int to : Lines.KING[sq]) {
        seen = capture(p, sq, code, to, seen, out);
      }
    }
    if ((lent & BY_PAWN) != 0) {
      int fwd = side == 0 ? 1 : -1;
      seen = capture(p, sq, code, ModestKit.offset(sq, -1, fwd), seen, out);
      seen = capture(p, sq, code, ModestKit.offset(sq, 1, fwd), seen, out);
    }
    if ((lent & BY_KNIGHT) != 0) {
      for (int to : Lines.KNIGHT[sq]) {
        seen = capture(p, sq, code, to, seen, out);
      }
    }
    for (int d = 0; d < 8; d++) {
      if ((lent & (Lines.orthogonal(d) ? BY_ROOK_LINE : BY_BISHOP_LINE)) == 0) {
        continue;
      }
      for (int to : Lines.RAY[sq][d]) {
        if (p.at(to) != 0) {
          seen = capture(p, sq, code, to, seen, out);
          break;
        }
      }
    }
  }

  /** Appends the capture of the enemy man on {@code to}, once, and returns the squares seen. */
  private static long capture(
      MutablePosition p, int sq, int code, int to, long seen, MoveBuffer out) {
    if (to < 0 || (seen & (1L << to)) != 0) {
      return seen;
    }
    int victim = p.at(to);
    if (victim == 0 || Pieces.side(victim) == Pieces.side(code)) {
      return seen;
    }
    out.begin().lift(sq, code).capture(to, victim).land(to, code).end();
    return seen | (1L << to);
  }

  /**
   * Returns the capturing patterns lent to the man on {@code x} by the men of {@code side} that
   * guard it geometrically (S1.1), as a mask of the {@code BY_} bits.
   */
  private static int patterns(MutablePosition p, int x, int side) {
    int lent = 0;
    int fwd = side == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int[] ray = Lines.RAY[x][d];
      for (int j = 0; j < ray.length; j++) {
        int t = p.at(ray[j]);
        if (t == 0) {
          continue;
        }
        if (Pieces.side(t) == side) {
          int type = Pieces.type(t);
          boolean orth = Lines.orthogonal(d);
          if (type == QUEEN) {
            lent |= BY_ROOK_LINE | BY_BISHOP_LINE;
          } else if (type == ROOK && orth) {
            lent |= BY_ROOK_LINE;
          } else if (type == BISHOP && !orth) {
            lent |= BY_BISHOP_LINE;
          } else if (j == 0 && type == KING) {
            lent |= BY_KING;
          } else if (j == 0 && type == PAWN && !orth && (x >> 3) - (ray[j] >> 3) == fwd) {
            lent |= BY_PAWN;
          }
        }
        break;
      }
    }
    int knight = Pieces.code(KNIGHT, side);
    for (int s : Lines.KNIGHT[x]) {
      if (p.at(s) == knight) {
        lent |= BY_KNIGHT;
        break;
      }
    }
    return lent;
  }

  /**
   * The fast check test: an enemy king or pawn attacks the king as in FIDE; an enemy piece
   * attacks it along a line, by a step or by a leap only when one of its guards lends that pattern.
   * Agrees with the general test (property-tested).
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int ks = p.find(side, KING);
    if (ks < 0) {
      return false;
    }
    int o = side ^ 1;
    int fo = o == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int[] ray = Lines.RAY[ks][d];
      boolean orth = Lines.orthogonal(d);
      for (int j = 0; j < ray.length; j++) {
        int s = ray[j];
        int t = p.at(s);
        if (t == 0) {
          continue;
        }
        if (Pieces.side(t) == o) {
          int type = Pieces.type(t);
          boolean pawnStep = j == 0 && !orth && (ks >> 3) - (s >> 3) == fo;
          if (type == KING) {
            if (j == 0) {
              return true;
            }
          } else if (type == PAWN) {
            if (pawnStep) {
              return true;
            }
          } else {
            int lent = patterns(p, s, o);
            if ((lent & (orth ? BY_ROOK_LINE : BY_BISHOP_LINE)) != 0
                || (j == 0 && (lent & BY_KING) != 0)
                || (pawnStep && (lent & BY_PAWN) != 0)) {
              return true;
            }
          }
        }
        break;
      }
    }
    for (int s : Lines.KNIGHT[ks]) {
      int t = p.at(s);
      int type = Pieces.type(t);
      if (t != 0 && Pieces.side(t) == o && type != KING && type != PAWN
          && (patterns(p, s, o) & BY_KNIGHT) != 0) {
        return true;
      }
    }
    return false;
  }
}

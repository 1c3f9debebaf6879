package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.orthodox.OrthodoxKit;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * Beneficiary Chess: a side's only rook also moves like a knight, its only bishop also like a
 * knight, and its only knight like a rook instead of leaping. "Only" is read from the board when
 * moves are generated. Pawns promote to queens only. Check is the FIDE attack test with these
 * powers.
 */
@Immutable
final class Beneficiary implements ModestVariant {
  /** FIDE moves with promotion to a queen only. */
  private static final OrthodoxKit QUEEN_ONLY = new OrthodoxKit(Geometry.rectangle(8, 8), QUEEN);

  @Override
  public String name() {
    return "beneficiary";
  }

  @Override
  public String description() {
    return "Beneficiary Chess: the last rook and bishop gain the knight's move, the last knight "
        + "moves like a rook; pawns promote to queens";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    int counts = counts(p, side);
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int sq = p.pieceSquare(side, i);
      if (!k.writesFrom(sq)) {
        continue;
      }
      int code = p.at(sq);
      int type = Pieces.type(code);
      if (type == KNIGHT && last(counts, KNIGHT)) {
        rookRays(p, sq, code, out);
        continue;
      }
      QUEEN_ONLY.generateFrom(p, sq, out);
      if ((type == ROOK || type == BISHOP) && last(counts, type)) {
        leaps(p, sq, code, out);
      }
    }
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /** Packs the numbers of knights, bishops and rooks of {@code side}, four bits each, saturated. */
  private static int counts(MutablePosition p, int side) {
    int c = 0;
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int type = Pieces.type(p.at(p.pieceSquare(side, i)));
      if (type >= KNIGHT && type <= ROOK && ((c >> (4 * type)) & 15) < 15) {
        c += 1 << (4 * type);
      }
    }
    return c;
  }

  private static boolean last(int counts, int type) {
    return ((counts >> (4 * type)) & 15) == 1;
  }

  private static void leaps(MutablePosition p, int sq, int code, MoveBuffer out) {
    int side = Pieces.side(code);
    for (int i = 0, n = Lines.leapCount(sq); i < n; i++) {
      int to = Lines.leap(sq, i);
      int t = p.at(to);
      if (t == 0) {
        out.begin().lift(sq, code).land(to, code).end();
      } else if (Pieces.side(t) != side) {
        out.begin().lift(sq, code).capture(to, t).land(to, code).end();
      }
    }
  }

  private static void rookRays(MutablePosition p, int sq, int code, MoveBuffer out) {
    int side = Pieces.side(code);
    for (int d = 0; d < 8; d += 2) {
      for (int to = Lines.next(sq, d); to >= 0; to = Lines.next(to, d)) {
        int t = p.at(to);
        if (t == 0) {
          out.begin().lift(sq, code).land(to, code).end();
          continue;
        }
        if (Pieces.side(t) != side) {
          out.begin().lift(sq, code).capture(to, t).land(to, code).end();
        }
        break;
      }
    }
  }

  /** FIDE's attack test with the last pieces' powers; a king is never taken en passant. */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int king = p.find(side, KING);
    return king >= 0 && attacked(p, king, side ^ 1);
  }

  /** Returns whether a man of {@code by} could capture on {@code sq} in Beneficiary Chess. */
  static boolean attacked(MutablePosition p, int sq, int by) {
    int counts = counts(p, by);
    for (int i = 0, n = Lines.leapCount(sq); i < n; i++) {
      int t = p.at(Lines.leap(sq, i));
      if (t != 0 && Pieces.side(t) == by) {
        int type = Pieces.type(t);
        boolean leaper =
            type == KNIGHT
                ? !last(counts, KNIGHT)
                : (type == ROOK || type == BISHOP) && last(counts, type);
        if (leaper) {
          return true;
        }
      }
    }
    int forward = by == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int s = Lines.firstMan(p, sq, d);
      if (s < 0) {
        continue;
      }
      int t = p.at(s);
      if (Pieces.side(t) != by) {
        continue;
      }
      int type = Pieces.type(t);
      boolean adjacent = Lines.next(sq, d) == s;
      boolean hit;
      if (Lines.diagonal(d)) {
        hit = type == QUEEN || type == BISHOP || (adjacent && type == KING)
            || (adjacent && type == PAWN && (sq >> 3) - (s >> 3) == forward);
      } else {
        hit = type == QUEEN || type == ROOK || (adjacent && type == KING)
            || (type == KNIGHT && last(counts, KNIGHT));
      }
      if (hit) {
        return true;
      }
    }
    return false;
  }
}

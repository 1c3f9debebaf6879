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
 * Mercenary Chess: besides FIDE moves, the side to move may capture with an enemy pawn, one step
 * diagonally forward in the pawn's own direction, onto a non-pawn man of the pawn's colour (the
 * king included, which is why a king standing diagonally in front of its own pawn is in check).
 * The mover chooses the promotion of an enemy pawn that reaches its last rank.
 */
@Immutable
final class Mercenary implements ModestVariant {
  private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};

  @Override
  public String name() {
    return "mercenary";
  }

  @Override
  public String description() {
    return "Mercenary Chess: players may capture enemy pieces with enemy pawns";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    int o = side ^ 1;
    int fwd = o == 0 ? 1 : -1;
    for (int i = 0, n = p.pieceCount(o); i < n; i++) {
      int sq = p.pieceSquare(o, i);
      int pawn = p.at(sq);
      if (Pieces.type(pawn) != PAWN) {
        continue;
      }
      for (int dx = -1; dx <= 1; dx += 2) {
        int to = ModestKit.offset(sq, dx, fwd);
        int t = to < 0 ? 0 : p.at(to);
        if (t == 0 || Pieces.side(t) != o || Pieces.type(t) == PAWN) {
          continue;
        }
        boolean last = (to >> 3) == (fwd > 0 ? 7 : 0);
        for (int j = 0; j < (last ? PROMOTIONS.length : 1); j++) {
          out.begin()
              .flag(MoveBuffer.RESET_CLOCK)
              .lift(sq, pawn)
              .capture(to, t)
              .land(to, last ? Pieces.withType(pawn, PROMOTIONS[j]) : pawn)
              .end();
        }
      }
    }
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /**
   * The fast check test: FIDE's attack test by the opponent, plus the king's own pawns that have
   * the king diagonally in front of them (the opponent may use them). Agrees with the general
   * test (property-tested).
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int ks = p.find(side, KING);
    if (ks < 0) {
      return false;
    }
    int back = side == 0 ? -1 : 1;
    int own = Pieces.code(PAWN, side);
    for (int dx = -1; dx <= 1; dx += 2) {
      int s = ModestKit.offset(ks, dx, back);
      if (s >= 0 && p.at(s) == own) {
        return true;
      }
    }
    return k.fideAttacked(p, ks, side ^ 1, -1);
  }
}

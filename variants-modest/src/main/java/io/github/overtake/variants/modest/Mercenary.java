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
      if (Pieces.type(pawn) != PAWN || !k.writesFrom(sq)) {
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
    return ks >= 0 && (ownPawnBehind(p, side, ks) || k.fideAttacked(p, ks, side ^ 1, -1));
  }

  /** Whether a pawn of {@code side} stands diagonally behind {@code ks}, the king in front of it. */
  private static boolean ownPawnBehind(MutablePosition p, int side, int ks) {
    int own = Pieces.code(PAWN, side);
    long behind = behind(side, ks);
    for (long b = behind; b != 0; b &= b - 1) {
      if (p.at(Long.numberOfTrailingZeros(b)) == own) {
        return true;
      }
    }
    return false;
  }

  /** The squares diagonally behind {@code ks} for {@code side}, as a bit set. */
  private static long behind(int side, int ks) {
    int back = side == 0 ? -1 : 1;
    long set = 0;
    for (int dx = -1; dx <= 1; dx += 2) {
      int s = ModestKit.offset(ks, dx, back);
      if (s >= 0) {
        set |= 1L << s;
      }
    }
    return set;
  }

  /** FIDE's attacks are threats here too. */
  @Override
  public boolean threatsIncludeFide() {
    return true;
  }

  /** The threats beyond FIDE's attacks on the king stepped to {@code to}. */
  @Override
  public boolean threatenedBeyondFideAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return ownPawnBehind(p, side, to);
  }

  /** The same test with the king stepped to {@code to}, its square {@code from} then empty. */
  @Override
  public boolean threatenedAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return ownPawnBehind(p, side, to) || k.fideAttacked(p, to, side ^ 1, from);
  }

  /**
   * Beyond FIDE's attacks, only a pawn of the king's side diagonally behind it threatens it, by
   * its square alone: the pin shortcut holds with FIDE's pins and {@link #shortcutLandings}.
   */
  @Override
  public boolean pinShortcut() {
    return true;
  }

  /** The squares diagonally behind the king: a pawn of its side landing there threatens it. */
  @Override
  public long shortcutLandings(ModestKit k, MutablePosition p, int king, int side) {
    return behind(side, king);
  }
}

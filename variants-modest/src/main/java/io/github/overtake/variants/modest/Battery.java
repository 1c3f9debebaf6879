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
 * Battery Chess: a man, the king included, captures only while a friendly man guards it, and a
 * capture removes the attacked enemy man without moving the capturer ({@code a1[a7]}); en passant
 * removes the pawn that has just double-stepped. Non-capturing moves are FIDE's.
 */
@Immutable
final class Battery implements ModestVariant {
  private static final MoveBuffer.MoveFilter QUIET = (p, b, m) -> !b.isCapture(m);

  @Override
  public String name() {
    return "battery";
  }

  @Override
  public String description() {
    return "Battery Chess: a guarded man captures by removing its victim without moving";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    out.filter(p, QUIET);
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int sq = p.pieceSquare(side, i);
      if (!k.writesFrom(sq)) {
        continue;
      }
      int code = p.at(sq);
      long targets = targets(p, sq, code, side);
      if (targets != 0 && guarded(p, sq, side)) {
        while (targets != 0) {
          int to = Long.numberOfTrailingZeros(targets);
          targets &= targets - 1;
          int v = p.at(to);
          if (v != 0) {
            out.begin().stay(sq, code).capture(to, v).end();
          } else {
            // the en-passant square: the pawn that passed it is removed
            int victimSq = to - 8 * (side == 0 ? 1 : -1);
            out.begin().stay(sq, code).capture(victimSq, p.at(victimSq), Ops.EN_PASSANT).end();
          }
        }
      }
    }
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /**
   * Returns the squares of the enemy men the man {@code code} on {@code sq} attacks in FIDE, as a
   * bit set; for a pawn that could take en passant, the en-passant square stands for the pawn that
   * passed it.
   */
  private static long targets(MutablePosition p, int sq, int code, int side) {
    long set = 0;
    int type = Pieces.type(code);
    switch (type) {
      case PAWN:
        int fwd = side == 0 ? 1 : -1;
        for (int dx = -1; dx <= 1; dx += 2) {
          int to = ModestKit.offset(sq, dx, fwd);
          if (to < 0) {
            continue;
          }
          int v = p.at(to);
          if (v != 0) {
            set |= enemy(v, side, to);
          } else if (to == p.epSquare() && p.at(to - 8 * fwd) == Pieces.code(PAWN, side ^ 1)) {
            set |= 1L << to;
          }
        }
        return set;
      case KNIGHT:
        for (int to : Lines.KNIGHT[sq]) {
          set |= enemy(p.at(to), side, to);
        }
        return set;
      case KING:
        for (int to : Lines.KING[sq]) {
          set |= enemy(p.at(to), side, to);
        }
        return set;
      default:
        for (int d = type == BISHOP ? 1 : 0; d < 8; d += type == QUEEN ? 1 : 2) {
          for (int to : Lines.RAY[sq][d]) {
            int v = p.at(to);
            if (v != 0) {
              set |= enemy(v, side, to);
              break;
            }
          }
        }
        return set;
    }
  }

  private static long enemy(int v, int side, int to) {
    return v != 0 && Pieces.side(v) != side ? 1L << to : 0;
  }

  /**
   * Returns whether a man of {@code side} other than the one on {@code x} attacks {@code x}
   * geometrically (S1.1), i.e. guards it.
   */
  private static boolean guarded(MutablePosition p, int x, int side) {
    return attackedBy(p, x, side, -1) >= 0;
  }

  /**
   * Returns the square of a man of {@code side} that attacks {@code x} geometrically and, when
   * {@code needGuard} is {@code side}, is itself guarded; -1 when there is none. With {@code
   * needGuard} -1 any attacker counts.
   */
  private static int attackedBy(MutablePosition p, int x, int side, int needGuard) {
    int fwd = side == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int[] ray = Lines.RAY[x][d];
      boolean orth = Lines.orthogonal(d);
      for (int j = 0; j < ray.length; j++) {
        int s = ray[j];
        int t = p.at(s);
        if (t == 0) {
          continue;
        }
        if (Pieces.side(t) == side) {
          int type = Pieces.type(t);
          boolean hits = type == QUEEN
              || (type == ROOK && orth)
              || (type == BISHOP && !orth)
              || (j == 0 && type == KING)
              || (j == 0 && type == PAWN && !orth && (x >> 3) - (s >> 3) == fwd);
          if (hits && (needGuard < 0 || guarded(p, s, side))) {
            return s;
          }
        }
        break;
      }
    }
    int knight = Pieces.code(KNIGHT, side);
    for (int s : Lines.KNIGHT[x]) {
      if (p.at(s) == knight && (needGuard < 0 || guarded(p, s, side))) {
        return s;
      }
    }
    return -1;
  }

  /**
   * The fast check test: the king is threatened when an enemy man that attacks it in FIDE is
   * itself guarded (removals need a guard; en passant never removes a king). Agrees with the
   * general test (property-tested).
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int ks = p.find(side, KING);
    return ks >= 0 && attackedBy(p, ks, side ^ 1, side ^ 1) >= 0;
  }

  /** A man threatens the king only if it attacks it in FIDE (and is guarded). */
  @Override
  public boolean threatsWithinFide() {
    return true;
  }
}

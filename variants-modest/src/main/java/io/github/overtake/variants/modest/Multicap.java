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
 * Multicap Chess: FIDE chess, and rooks (along diagonals), bishops (along ranks and files) and
 * knights (along all eight lines) may also capture by attraction: with the next square empty, the
 * first man on the line, if it is an enemy two or more squares away, is removed and the capturer
 * lands two squares along the line ({@code e3xc5[b6]}; at distance two, the plain {@code e3e5}).
 */
@Immutable
final class Multicap implements ModestVariant {
  @Override
  public String name() {
    return "multicap";
  }

  @Override
  public String description() {
    return "Multicap Chess: rooks, bishops and knights may also capture by attraction";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int sq = p.pieceSquare(side, i);
      int code = p.at(sq);
      int type = Pieces.type(code);
      if ((type == ROOK || type == BISHOP || type == KNIGHT) && k.writesFrom(sq)) {
        for (int d = type == ROOK ? 1 : 0; d < 8; d += type == KNIGHT ? 1 : 2) {
          attract(p, sq, code, Lines.RAY[sq][d], out);
        }
      }
    }
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  private static void attract(MutablePosition p, int sq, int code, int[] ray, MoveBuffer out) {
    if (ray.length < 2 || p.at(ray[0]) != 0) {
      return;
    }
    for (int j = 1; j < ray.length; j++) {
      int t = p.at(ray[j]);
      if (t == 0) {
        continue;
      }
      if (Pieces.side(t) != Pieces.side(code)) {
        out.begin().lift(sq, code).capture(ray[j], t).land(ray[1], code).end();
      }
      return;
    }
  }

  /**
   * The fast check test, one scan from the king: FIDE attacks, plus an enemy knight on any line,
   * rook on a diagonal or bishop on a rank or file that is the first man two or more squares from
   * the king (attraction). Agrees with the general test (property-tested).
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int ks = p.find(side, KING);
    return ks >= 0 && threatenedOn(p, side, ks, -1);
  }

  /** FIDE's attacks are threats here too. */
  @Override
  public boolean threatsIncludeFide() {
    return true;
  }

  /** The same test with the king stepped to {@code to}, its square {@code from} then empty. */
  @Override
  public boolean threatenedAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return threatenedOn(p, side, to, from);
  }

  /**
   * A man threatens the king by its type and square and, along a line, the emptiness of the
   * squares between: the pin shortcut holds with the pins of {@link #shortcutPins}.
   */
  @Override
  public boolean pinShortcut() {
    return true;
  }

  /**
   * The men of {@code side} that are the first on a line from the king with an enemy queen, rook,
   * bishop or knight next behind them: lifted, they let that man take the king along the line
   * (FIDE's lines and attraction).
   */
  @Override
  public long shortcutPins(ModestKit k, MutablePosition p, int king, int side) {
    long pins = 0;
    for (int d = 0; d < 8; d++) {
      int own = -1;
      for (int s : Lines.RAY[king][d]) {
        int t = p.at(s);
        if (t == 0) {
          continue;
        }
        if (own < 0 && Pieces.side(t) == side) {
          own = s;
          continue;
        }
        int type = Pieces.type(t);
        if (own >= 0 && Pieces.side(t) != side && type >= KNIGHT && type <= QUEEN) {
          pins |= 1L << own;
        }
        break;
      }
    }
    return pins;
  }

  /**
   * Whether a king of {@code side} on {@code ks} is threatened, the square {@code vacant} counted
   * as empty (-1 for none); the square {@code ks} itself is not looked at.
   */
  private static boolean threatenedOn(MutablePosition p, int side, int ks, int vacant) {
    int o = side ^ 1;
    int oFwd = o == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int[] ray = Lines.RAY[ks][d];
      boolean orth = Lines.orthogonal(d);
      for (int j = 0; j < ray.length; j++) {
        int s = ray[j];
        int t = s == vacant ? 0 : p.at(s);
        if (t == 0) {
          continue;
        }
        if (Pieces.side(t) == o) {
          int type = Pieces.type(t);
          if (type == QUEEN
              || (type == ROOK && (orth || j > 0))
              || (type == BISHOP && (!orth || j > 0))
              || (type == KNIGHT && j > 0)
              || (j == 0 && type == KING)
              || (j == 0 && type == PAWN && !orth && (ks >> 3) - (s >> 3) == oFwd)) {
            return true;
          }
        }
        break;
      }
    }
    int knight = Pieces.code(KNIGHT, o);
    for (int s : Lines.KNIGHT[ks]) {
      if (p.at(s) == knight) {
        return true;
      }
    }
    return false;
  }
}

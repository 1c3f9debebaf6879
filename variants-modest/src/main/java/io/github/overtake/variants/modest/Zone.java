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
 * Zone Chess: besides FIDE moves, the side to move may use any enemy man (the king included)
 * standing on rank 4 or 5 to make one of its FIDE captures (pawns in their own direction) of a
 * man of its own colour standing off ranks 4 and 5. A king off those ranks is therefore also in
 * check from its own men on them.
 */
@Immutable
final class Zone implements ModestVariant {
  @Override
  public String name() {
    return "zone";
  }

  @Override
  public String description() {
    return "Zone Chess: either player may use men on ranks 4 and 5 against their own side";
  }

  private static boolean inZone(int sq) {
    int r = sq >> 3;
    return r == 3 || r == 4;
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    int o = side ^ 1;
    for (int i = 0, n = p.pieceCount(o); i < n; i++) {
      int sq = p.pieceSquare(o, i);
      if (inZone(sq) && k.writesFrom(sq)) {
        used(p, sq, p.at(sq), o, out);
      }
    }
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /** Appends the captures that the enemy man {@code code} on {@code sq} makes of its own side. */
  private static void used(MutablePosition p, int sq, int code, int o, MoveBuffer out) {
    int type = Pieces.type(code);
    switch (type) {
      case PAWN:
        int fwd = o == 0 ? 1 : -1;
        take(p, sq, code, ModestKit.offset(sq, -1, fwd), out);
        take(p, sq, code, ModestKit.offset(sq, 1, fwd), out);
        break;
      case KNIGHT:
        for (int to : Lines.KNIGHT[sq]) {
          take(p, sq, code, to, out);
        }
        break;
      case KING:
        for (int to : Lines.KING[sq]) {
          take(p, sq, code, to, out);
        }
        break;
      default:
        for (int d = type == BISHOP ? 1 : 0; d < 8; d += type == QUEEN ? 1 : 2) {
          for (int to : Lines.RAY[sq][d]) {
            if (p.at(to) != 0) {
              take(p, sq, code, to, out);
              break;
            }
          }
        }
        break;
    }
  }

  private static void take(MutablePosition p, int sq, int code, int to, MoveBuffer out) {
    if (to < 0 || inZone(to)) {
      return;
    }
    int t = p.at(to);
    if (t != 0 && Pieces.side(t) == Pieces.side(code)) {
      out.begin();
      if (Pieces.type(code) == PAWN) {
        out.flag(MoveBuffer.RESET_CLOCK);
      }
      out.lift(sq, code).capture(to, t).land(to, code).end();
    }
  }

  /**
   * The fast check test, one scan from the king: FIDE attacks by the opponent's men, plus, for a
   * king off ranks 4 and 5, FIDE attacks by the king's own men standing on those ranks (the
   * opponent may use them). Agrees with the general test (property-tested).
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

  /** On ranks 4 and 5 the king has no threats beyond FIDE's attacks; off them, its own men's. */
  @Override
  public boolean threatenedBeyondFideAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return !inZone(to) && threatenedOn(p, side, to, from);
  }

  /** The same test with the king stepped to {@code to}, its square {@code from} then empty. */
  @Override
  public boolean threatenedAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return threatenedOn(p, side, to, from);
  }

  /**
   * A man threatens the king by its type, side and square (a man of the king's side only on ranks
   * 4 and 5 while the king is off them) and, for a rider, the emptiness of the squares between:
   * the pin shortcut holds with {@link #shortcutPins} and {@link #shortcutLandings}.
   */
  @Override
  public boolean pinShortcut() {
    return true;
  }

  /**
   * FIDE's pins, plus, for a king off ranks 4 and 5, the men of its side that shield it from a
   * rider of its own side on those ranks.
   */
  @Override
  public long shortcutPins(ModestKit k, MutablePosition p, int king, int side) {
    long pins = k.pinned(p, king, side);
    if (inZone(king)) {
      return pins;
    }
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
        if (own >= 0 && Pieces.side(t) == side && inZone(s)
            && (type == QUEEN || type == (Lines.orthogonal(d) ? ROOK : BISHOP))) {
          pins |= 1L << own;
        }
        break;
      }
    }
    return pins;
  }

  /**
   * For a king off ranks 4 and 5, the squares of those ranks on its lines or a knight's leap away:
   * a man of its side landing there may threaten it.
   */
  @Override
  public long shortcutLandings(ModestKit k, MutablePosition p, int king, int side) {
    if (inZone(king)) {
      return 0;
    }
    long reach = Lines.QUEEN_LINES[king];
    for (int s : Lines.KNIGHT[king]) {
      reach |= 1L << s;
    }
    return reach & (0xFFFFL << 24);
  }

  /**
   * Whether a king of {@code side} on {@code ks} is threatened, the square {@code vacant} counted
   * as empty (-1 for none); the square {@code ks} itself is not looked at.
   */
  private static boolean threatenedOn(MutablePosition p, int side, int ks, int vacant) {
    int o = side ^ 1;
    boolean exposed = !inZone(ks);
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
        int type = Pieces.type(t);
        boolean line = type == QUEEN || (type == ROOK && orth) || (type == BISHOP && !orth);
        boolean pawnStep = j == 0 && type == PAWN && !orth;
        if (Pieces.side(t) == o) {
          if (line || (j == 0 && type == KING) || (pawnStep && (ks >> 3) - (s >> 3) == oFwd)) {
            return true;
          }
        } else if (exposed && inZone(s)
            && (line || (pawnStep && (ks >> 3) - (s >> 3) == -oFwd))) {
          return true;
        }
        break;
      }
    }
    int theirs = Pieces.code(KNIGHT, o);
    int ours = Pieces.code(KNIGHT, side);
    for (int s : Lines.KNIGHT[ks]) {
      int t = p.at(s);
      if (t == theirs || (t == ours && exposed && inZone(s))) {
        return true;
      }
    }
    return false;
  }
}

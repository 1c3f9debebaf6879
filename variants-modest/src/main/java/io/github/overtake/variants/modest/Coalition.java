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
import java.util.List;

/**
 * Coalition Chess: split armies ({@code QRBNnbrk/PPPPpppp/8/8/8/8/ppppPPPP/qrbnNBRK}), no capture
 * from one wing (files a-d, e-h) to the other, pawn direction fixed by the file (White up on e-h
 * and down on a-d, Black the reverse), double steps, en passant and promotion along that
 * direction, and no castling.
 */
@Immutable
final class Coalition implements ModestVariant {
  private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};
  private static final MoveBuffer.MoveFilter SAME_WING =
      (p, b, m) -> !b.isCapture(m) || wing(b.from(m)) == wing(b.to(m));

  @Override
  public String name() {
    return "coalition";
  }

  @Override
  public String description() {
    return "Coalition Chess: split armies, no capture across the d/e boundary, no castling";
  }

  @Override
  public String startPosition() {
    return "QRBNnbrk/PPPPpppp/8/8/8/8/ppppPPPP/qrbnNBRK w - - 0 1";
  }

  @Override
  public boolean noCastling() {
    return true;
  }

  @Override
  public boolean fideEnPassant() {
    return false;
  }

  /** Returns 1 for the kingside (files e-h), 0 for the queenside (files a-d). */
  private static int wing(int sq) {
    return (sq & 7) >> 2;
  }

  /** Returns the vertical direction (+1 up, -1 down) of a pawn of {@code side} on {@code sq}. */
  private static int dir(int side, int sq) {
    return (side == 0) == (wing(sq) == 1) ? 1 : -1;
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
      if (Pieces.type(code) == PAWN) {
        pawn(p, sq, code, side, out);
      } else {
        k.orthodox().generateFrom(p, sq, out);
      }
    }
    out.filter(p, SAME_WING);
  }

  private static void pawn(MutablePosition p, int sq, int code, int side, MoveBuffer out) {
    int d = dir(side, sq);
    int one = sq + 8 * d;
    if (one < 0 || one > 63) {
      return;
    }
    if (p.at(one) == 0) {
      pawnTo(sq, code, one, 0, d, out);
      int two = one + 8 * d;
      if ((sq >> 3) == (d > 0 ? 1 : 6) && p.at(two) == 0) {
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(sq, code).land(two, code).epTarget(one).end();
      }
    }
    for (int dx = -1; dx <= 1; dx += 2) {
      int to = ModestKit.offset(sq, dx, d);
      if (to < 0 || wing(to) != wing(sq)) {
        continue;
      }
      int t = p.at(to);
      if (t != 0) {
        if (Pieces.side(t) != side) {
          pawnTo(sq, code, to, t, d, out);
        }
      } else if (to == p.epSquare()) {
        int victimSq = to - 8 * d;
        int v = p.at(victimSq);
        if (v == Pieces.code(PAWN, side ^ 1)) {
          out.begin()
              .flag(MoveBuffer.RESET_CLOCK)
              .lift(sq, code)
              .capture(victimSq, v, Ops.EN_PASSANT | Ops.PLAIN | Ops.IMPLIED)
              .land(to, code)
              .end();
        }
      }
    }
  }

  private static void pawnTo(int from, int code, int to, int victim, int d, MoveBuffer out) {
    boolean last = (to >> 3) == (d > 0 ? 7 : 0);
    for (int i = 0; i < (last ? PROMOTIONS.length : 1); i++) {
      out.begin().flag(MoveBuffer.RESET_CLOCK).lift(from, code);
      if (victim != 0) {
        out.capture(to, victim);
      }
      out.land(to, last ? Pieces.withType(code, PROMOTIONS[i]) : code).end();
    }
  }

  /**
   * The fast check test: FIDE attacks on the king from men on the king's own wing, pawns attacking
   * in their file's direction (en passant never removes a king). Agrees with the general test
   * (property-tested).
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int ks = p.find(side, KING);
    return ks >= 0 && threatenedOn(p, side, ks, -1);
  }

  /** The same test with the king stepped to {@code to}, its square {@code from} then empty. */
  @Override
  public boolean threatenedAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return threatenedOn(p, side, to, from);
  }

  /**
   * Whether a king of {@code side} on {@code ks} is threatened, the square {@code vacant} counted
   * as empty (-1 for none); the square {@code ks} itself is not looked at.
   */
  private static boolean threatenedOn(MutablePosition p, int side, int ks, int vacant) {
    int o = side ^ 1;
    int w = wing(ks);
    for (int d = 0; d < 8; d++) {
      int[] ray = Lines.RAY[ks][d];
      boolean orth = Lines.orthogonal(d);
      for (int j = 0; j < ray.length; j++) {
        int s = ray[j];
        int t = s == vacant ? 0 : p.at(s);
        if (t == 0) {
          continue;
        }
        if (Pieces.side(t) == o && wing(s) == w) {
          int type = Pieces.type(t);
          if (type == QUEEN
              || (type == ROOK && orth)
              || (type == BISHOP && !orth)
              || (j == 0 && type == KING)
              || (j == 0 && type == PAWN && !orth && (ks >> 3) - (s >> 3) == dir(o, s))) {
            return true;
          }
        }
        break;
      }
    }
    int knight = Pieces.code(KNIGHT, o);
    for (int s : Lines.KNIGHT[ks]) {
      if (p.at(s) == knight && wing(s) == w) {
        return true;
      }
    }
    return false;
  }

  /**
   * A man threatens the king by its type and square alone (its wing, and a pawn's direction, are
   * those of its square), riders along FIDE's lines through empty squares: the pin shortcut holds.
   */
  @Override
  public boolean pinShortcut() {
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    int ep = p.epSquare();
    if (ep < 0) {
      return;
    }
    int o = p.sideToMove() ^ 1;
    int d = dir(o, ep);
    int rank = ep >> 3;
    if (rank != (d > 0 ? 2 : 5)
        || p.at(ep) != 0
        || p.at(ep - 8 * d) != 0
        || p.at(ep + 8 * d) != Pieces.code(PAWN, o)) {
      problems.add("en-passant square " + k.geometry().name(ep)
          + " does not follow a double step of the side not to move in its file's direction");
    }
  }
}

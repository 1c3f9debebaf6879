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
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Furlough Chess: a man other than the king that captures (en passant and capture-promotion
 * included) may not move during its owner's next turn, and meanwhile threatens nothing: no check,
 * no pin, no guard against the enemy king. State: slot {@code side} holds the square + 1 of that
 * side's resting man (0 for none), written {@code frozen:<white>/<black>}.
 */
@Immutable
final class Furlough implements ModestVariant {
  private static final Geometry BOARD = Geometry.rectangle(8, 8);

  @Override
  public String name() {
    return "furlough";
  }

  @Override
  public String description() {
    return "Furlough Chess: a man that captures rests during its owner's next turn";
  }

  @Override
  public String startPosition() {
    return ModestKit.FIDE_START + " frozen:-/-";
  }

  @Override
  public int extraSlots() {
    return 2;
  }

  /** Returns the square of {@code side}'s resting man, or -1. */
  static int frozen(MutablePosition p, int side) {
    return p.extra(side) - 1;
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    int mine = frozen(p, side);
    OrthodoxKit kit = k.orthodox();
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int sq = p.pieceSquare(side, i);
      if (sq != mine && k.writesFrom(sq)) {
        kit.generateFrom(p, sq, out);
      }
    }
    if (threat) {
      return; // the freezes a turn causes remove no king
    }
    k.castling(this, p, out);
    int n = out.size();
    boolean changes = mine >= 0;
    for (int m = 0; m < n && !changes; m++) {
      changes = out.isCapture(m);
    }
    if (!changes) {
      return;
    }
    int theirs = frozen(p, side ^ 1);
    for (int m = 0; m < n; m++) {
      var unused = ModestKit.copyOpen(out, m);
      int captured = -1;
      for (int i = out.start(m), e = out.end(m); i < e; i++) {
        int op = out.opAt(i);
        if (Ops.opcode(op) == Ops.CAPTURE) {
          captured = Ops.square(op);
        }
      }
      int rests = captured >= 0 && Pieces.type(ModestKit.mover(out, m)) != KING ? out.to(m) : -1;
      if (rests != mine) {
        out.set(side, rests + 1);
      }
      if (captured >= 0 && captured == theirs) {
        out.set(side ^ 1, 0);
      }
      out.end();
    }
    out.removeFirst(n);
  }

  /** FIDE's attack test in which the opponent's resting man attacks nothing. */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int king = p.find(side, KING);
    if (king < 0) {
      return false;
    }
    int by = side ^ 1;
    int resting = frozen(p, by);
    if (!k.fideAttacked(p, king, by, -1)) {
      return false;
    }
    return resting < 0 || attackedExcept(p, king, by, resting);
  }

  /** Returns whether a man of {@code by}, not the one on {@code except}, attacks {@code sq}. */
  static boolean attackedExcept(MutablePosition p, int sq, int by, int except) {
    int knight = Pieces.code(KNIGHT, by);
    for (int i = 0, n = Lines.leapCount(sq); i < n; i++) {
      int s = Lines.leap(sq, i);
      if (s != except && p.at(s) == knight) {
        return true;
      }
    }
    for (int d = 0; d < 8; d++) {
      int s = Lines.firstMan(p, sq, d);
      if (s < 0 || s == except || Pieces.side(p.at(s)) != by) {
        continue;
      }
      int type = Pieces.type(p.at(s));
      boolean adjacent = Lines.next(sq, d) == s;
      boolean diagonal = Lines.diagonal(d);
      if (type == QUEEN
          || type == (diagonal ? BISHOP : ROOK)
          || (adjacent && type == KING)
          || (adjacent && diagonal && type == PAWN
              && (sq >> 3) - (s >> 3) == (by == 0 ? 1 : -1))) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void formatExtras(MutablePosition p, StringBuilder out) {
    out.append(" frozen:");
    for (int side = 0; side < 2; side++) {
      int sq = frozen(p, side);
      out.append(side == 0 ? "" : "/").append(sq < 0 ? "-" : BOARD.name(sq));
    }
  }

  @Override
  public boolean parseExtra(String token, MutablePosition p) {
    if (!token.startsWith("frozen:")) {
      return false;
    }
    String body = token.substring("frozen:".length());
    int slash = body.indexOf('/');
    if (slash < 0 || body.indexOf('/', slash + 1) >= 0) {
      throw new IllegalArgumentException("frozen: needs <white>/<black>, got '" + body + "'");
    }
    p.setExtra(0, square(body.substring(0, slash)) + 1);
    p.setExtra(1, square(body.substring(slash + 1)) + 1);
    return true;
  }

  private static int square(String s) {
    if (s.equals("-")) {
      return -1;
    }
    int sq = BOARD.parseSquare(s);
    if (sq < 0) {
      throw new IllegalArgumentException("frozen: '" + s + "' is neither a square nor '-'");
    }
    return sq;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    for (int side = 0; side < 2; side++) {
      int sq = frozen(p, side);
      if (sq < 0) {
        continue;
      }
      int code = p.at(sq);
      String where = "frozen: " + (side == 0 ? "White" : "Black") + "'s square " + BOARD.name(sq);
      if (code == 0) {
        problems.add(where + " is empty");
      } else if (Pieces.side(code) != side) {
        problems.add(where + " holds a man of the other side");
      } else if (Pieces.type(code) == KING) {
        problems.add(where + " holds the king, which never rests");
      }
    }
  }

  /** The threats are FIDE's attacks less the resting man's. */
  @Override
  public boolean threatsWithinFide() {
    return true;
  }
}

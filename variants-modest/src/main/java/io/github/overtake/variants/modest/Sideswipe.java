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
 * Sideswipe Chess: a move that lands on an empty square (en passant and double steps included,
 * castling never) removes each rank neighbour of its landing square that is an enemy man exposed
 * to its nearer side edge (files a-d: nothing between it and the a-file, files e-h: nothing
 * between it and the h-file) when the landing square is on its inner side. The removal is forced.
 * A king exposed this way is in check when an enemy man can land on its inner neighbour square.
 */
@Immutable
final class Sideswipe implements ModestVariant {
  @Override
  public String name() {
    return "sideswipe";
  }

  @Override
  public String description() {
    return "Sideswipe Chess: landing beside an enemy man that is open to its edge of the board"
        + " removes it";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    int n = out.size();
    for (int m = 0; m < n; m++) {
      rewrite(p, out, m, side, threat);
    }
    out.removeFirst(n);
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  private static void rewrite(MutablePosition p, MoveBuffer out, int m, int side, boolean threat) {
    int s = -1;
    int d = -1;
    int enemyKing = Pieces.code(KING, side ^ 1);
    boolean takesKing = false;
    for (int i = out.start(m), e = out.end(m); i < e; i++) {
      int op = out.opAt(i);
      switch (Ops.opcode(op)) {
        case Ops.LIFT -> {
          if (s < 0) {
            s = Ops.square(op);
          }
        }
        case Ops.LAND -> {
          if (d < 0) {
            d = Ops.square(op);
          }
        }
        case Ops.CAPTURE -> takesKing |= Ops.piece(op) == enemyKing;
        default -> {}
      }
    }
    boolean onLanding = p.at(d) != 0;
    int left = -1;
    int right = -1;
    if (!onLanding && (out.flags(m) & MoveBuffer.CASTLE) == 0) {
      int f = d & 7;
      if (f >= 1 && f <= 4 && exposed(p, d - 1, side ^ 1, s)) {
        left = d - 1;
      }
      if (f >= 3 && f <= 6 && exposed(p, d + 1, side ^ 1, s)) {
        right = d + 1;
      }
    }
    if (left < 0 && right < 0) {
      if (!threat || takesKing) {
        ModestKit.copyOpen(out, m).end();
      }
      return;
    }
    if (threat && !takesKing && (left < 0 || p.at(left) != enemyKing)
        && (right < 0 || p.at(right) != enemyKing)) {
      return;
    }
    out.begin().flag(out.flags(m));
    for (int i = out.start(m), e = out.end(m); i < e; i++) {
      int op = out.opAt(i);
      switch (Ops.opcode(op)) {
        case Ops.CAPTURE ->
            out.op(Ops.of(Ops.CAPTURE, Ops.square(op), Ops.piece(op), Ops.flags(op) & ~Ops.PLAIN));
        case Ops.LAND -> {
          if (left >= 0) {
            out.capture(left, p.at(left));
          }
          if (right >= 0) {
            out.capture(right, p.at(right));
          }
          out.op(op);
        }
        default -> out.op(op);
      }
    }
    out.end();
  }

  /**
   * Returns whether a man of {@code owner} stands on {@code sq} with nothing between it and its
   * nearer side edge (files a-d: the a-file, e-h: the h-file), the square {@code vacated} counting
   * as empty.
   */
  private static boolean exposed(MutablePosition p, int sq, int owner, int vacated) {
    int c = p.at(sq);
    if (c == 0 || Pieces.side(c) != owner) {
      return false;
    }
    int f = sq & 7;
    int rank = sq & ~7;
    if (f <= 3) {
      for (int x = rank; x < sq; x++) {
        if (x != vacated && p.at(x) != 0) {
          return false;
        }
      }
    } else {
      for (int x = sq + 1; x < rank + 8; x++) {
        if (x != vacated && p.at(x) != 0) {
          return false;
        }
      }
    }
    return true;
  }

  /**
   * FIDE's attacks plus the sideswipe: a king exposed to its edge is threatened when its inner
   * neighbour square is empty and an enemy man can move there without capturing (riders, knights,
   * the king, pawn pushes and double steps, or an en-passant capture landing there).
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int king = k.kingBeyondFideAttack(p, side);
    if (king < 0) {
      return king == ModestKit.FIDE_ATTACKED;
    }
    if (!exposed(p, king, side, -1)) {
      return false;
    }
    int n = (king & 7) <= 3 ? king + 1 : king - 1;
    if (p.at(n) != 0) {
      return false;
    }
    int enemy = side ^ 1;
    for (int d = 0; d < 8; d++) {
      int dx = ModestKit.rayDx(d);
      int dy = ModestKit.rayDy(d);
      int t = ModestKit.offset(n, dx, dy);
      int dist = 1;
      while (t >= 0 && p.at(t) == 0) {
        t = ModestKit.offset(t, dx, dy);
        dist++;
      }
      if (t < 0 || Pieces.side(p.at(t)) != enemy) {
        continue;
      }
      int type = Pieces.type(p.at(t));
      if (type == QUEEN || type == (dx != 0 && dy != 0 ? BISHOP : ROOK)
          || (type == KING && dist == 1)) {
        return true;
      }
    }
    int knight = Pieces.code(KNIGHT, enemy);
    for (int i = 0; i < 8; i++) {
      int t = ModestKit.offset(n, ModestKit.knightDx(i), ModestKit.knightDy(i));
      if (t >= 0 && p.at(t) == knight) {
        return true;
      }
    }
    int pawn = Pieces.code(PAWN, enemy);
    int fwd = enemy == 0 ? 1 : -1;
    int one = ModestKit.offset(n, 0, -fwd);
    if (one >= 0) {
      if (p.at(one) == pawn) {
        return true;
      }
      int two = ModestKit.offset(n, 0, -2 * fwd);
      if (p.at(one) == 0 && two >= 0 && p.at(two) == pawn && (two >> 3) == (enemy == 0 ? 1 : 6)) {
        return true;
      }
    }
    int ep = p.sideToMove() == enemy ? p.epSquare() : -1;
    if (ep == n) {
      for (int dx = -1; dx <= 1; dx += 2) {
        int t = ModestKit.offset(n, dx, -fwd);
        if (t >= 0 && p.at(t) == pawn) {
          return true;
        }
      }
    }
    return false;
  }
}

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
 * Shotgun Chess: every capture by a man other than a king also eliminates, on each of the two
 * queen lines from its origin next to the direction of the capture, the first man met, of either
 * colour (rook-wise captures: the two diagonals; bishop-wise and pawn captures: the file and rank;
 * knight captures: the diagonal and the orthogonal the leap leans towards). A capture that would
 * eliminate the capturer's own king is illegal; a king exposed to an elimination is in check.
 */
@Immutable
final class Shotgun implements ModestVariant {
  @Override
  public String name() {
    return "shotgun";
  }

  @Override
  public String description() {
    return "Shotgun Chess: a capture also eliminates the first man on each of the two nearest"
        + " lines";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    int ownKing = Pieces.code(KING, side);
    int enemyKing = Pieces.code(KING, side ^ 1);
    int n = out.size();
    for (int m = 0; m < n; m++) {
      rewrite(p, out, m, threat, ownKing, enemyKing);
    }
    out.removeFirst(n);
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  private static void rewrite(
      MutablePosition p, MoveBuffer out, int m, boolean threat, int ownKing, int enemyKing) {
    int s = -1;
    int code = 0;
    int d = -1;
    int captured = -1;
    int victim = 0;
    for (int i = out.start(m), e = out.end(m); i < e; i++) {
      int op = out.opAt(i);
      switch (Ops.opcode(op)) {
        case Ops.LIFT -> {
          if (s < 0) {
            s = Ops.square(op);
            code = Ops.piece(op);
          }
        }
        case Ops.CAPTURE -> {
          captured = Ops.square(op);
          victim = Ops.piece(op);
        }
        case Ops.LAND -> {
          if (d < 0) {
            d = Ops.square(op);
          }
        }
        default -> {}
      }
    }
    if (captured < 0 || Pieces.type(code) == KING || (out.flags(m) & MoveBuffer.CASTLE) != 0) {
      if (!threat || victim == enemyKing) {
        ModestKit.copyOpen(out, m).end();
      }
      return;
    }
    int df = (d & 7) - (s & 7);
    int dr = (d >> 3) - (s >> 3);
    int ux = Integer.signum(df);
    int uy = Integer.signum(dr);
    int ax;
    int ay;
    int bx;
    int by;
    if (Pieces.type(code) == KNIGHT) {
      ax = ux;
      ay = uy;
      bx = Math.abs(df) == 2 ? ux : 0;
      by = Math.abs(df) == 2 ? 0 : uy;
    } else if (ux == 0) {
      ax = 1;
      ay = uy;
      bx = -1;
      by = uy;
    } else if (uy == 0) {
      ax = ux;
      ay = 1;
      bx = ux;
      by = -1;
    } else {
      ax = ux;
      ay = 0;
      bx = 0;
      by = uy;
    }
    int e1 = firstMan(p, s, ax, ay);
    int e2 = firstMan(p, s, bx, by);
    if (e1 == captured) {
      e1 = -1; // the sideways line of an en-passant capture stops at the taken pawn
    }
    if (e2 == captured) {
      e2 = -1;
    }
    int v1 = e1 < 0 ? 0 : p.at(e1);
    int v2 = e2 < 0 ? 0 : p.at(e2);
    if (threat) {
      if (victim != enemyKing && v1 != enemyKing && v2 != enemyKing) {
        return;
      }
    } else if (v1 == ownKing || v2 == ownKing) {
      return; // a capture may not eliminate the capturer's own king
    }
    if (e1 > e2) {
      int t = e1;
      e1 = e2;
      e2 = t;
      t = v1;
      v1 = v2;
      v2 = t;
    }
    out.begin().flag(out.flags(m));
    for (int i = out.start(m), e = out.end(m); i < e; i++) {
      int op = out.opAt(i);
      switch (Ops.opcode(op)) {
        case Ops.CAPTURE -> {
          int flags = e1 >= 0 || e2 >= 0 ? Ops.flags(op) & ~Ops.PLAIN : Ops.flags(op);
          out.op(Ops.of(Ops.CAPTURE, Ops.square(op), Ops.piece(op), flags));
        }
        case Ops.LAND -> {
          if (e1 >= 0) {
            out.capture(e1, v1);
          }
          if (e2 >= 0) {
            out.capture(e2, v2);
          }
          out.op(op);
        }
        default -> out.op(op);
      }
    }
    out.end();
  }

  /** Returns the first occupied square from {@code s} (excluded) in direction (dx, dy), or -1. */
  private static int firstMan(MutablePosition p, int s, int dx, int dy) {
    int t = ModestKit.offset(s, dx, dy);
    while (t >= 0 && p.at(t) == 0) {
      t = ModestKit.offset(t, dx, dy);
    }
    return t;
  }

  /**
   * FIDE's attacks plus eliminations: for each line through the king, the first man behind it
   * along the line, if an enemy man other than a king, eliminates the king when it has a capture
   * in a direction whose neighbouring lines include this one.
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int king = k.kingBeyondFideAttack(p, side);
    if (king < 0) {
      return king == ModestKit.FIDE_ATTACKED;
    }
    int enemy = side ^ 1;
    int ep = p.sideToMove() == enemy ? p.epSquare() : -1;
    for (int dir = 0; dir < 8; dir++) {
      int lx = ModestKit.rayDx(dir);
      int ly = ModestKit.rayDy(dir);
      int s = firstMan(p, king, -lx, -ly);
      if (s < 0) {
        continue;
      }
      int c = p.at(s);
      if (Pieces.side(c) != enemy) {
        continue;
      }
      int type = Pieces.type(c);
      if (lx != 0 && ly != 0) {
        // a diagonal line: rook-wise captures along (lx, 0) or (0, ly), knight leaps leaning there
        if ((type == ROOK || type == QUEEN)
            && (riderTakes(p, s, lx, 0, side) || riderTakes(p, s, 0, ly, side))) {
          return true;
        }
        if (type == KNIGHT && (holds(p, s, 2 * lx, ly, side) || holds(p, s, lx, 2 * ly, side))) {
          return true;
        }
      } else {
        // an orthogonal line: bishop-wise captures on either side of it, knight leaps along it
        int px = ly != 0 ? 1 : lx;
        int py = ly != 0 ? ly : 1;
        int qx = ly != 0 ? -1 : lx;
        int qy = ly != 0 ? ly : -1;
        if ((type == BISHOP || type == QUEEN)
            && (riderTakes(p, s, px, py, side) || riderTakes(p, s, qx, qy, side))) {
          return true;
        }
        if (type == KNIGHT
            && (holds(p, s, px + lx, py + ly, side) || holds(p, s, qx + lx, qy + ly, side))) {
          return true;
        }
        if (type == PAWN) {
          int fwd = enemy == 0 ? 1 : -1;
          if (ly == fwd) {
            if (pawnTakes(p, s, 1, fwd, side, ep) || pawnTakes(p, s, -1, fwd, side, ep)) {
              return true;
            }
          } else if (ly == 0 && pawnTakes(p, s, lx, fwd, side, ep)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  private static boolean riderTakes(MutablePosition p, int s, int dx, int dy, int victimSide) {
    int t = firstMan(p, s, dx, dy);
    return t >= 0 && Pieces.side(p.at(t)) == victimSide;
  }

  private static boolean holds(MutablePosition p, int s, int dx, int dy, int victimSide) {
    int t = ModestKit.offset(s, dx, dy);
    return t >= 0 && p.at(t) != 0 && Pieces.side(p.at(t)) == victimSide;
  }

  private static boolean pawnTakes(
      MutablePosition p, int s, int dx, int fwd, int victimSide, int ep) {
    int t = ModestKit.offset(s, dx, fwd);
    return t >= 0 && (p.at(t) != 0 ? Pieces.side(p.at(t)) == victimSide : t == ep);
  }
}

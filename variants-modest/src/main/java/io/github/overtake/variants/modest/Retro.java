package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Retro Chess: an ordinary move from s to d may also take, if the player wishes, the enemy man on
 * the retro square behind s: the mirror square s - (d - s) for knights, kings and pawns (single
 * pushes and diagonal captures, en passant included), the first man on the opposite ray for
 * riders. Double steps and castling never retro-capture. Check includes the pawns' backward
 * attacks.
 */
@Immutable
final class Retro implements ModestVariant {
  @Override
  public String name() {
    return "retro";
  }

  @Override
  public String description() {
    return "Retro Chess: a move may also take the enemy man straight behind the mover";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    int n = out.size();
    for (int m = 0; m < n; m++) {
      if ((out.flags(m) & MoveBuffer.CASTLE) != 0) {
        continue;
      }
      int s = -1;
      int code = 0;
      int d = -1;
      for (int i = out.start(m), e = out.end(m); i < e; i++) {
        int op = out.opAt(i);
        if (Ops.opcode(op) == Ops.LIFT) {
          s = Ops.square(op);
          code = Ops.piece(op);
        } else if (Ops.opcode(op) == Ops.LAND) {
          d = Ops.square(op);
        }
      }
      int df = (d & 7) - (s & 7);
      int dr = (d >> 3) - (s >> 3);
      int type = Pieces.type(code);
      if (type == PAWN && (dr == 2 || dr == -2)) {
        continue; // a double step never retro-captures
      }
      int o;
      if (type == BISHOP || type == ROOK || type == QUEEN) {
        int ux = -Integer.signum(df);
        int uy = -Integer.signum(dr);
        o = ModestKit.offset(s, ux, uy);
        while (o >= 0 && p.at(o) == 0) {
          o = ModestKit.offset(o, ux, uy);
        }
      } else {
        o = ModestKit.offset(s, -df, -dr);
      }
      if (o < 0) {
        continue;
      }
      int victim = p.at(o);
      if (victim == 0 || Pieces.side(victim) == side || (threat && Pieces.type(victim) != KING)) {
        continue;
      }
      out.begin().flag(out.flags(m));
      for (int i = out.start(m), e = out.end(m); i < e; i++) {
        int op = out.opAt(i);
        switch (Ops.opcode(op)) {
          case Ops.CAPTURE ->
              out.op(Ops.of(Ops.CAPTURE, Ops.square(op), Ops.piece(op), Ops.flags(op) & ~Ops.PLAIN));
          case Ops.LAND -> out.capture(o, victim).op(op);
          default -> out.op(op);
        }
      }
      out.end();
    }
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /**
   * FIDE's attacks plus the pawns' backward ones: knights, kings and riders attack backwards only
   * squares they attack forwards, but a pawn attacks the square behind it when it can push, and the
   * square diagonally behind when it can capture (en passant included) the other way.
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int king = k.kingBeyondFideAttack(p, side);
    if (king < 0) {
      return king == ModestKit.FIDE_ATTACKED;
    }
    int enemy = side ^ 1;
    int pawn = Pieces.code(PAWN, enemy);
    int fwd = enemy == 0 ? 1 : -1;
    int ep = p.sideToMove() == enemy ? p.epSquare() : -1;
    for (int dx = -1; dx <= 1; dx++) {
      int s = ModestKit.offset(king, dx, fwd);
      if (s < 0 || p.at(s) != pawn) {
        continue;
      }
      int d = ModestKit.offset(s, dx, fwd);
      if (d < 0) {
        continue;
      }
      int t = p.at(d);
      if (dx == 0 ? t == 0 : (t != 0 ? Pieces.side(t) == side : d == ep)) {
        return true;
      }
    }
    return false;
  }
}

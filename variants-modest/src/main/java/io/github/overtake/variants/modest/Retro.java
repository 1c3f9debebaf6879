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
    return backwardPawnAttack(p, side, king, p.sideToMove() == (side ^ 1) ? p.epSquare() : -1);
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
    return backwardPawnAttack(p, side, to, -1);
  }

  /**
   * The same test with the king stepped to {@code to}, its square {@code from} then empty: the
   * step sets no en-passant target.
   */
  @Override
  public boolean threatenedAfterKingStep(
      ModestKit k, MutablePosition p, int side, int from, int to) {
    return k.fideAttacked(p, to, side ^ 1, from) || backwardPawnAttack(p, side, to, -1);
  }

  /**
   * Beyond FIDE's attacks, an enemy pawn in front of the king threatens it by its square and
   * the square beyond it (empty for a push, holding a man of the king's side or the en-passant
   * target for a capture): the pin shortcut holds with {@link #shortcutPins} and {@link
   * #shortcutLandings}.
   */
  @Override
  public boolean pinShortcut() {
    return true;
  }

  /** FIDE's pins, plus a man of the king's side on the square an enemy pawn would push to. */
  @Override
  public long shortcutPins(ModestKit k, MutablePosition p, int king, int side) {
    long pins = k.pinned(p, king, side);
    int fwd = side == 0 ? -1 : 1; // the enemy's forward direction
    int s = ModestKit.offset(king, 0, fwd);
    int d = s < 0 ? -1 : ModestKit.offset(s, 0, fwd);
    if (d >= 0 && p.at(s) == Pieces.code(PAWN, side ^ 1) && p.at(d) != 0) {
      pins |= 1L << d;
    }
    return pins;
  }

  /**
   * The squares an enemy pawn diagonally in front of the king would take on: a man of the king's
   * side landing there, or an en-passant target set there, lets the pawn take it backwards onto
   * the king.
   */
  @Override
  public long shortcutLandings(ModestKit k, MutablePosition p, int king, int side) {
    int fwd = side == 0 ? -1 : 1;
    int pawn = Pieces.code(PAWN, side ^ 1);
    long set = 0;
    for (int dx = -1; dx <= 1; dx += 2) {
      int s = ModestKit.offset(king, dx, fwd);
      int d = s < 0 ? -1 : ModestKit.offset(s, dx, fwd);
      if (d >= 0 && p.at(s) == pawn) {
        set |= 1L << d;
      }
    }
    return set;
  }

  /**
   * The pawns' backward attacks on a king of {@code side} on {@code king}, with the opponent's
   * en-passant target {@code ep} (-1 for none).
   */
  private static boolean backwardPawnAttack(MutablePosition p, int side, int king, int ep) {
    int enemy = side ^ 1;
    int pawn = Pieces.code(PAWN, enemy);
    int fwd = enemy == 0 ? 1 : -1;
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

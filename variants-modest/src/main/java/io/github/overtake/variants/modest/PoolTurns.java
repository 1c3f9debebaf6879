package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Helpers for variants with pools and placements (Bounty, Comp, Parole, Rebate, Redemption):
 * sending captured men to their owner's pool, and generating the rest of a turn after a
 * mandatory placement that opens it.
 */
final class PoolTurns {
  private PoolTurns() {}

  /** Returns the bit of a piece type in a type mask. */
  static int bit(int type) {
    return 1 << type;
  }

  /**
   * Appends to the open move of {@code out} the ops of move {@code m} of {@code src} (which may be
   * {@code out} itself), flagging {@link Ops#TO_POOL} every capture whose victim's type is in
   * {@code kept} (a mask of {@link #bit}s).
   */
  static void copyOps(MoveBuffer src, int m, MoveBuffer out, int kept) {
    for (int i = src.start(m), e = src.end(m); i < e; i++) {
      int op = src.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE && (kept & bit(Pieces.type(Ops.piece(op)))) != 0) {
        op |= Ops.TO_POOL << 24;
      }
      out.op(op);
    }
  }

  /**
   * Returns whether some move of {@code b} captures a man whose type is in {@code types} (a mask of
   * {@link #bit}s): when none does, a rewrite that only touches such captures can be skipped.
   */
  static boolean capturesAny(MoveBuffer b, int types) {
    for (int m = 0, n = b.size(); m < n; m++) {
      for (int i = b.start(m), e = b.end(m); i < e; i++) {
        int op = b.opAt(i);
        if (Ops.opcode(op) == Ops.CAPTURE && (types & bit(Pieces.type(Ops.piece(op)))) != 0) {
          return true;
        }
      }
    }
    return false;
  }

  /** Begins in {@code out} a copy of move {@code m} of the same buffer, flags included, open. */
  static void copyOpen(MoveBuffer out, int m, int kept) {
    out.begin().flag(out.flags(m));
    copyOps(out, m, out, kept);
  }

  /**
   * Makes the placement written as move 0 of {@code pre} (a {@code PLACE} and any state ops) on
   * {@code p} so that the rest of the turn can be generated: the side to move and its en-passant
   * right stay as they were. Undo with {@code p.unmake()}.
   */
  static void makePlacement(MutablePosition p, MoveBuffer pre) {
    int side = p.sideToMove();
    int ep = p.epSquare();
    p.make(pre, 0);
    p.setSideToMove(side);
    p.setEpSquare(ep);
  }

  /**
   * Appends to {@code out} every move of {@code rest} prefixed with the placement part (move 0 of
   * {@code pre}): placement ops, a part separator, then the move's own ops and flags.
   */
  static void prefixAll(MoveBuffer pre, MoveBuffer rest, MoveBuffer out) {
    for (int m = 0, n = rest.size(); m < n; m++) {
      out.begin().flag(rest.flags(m));
      copyOps(pre, 0, out, 0);
      copyOps(rest, m, out.part(), 0);
      out.end();
    }
  }

  /** Returns whether {@code sq} lies on ranks 3 to 6. */
  static boolean middleRanks(int sq) {
    return sq >= 16 && sq < 48;
  }
}

package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.Ops;

/**
 * Helpers for the variants whose men come back on the square vacated by their owner's next move
 * (S1.5): Gentry, Phantom, Relief and Repatriation.
 */
final class ReentryMoves {
  private ReentryMoves() {}

  /**
   * Returns the square move {@code m} vacates (S1.5 rule 1): the origin of the man that moves, the
   * king's origin for castling (its primary lift), the pawn's origin for promotion and en passant;
   * -1 for a move that lifts nothing.
   */
  static int vacated(MoveBuffer b, int m) {
    for (int i = b.start(m), e = b.end(m); i < e; i++) {
      int op = b.opAt(i);
      if (Ops.opcode(op) == Ops.LIFT && !Ops.has(op, Ops.SECONDARY)) {
        return Ops.square(op);
      }
    }
    return -1;
  }

  /** Returns whether a square is on rank 1 or rank 8, where no pawn may come back. */
  static boolean backRank(int sq) {
    int rank = sq >> 3;
    return rank == 0 || rank == 7;
  }
}

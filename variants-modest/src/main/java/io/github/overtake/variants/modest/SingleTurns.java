package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.Ops;

/**
 * Which turns a move text may name, read from their ops without making them: the narrowing that
 * lets {@link ModestRules#generateCandidates} test the legality of a few turns instead of all.
 * It keeps a superset of what the single-move contract asks for, never less: a turn is named by
 * a text with an origin when its first board part (the first lift or stay of a man that is not a
 * castling rook, whatever placements come before it) starts there; by a text without one (a drop,
 * {@code O-O}, an exchange) when its first part starts on no square, or when it castles.
 */
final class SingleTurns {
  private SingleTurns() {}

  /**
   * Returns whether a text may name turn {@code m}.
   *
   * @param b the buffer holding the turn
   * @param m the turn's index
   * @param origin the square the text's first board part starts from, or -1 when it names none
   * @param destination the one landing square the text names after the origin, or -1 when it
   *     names none or several (then every turn from the origin is kept)
   * @return whether the turn is kept as a candidate
   */
  static boolean names(MoveBuffer b, int m, int origin, int destination) {
    boolean castles = (b.flags(m) & MoveBuffer.CASTLE) != 0;
    int s = b.start(m);
    int e = b.end(m);
    if (origin < 0) {
      if (castles) {
        return true;
      }
      for (int i = s; i < e; i++) {
        int op = b.opAt(i);
        int code = Ops.opcode(op);
        if (code == Ops.PART || code == Ops.REPLY) {
          return true; // the first part ended without a man leaving a square
        }
        if (startsBoardPart(op)) {
          return false;
        }
      }
      return true;
    }
    for (int i = s; i < e; i++) {
      int op = b.opAt(i);
      if (!startsBoardPart(op)) {
        continue;
      }
      if (Ops.square(op) != origin) {
        return false;
      }
      if (destination < 0 || castles || Ops.opcode(op) == Ops.STAY) {
        return true;
      }
      return landsOn(b, i + 1, e, destination);
    }
    return false; // no board part: a text with an origin cannot name it
  }

  /** Whether an op starts a board part: the lift of a man that is not a castling rook, a stay. */
  private static boolean startsBoardPart(int op) {
    int code = Ops.opcode(op);
    return (code == Ops.LIFT && !Ops.has(op, Ops.SECONDARY)) || code == Ops.STAY;
  }

  /** Whether a landing of the board part that begins at op {@code from} is on {@code square}. */
  private static boolean landsOn(MoveBuffer b, int from, int end, int square) {
    for (int i = from; i < end; i++) {
      int op = b.opAt(i);
      int code = Ops.opcode(op);
      if (code == Ops.PART || code == Ops.REPLY) {
        return false;
      }
      if (((code == Ops.LAND && !Ops.has(op, Ops.SECONDARY)) || code == Ops.VIA)
          && Ops.square(op) == square) {
        return true;
      }
    }
    return false;
  }
}

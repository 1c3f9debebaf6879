package io.github.overtake.core.spi;

/**
 * The packed integers a move's edit script is made of.
 *
 * <p>An op holds an opcode in bits 0-3, a square index in bits 4-15, a piece code in bits 16-23
 * and flags in bits 24-31. A move is a short sequence of ops applied in order; the engine undoes
 * it by applying the inverse ops in reverse order, so a script must be valid step by step (for
 * example a piece is captured before another lands on its square).
 *
 * <table>
 *   <caption>Opcodes</caption>
 *   <tr><th>op</th><th>effect</th></tr>
 *   <tr><td>{@link #LIFT}</td><td>the piece leaves its square (the mover, or with {@link
 *       #SECONDARY} another own piece such as a castling rook)</td></tr>
 *   <tr><td>{@link #LAND}</td><td>a piece arrives on an empty square; a different type than the
 *       lifted one is a promotion</td></tr>
 *   <tr><td>{@link #VIA}</td><td>an intermediate landing square of a multi-leg move; no board
 *       effect</td></tr>
 *   <tr><td>{@link #CAPTURE}</td><td>an enemy piece is removed</td></tr>
 *   <tr><td>{@link #PLACE}</td><td>a piece appears from off the board (a drop or re-entry)</td></tr>
 *   <tr><td>{@link #POOL_ADD}, {@link #POOL_TAKE}</td><td>a pool gains or loses a piece</td></tr>
 *   <tr><td>{@link #SET}</td><td>a variant state slot (square field) takes a value (piece and flag
 *       fields, 16 bits)</td></tr>
 *   <tr><td>{@link #EP_TARGET}</td><td>the en-passant target of the next position</td></tr>
 *   <tr><td>{@link #PART}</td><td>separates two parts of one turn</td></tr>
 *   <tr><td>{@link #REPLY}</td><td>starts an automatic reply inside the turn</td></tr>
 *   <tr><td>{@link #STAY}</td><td>names the square of a man that captures without moving (a
 *       removal such as {@code a1[a7]}); no board effect</td></tr>
 * </table>
 *
 * <p>Pool and placement ops of an exchange carry their own flags: {@link #GIVE} and {@link
 * #RECEIVE} on {@link #POOL_TAKE} mark the men given and received in an exchange part ({@code
 * ex(b:R)}), and {@link #SWAP} on {@link #PLACE} marks a reserve swap ({@code ex(B@f3)}).
 */
public final class Ops {
  /** A piece leaves its square. */
  public static final int LIFT = 1;
  /** A piece arrives on a square. */
  public static final int LAND = 2;
  /** An intermediate landing square. */
  public static final int VIA = 3;
  /** An enemy piece is removed from a square. */
  public static final int CAPTURE = 4;
  /** A piece appears on a square from off the board. */
  public static final int PLACE = 5;
  /** A pool gains the piece. */
  public static final int POOL_ADD = 6;
  /** A pool loses the piece. */
  public static final int POOL_TAKE = 7;
  /** A variant state slot takes a value. */
  public static final int SET = 8;
  /** Sets the en-passant target square of the resulting position. */
  public static final int EP_TARGET = 9;
  /** Separates parts of a turn. */
  public static final int PART = 10;
  /** Starts an automatic reply. */
  public static final int REPLY = 11;
  /** The square of a man that captures without moving; no board effect. */
  public static final int STAY = 12;

  /** Flag: the lift or land moves a piece other than the mover (a castling rook). */
  public static final int SECONDARY = 1;
  /** Flag on a capture: its square follows from the landing squares and is never printed. */
  public static final int IMPLIED = 2;
  /** Flag on a capture: en passant (repetition counts the en-passant square only then). */
  public static final int EN_PASSANT = 4;
  /** Flag on a land: the promotion is forced, not chosen, and adds nothing to the text. */
  public static final int AUTO = 8;
  /** Flag on a capture: the captured piece goes to its owner's pool. */
  public static final int TO_POOL = 16;
  /** Flag on a place: the piece comes out of its owner's pool. */
  public static final int FROM_POOL = 32;
  /**
   * Flag on a capture off the landing square that move text treats as if it were on it: the move
   * prints as a plain move (orthodox en passant, {@code e5d6}).
   */
  public static final int PLAIN = 64;
  /** Flag on a {@link #POOL_TAKE}: the man is given away in an exchange ({@code ex(b:R)}). */
  public static final int GIVE = 1;
  /** Flag on a {@link #POOL_TAKE}: the man is received in an exchange ({@code ex(b:R)}). */
  public static final int RECEIVE = 2;
  /** Flag on a {@link #PLACE}: the man comes in by a reserve swap ({@code ex(B@f3)}). */
  public static final int SWAP = 1;

  private Ops() {}

  /**
   * Packs an op.
   *
   * @param opcode the opcode, such as {@link #LIFT}
   * @param square the square index
   * @param piece the piece code
   * @param flags the flags, such as {@link #SECONDARY}
   * @return the packed op
   */
  public static int of(int opcode, int square, int piece, int flags) {
    return opcode | (square << 4) | (piece << 16) | (flags << 24);
  }

  /**
   * Returns the opcode of an op.
   *
   * @param op the packed op
   * @return the opcode
   */
  public static int opcode(int op) {
    return op & 0xF;
  }

  /**
   * Returns the square of an op.
   *
   * @param op the packed op
   * @return the square index (the slot index for {@link #SET})
   */
  public static int square(int op) {
    return (op >>> 4) & 0xFFF;
  }

  /**
   * Returns the piece code of an op.
   *
   * @param op the packed op
   * @return the piece code
   */
  public static int piece(int op) {
    return (op >>> 16) & 0xFF;
  }

  /**
   * Returns the flags of an op.
   *
   * @param op the packed op
   * @return the flags
   */
  public static int flags(int op) {
    return op >>> 24;
  }

  /**
   * Returns whether an op has a flag.
   *
   * @param op the packed op
   * @param flag the flag, or several or-ed together
   * @return whether any of the given flags is set
   */
  public static boolean has(int op, int flag) {
    return ((op >>> 24) & flag) != 0;
  }

  /**
   * Returns the 16-bit value of a {@link #SET} op.
   *
   * @param op the packed {@link #SET} op
   * @return the slot value
   */
  public static int value(int op) {
    return op >>> 16;
  }

  /**
   * Returns the square the mover starts from in a script: the square of its first lift that is
   * not {@link #SECONDARY}, or of its first {@link #STAY}.
   *
   * @param ops the array holding the script
   * @param start the index of the script's first op
   * @param end the index one past its last op
   * @return the origin square, or -1 if the script lifts no piece of the mover's own
   */
  public static int origin(int[] ops, int start, int end) {
    for (int i = start; i < end; i++) {
      int op = ops[i];
      int c = opcode(op);
      if ((c == LIFT && !has(op, SECONDARY)) || c == STAY) {
        return square(op);
      }
    }
    return -1;
  }

  /**
   * Returns the square the mover ends on in a script: the square of its last land or place that
   * is not {@link #SECONDARY}.
   *
   * @param ops the array holding the script
   * @param start the index of the script's first op
   * @param end the index one past its last op
   * @return the destination square, or -1 if the mover neither lands nor is placed
   */
  public static int destination(int[] ops, int start, int end) {
    for (int i = end - 1; i >= start; i--) {
      int op = ops[i];
      int c = opcode(op);
      if ((c == LAND || c == PLACE) && !has(op, SECONDARY)) {
        return square(op);
      }
    }
    return -1;
  }

  /**
   * Returns whether a script holds an op of the given opcode.
   *
   * @param ops the array holding the script
   * @param start the index of the script's first op
   * @param end the index one past its last op
   * @param opcode the opcode to look for, such as {@link #CAPTURE}
   * @return whether some op from {@code start} up to {@code end} has that opcode
   */
  public static boolean contains(int[] ops, int start, int end, int opcode) {
    for (int i = start; i < end; i++) {
      if (opcode(ops[i]) == opcode) {
        return true;
      }
    }
    return false;
  }
}

package io.github.overtake.core.spi;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.overtake.core.Limits;
import io.github.overtake.core.WorkLimitException;
import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * A reusable list of moves, each an edit script of {@link Ops}, that move generators write into.
 *
 * <p>Writing a move: {@link #begin()}, then the ops in the order they happen ({@link #lift},
 * {@link #capture}, {@link #via}, {@link #land}, ...), then {@link #end()}. Nothing is allocated
 * once the arrays have grown to their working size, so perft and search reuse one buffer per
 * ply.
 *
 * <p>Not thread-safe: a buffer belongs to one generator call at a time.
 */
public final class MoveBuffer {
  /** Move flag: castling (printed as the king's origin and destination). */
  public static final int CASTLE = 1;
  /** Move flag: the piece changes type on its square before it moves. */
  public static final int PROMOTE_FIRST = 2;
  /** Move flag: the move resets the no-progress clock although it captures nothing. */
  public static final int RESET_CLOCK = 4;

  private int[] ops = new int[512];
  private int opCount;
  private int[] starts = new int[129];
  private int[] moveFlags = new int[128];
  private int size;
  private int pendingStart = -1;
  private int pendingFlags;
  private boolean hasVia;
  /** The limits and work budget of the call, and who pays for the work. */
  private final CallBudget budget = new CallBudget();
  /** Where {@link #op} next looks at its limits: the smaller of the capacity and the limit. */
  private int opEnd = 512;

  /** Creates an empty buffer. */
  public MoveBuffer() {}

  /**
   * Charges units of search work (for example one capture-chain state expanded) to the current
   * call. Generators of unbounded searches call it so that one call's work stays bounded.
   *
   * @param units the units of work to charge
   * @throws WorkLimitException when the work charged since {@link #resetWork(long)} exceeds its
   *     limit
   */
  public void spend(int units) {
    budget.spend(units);
  }

  /**
   * Starts counting work for a new call with the given limit.
   *
   * @param limit the most units {@link #spend(int)} may charge before it throws
   */
  public void resetWork(long limit) {
    budget.resetWork(limit);
  }

  /**
   * Clears this buffer for scratch use within a call that writes into {@code parent}: the moves
   * and ops it takes are capped at what {@code parent} can still take under its limits, and the
   * work it is charged ({@link #spend}) is charged to {@code parent}. A generator that writes
   * routes into a scratch buffer before it copies them out (for example to settle how they
   * print) thus stays within the call's budget, in time and in memory, before the buffer grows.
   *
   * @param parent the buffer of the call, already limited
   */
  public void limitAs(MoveBuffer parent) {
    clear();
    budget.limitAs(parent.budget, parent.size, parent.opCount);
    opEnd = Math.min(ops.length, budget.opLimit);
  }

  /**
   * Starts a new call under {@code limits}: resets the work counter to {@link
   * Limits#chainStates()} and caps the moves and ops the buffer takes at {@link Limits#moves()}
   * and {@link Limits#moveOps()}; past them {@link #end()} and the op writers throw a {@link
   * WorkLimitException}.
   *
   * @param limits the limits of the call
   */
  public void limit(Limits limits) {
    budget.limit(limits);
    opEnd = Math.min(ops.length, budget.opLimit);
  }

  /**
   * Starts a new call under {@code limits} as {@link #limit(Limits)} does, with one work budget
   * for the call: the work this buffer is charged ({@link #spend}, and the moves and ops written,
   * see {@link #end()}) is charged to {@code position}, whose attack searches charge it too, and
   * which is reset to {@link Limits#chainStates()}. Core starts every listing this way, so that a
   * call's work in all its forms stays within one limit.
   *
   * @param limits the limits of the call
   * @param position the position the moves are generated in
   */
  public void limit(Limits limits, MutablePosition position) {
    limit(limits);
    budget.chargeTo(position, limits);
  }

  /**
   * Shrinks the arrays back to their initial size if they grew past what {@code limits} of a
   * usual call need (a tenth of the limits), so that a buffer kept between calls (per thread) does
   * not hold on to the memory of one oversized call. Clears the buffer.
   *
   * @param limits the limits whose tenth counts as oversized
   */
  public void shrink(Limits limits) {
    clear();
    if (ops.length > limits.moveOps() / 10 || starts.length > limits.moves() / 10 + 1) {
      ops = new int[512];
      opEnd = Math.min(ops.length, budget.opLimit);
      starts = new int[129];
      moveFlags = new int[128];
      routes.shrink();
    }
  }

  /**
   * Returns the work charged since the last {@link #resetWork(long)}.
   *
   * @return the units charged
   */
  public long work() {
    return budget.work();
  }

  /**
   * Returns the number of finished moves.
   *
   * @return the number of finished moves
   */
  public int size() {
    return size;
  }

  /**
   * Returns whether the buffer holds no finished move.
   *
   * @return whether the buffer holds no finished move
   */
  public boolean isEmpty() {
    return size == 0;
  }

  /** Removes every move. */
  public void clear() {
    size = 0;
    opCount = 0;
    pendingStart = -1;
    hasVia = false;
  }

  /**
   * Returns whether some move in the buffer has an intermediate landing square.
   *
   * @return whether some move has a {@link Ops#VIA} op
   */
  public boolean hasVia() {
    return hasVia;
  }

  /**
   * Starts a new move.
   *
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer begin() {
    pendingStart = opCount;
    pendingFlags = 0;
    return this;
  }

  /**
   * Adds move flags ({@link #CASTLE}, {@link #PROMOTE_FIRST}, {@link #RESET_CLOCK}).
   *
   * @param flags the move flags to add, or-ed together
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer flag(int flags) {
    pendingFlags |= flags;
    return this;
  }

  /**
   * Appends a raw op to the move being written.
   *
   * @param op the packed op (see {@link Ops#of})
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer op(int op) {
    if (opCount >= opEnd) {
      int opLimit = budget.opLimit;
      if (opCount >= opLimit) {
        throw new WorkLimitException(null, Limits.MOVE_OPS, budget.opsNamed);
      }
      if (opCount == ops.length) {
        ops = Arrays.copyOf(ops, (int) Math.min((long) opLimit, ops.length + (ops.length >> 1)));
      }
      opEnd = Math.min(ops.length, opLimit);
    }
    ops[opCount++] = op;
    if (Ops.opcode(op) == Ops.VIA) {
      hasVia = true;
    }
    return this;
  }

  /**
   * Appends a lift of the moving piece.
   *
   * @param square the square the piece leaves
   * @param piece the piece code (see {@link Pieces})
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer lift(int square, int piece) {
    return op(Ops.of(Ops.LIFT, square, piece, 0));
  }

  /**
   * Appends a land of the moving piece (its type may differ from the lifted one: promotion).
   *
   * @param square the square the piece arrives on
   * @param piece the piece code after landing
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer land(int square, int piece) {
    return op(Ops.of(Ops.LAND, square, piece, 0));
  }

  /**
   * Appends a land with flags such as {@link Ops#AUTO}.
   *
   * @param square the square the piece arrives on
   * @param piece the piece code after landing
   * @param flags the {@link Ops} flags of the land
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer land(int square, int piece, int flags) {
    return op(Ops.of(Ops.LAND, square, piece, flags));
  }

  /**
   * Appends an intermediate landing square.
   *
   * @param square the intermediate landing square
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer via(int square) {
    return op(Ops.of(Ops.VIA, square, 0, 0));
  }

  /**
   * Appends a capture that move text must name.
   *
   * @param square the square of the captured piece
   * @param piece the code of the captured piece
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer capture(int square, int piece) {
    return op(Ops.of(Ops.CAPTURE, square, piece, 0));
  }

  /**
   * Appends a capture with flags such as {@link Ops#IMPLIED} or {@link Ops#EN_PASSANT}.
   *
   * @param square the square of the captured piece
   * @param piece the code of the captured piece
   * @param flags the {@link Ops} flags of the capture
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer capture(int square, int piece, int flags) {
    return op(Ops.of(Ops.CAPTURE, square, piece, flags));
  }

  /**
   * Appends a lift and land of a piece other than the mover (a castling rook).
   *
   * @param square the square the secondary piece leaves
   * @param piece the code of the secondary piece
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer liftSecondary(int square, int piece) {
    return op(Ops.of(Ops.LIFT, square, piece, Ops.SECONDARY));
  }

  /**
   * Appends the land of a piece other than the mover.
   *
   * @param square the square the secondary piece arrives on
   * @param piece the code of the secondary piece
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer landSecondary(int square, int piece) {
    return op(Ops.of(Ops.LAND, square, piece, Ops.SECONDARY));
  }

  /**
   * Appends a piece appearing on a square from off the board, optionally from its pool.
   *
   * @param square the square the piece appears on
   * @param piece the code of the placed piece
   * @param fromPool whether the piece comes out of its owner's pool
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer place(int square, int piece, boolean fromPool) {
    return op(Ops.of(Ops.PLACE, square, piece, fromPool ? Ops.FROM_POOL : 0));
  }

  /**
   * Appends a {@link Ops#STAY} op: the man on {@code square} captures without moving.
   *
   * @param square the capturer's square
   * @param piece the capturer's piece code
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer stay(int square, int piece) {
    return op(Ops.of(Ops.STAY, square, piece, 0));
  }

  /**
   * Appends a {@link Ops#POOL_TAKE} op, optionally flagged as a man given or received in an
   * exchange ({@link Ops#GIVE}, {@link Ops#RECEIVE}, or 0).
   *
   * @param piece the piece code leaving the pool
   * @param flags {@link Ops#GIVE}, {@link Ops#RECEIVE} or 0
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer poolTake(int piece, int flags) {
    return op(Ops.of(Ops.POOL_TAKE, 0, piece, flags));
  }

  /**
   * Appends a {@link Ops#POOL_ADD} op.
   *
   * @param piece the piece code entering the pool
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer poolAdd(int piece) {
    return op(Ops.of(Ops.POOL_ADD, 0, piece, 0));
  }

  /**
   * Appends a {@link Ops#PART} op: what follows is the next part of the turn.
   *
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer part() {
    return op(Ops.of(Ops.PART, 0, 0, 0));
  }

  /**
   * Appends a {@link Ops#REPLY} op: what follows is the opponent's automatic reply.
   *
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer reply() {
    return op(Ops.of(Ops.REPLY, 0, 0, 0));
  }

  /**
   * Appends the en-passant target of the resulting position.
   *
   * @param square the en-passant target square
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer epTarget(int square) {
    return op(Ops.of(Ops.EP_TARGET, square, 0, 0));
  }

  /**
   * Appends a change of a variant state slot to a 16-bit value.
   *
   * @param slot the variant state slot
   * @param value the new value; only its low 16 bits are kept
   * @return this buffer
   */
  @CanIgnoreReturnValue
  public MoveBuffer set(int slot, int value) {
    return op(Ops.SET | (slot << 4) | ((value & 0xFFFF) << 16));
  }

  /**
   * Finishes the move being written and returns its index. Charges the call's work budget
   * ({@link #spend}) one unit for the move and half a unit per op: what the move costs later to
   * merge, copy and print grows with them (an op listed and printed costs at most about two fifths
   * of the slowest unit, a state of an attack search: {@code benchmarks/UnitCost}).
   *
   * @return the index of the finished move
   * @throws WorkLimitException past the move limit or the work budget
   */
  @CanIgnoreReturnValue
  public int end() {
    if (size >= budget.moveLimit) {
      throw new WorkLimitException(null, Limits.MOVES, budget.movesNamed);
    }
    budget.spend(1 + (opCount - pendingStart) / 2);
    if (size + 1 >= starts.length || size >= moveFlags.length) {
      starts = Arrays.copyOf(starts, starts.length * 2);
      moveFlags = Arrays.copyOf(moveFlags, starts.length);
    }
    starts[size] = pendingStart;
    moveFlags[size] = pendingFlags;
    size++;
    starts[size] = opCount;
    pendingStart = -1;
    return size - 1;
  }

  /** Drops the move being written. */
  public void cancel() {
    if (pendingStart >= 0) {
      opCount = pendingStart;
      pendingStart = -1;
    }
  }

  /**
   * Returns the number of ops written so far for the move being written.
   *
   * @return the number of ops of the move being written
   */
  public int pendingLength() {
    return opCount - pendingStart;
  }

  /**
   * Removes the last ops of the move being written, back to the given pending length.
   *
   * @param length the pending length to keep, at most {@link #pendingLength()}
   */
  public void truncatePending(int length) {
    opCount = pendingStart + length;
  }

  /**
   * Returns the index of the first op of a move.
   *
   * @param move the move index
   * @return the absolute index of its first op
   */
  public int start(int move) {
    return starts[move];
  }

  /**
   * Returns the index one past the last op of a move.
   *
   * @param move the move index
   * @return the absolute index one past its last op
   */
  public int end(int move) {
    return starts[move + 1];
  }

  /**
   * Returns an op by its absolute index.
   *
   * @param index the absolute op index, from {@link #start} up to {@link #end(int)}
   * @return the op at that index
   */
  public int opAt(int index) {
    return ops[index];
  }

  /**
   * Returns the flags of a move.
   *
   * @param move the move index
   * @return its move flags ({@link #CASTLE}, {@link #PROMOTE_FIRST}, {@link #RESET_CLOCK})
   */
  public int flags(int move) {
    return moveFlags[move];
  }

  /**
   * Adds flags to a move already written, for rules that decide after generation (a rule set
   * whose drops of some men reset the no-progress clock, for example).
   *
   * @param move the move index
   * @param flags the move flags to add, or-ed together
   */
  public void addFlags(int move, int flags) {
    moveFlags[move] |= flags;
  }

  /**
   * Returns the square the mover starts from (its first non-secondary lift), or -1.
   *
   * @param move the move index
   * @return the origin square, or -1 if the move lifts no piece of its own
   */
  public int from(int move) {
    return Ops.origin(ops, starts[move], starts[move + 1]);
  }

  /**
   * Returns the square the mover ends on (its last non-secondary land or place), or -1.
   *
   * @param move the move index
   * @return the destination square, or -1 if the mover neither lands nor is placed
   */
  public int to(int move) {
    return Ops.destination(ops, starts[move], starts[move + 1]);
  }

  /**
   * Returns whether a move captures anything.
   *
   * @param move the move index
   * @return whether it has a {@link Ops#CAPTURE} op
   */
  public boolean isCapture(int move) {
    return Ops.contains(ops, starts[move], starts[move + 1], Ops.CAPTURE);
  }

  /**
   * Returns whether a move captures a piece of the given type id.
   *
   * @param move the move index
   * @param typeId the piece type id to look for
   * @return whether it captures a piece of that type
   */
  public boolean capturesType(int move, int typeId) {
    for (int i = start(move), e = end(move); i < e; i++) {
      int op = ops[i];
      if (Ops.opcode(op) == Ops.CAPTURE && Pieces.type(Ops.piece(op)) == typeId) {
        return true;
      }
    }
    return false;
  }

  /**
   * Keeps only the moves the predicate accepts, in order.
   *
   * @param keep tests a move index; the moves it rejects are removed
   */
  public void retain(IntPredicate keep) {
    compact(null, null, keep, null);
  }


  /**
   * Appends a copy of move {@code move} of another buffer (or this one).
   *
   * @param other the buffer to copy from, possibly this one
   * @param move the index of the move in {@code other}
   */
  public void copyFrom(MoveBuffer other, int move) {
    begin();
    flag(other.moveFlags[move]);
    for (int i = other.start(move), e = other.end(move); i < e; i++) {
      op(other.ops[i]);
    }
    end();
  }

  /**
   * Copies the ops of a move into {@code target} from {@code offset} and returns the count.
   *
   * @param move the move index
   * @param target the array to copy the ops into
   * @param offset the index in {@code target} of the first op
   * @return the number of ops copied
   */
  public int copyOps(int move, int[] target, int offset) {
    int s = start(move);
    int len = end(move) - s;
    System.arraycopy(ops, s, target, offset, len);
    return len;
  }

  /**
   * Returns the ops of a move as a new array.
   *
   * @param move the move index
   * @return a copy of its ops
   */
  public int[] opsOf(int move) {
    return Arrays.copyOfRange(ops, start(move), end(move));
  }

  /** Hashing and comparing of routes, with its scratch arrays. */
  private final RouteMerge routes = new RouteMerge();

  /**
   * Merges moves that differ only in their route: the same ops apart from intermediate landing
   * squares and the order of captures. Keeps the route whose landing squares are smallest in
   * order of square index, then the one whose captures in order are smallest; the kept move stays
   * where it was. Does nothing unless some move has an intermediate landing square. Takes time
   * linear in the size of the buffer (moves are hashed on their identity) and allocates nothing
   * once warmed up.
   */
  public void mergeRoutes() {
    if (!hasVia || size < 2) {
      return;
    }
    boolean[] dropped = routes.dropped(this);
    if (dropped != null) {
      compact(null, null, null, dropped);
    }
  }

  /**
   * Groups the routes of each move, by the test {@link #mergeRoutes} merges on: writes to {@code
   * first[i]} the first move with the flags and identity ({@link #sameIdentity}) of capture {@code
   * i}, else {@code i}. Linear time (moves are hashed on their identity); allocates nothing once
   * warmed up.
   *
   * @param first receives a move index per move; at least {@link #size()} long
   */
  public void firstOfIdentity(int[] first) {
    routes.firstOfIdentity(this, first);
  }

  /**
   * Returns whether two moves have the same identity: equal apart from route and capture order.
   *
   * @param a the index of one move
   * @param b the index of the other move
   * @return whether they differ at most in route and capture order
   */
  public boolean sameIdentity(int a, int b) {
    return routes.sameIdentity(this, a, b);
  }

  /**
   * Returns a hash of a move's identity (its flags and ops apart from intermediate landings, its
   * captures in any order): moves of the same identity ({@link #sameIdentity}) hash alike.
   *
   * @param move the index of the move
   * @return the hash
   */
  public int identityHash(int move) {
    return RouteMerge.identityHashOf(this, move);
  }

  /**
   * Compares the routes of two moves: landing squares in order, then capture squares in order.
   *
   * @param a the index of one move
   * @param b the index of the other move
   * @return negative, zero or positive as the route of {@code a} is smaller than, equal to or
   *     greater than that of {@code b}
   */
  public int compareRoutes(int a, int b) {
    return RouteMerge.compareRoutes(this, a, b);
  }

  /** Decides whether a move stays in the list; see {@link #filter}. */
  @FunctionalInterface
  public interface MoveFilter {
    /**
     * Returns whether move {@code move} of {@code buffer} is kept.
     *
     * @param position the position the moves were generated in
     * @param buffer the buffer holding the move
     * @param move the index of the move in {@code buffer}
     * @return whether to keep the move
     */
    boolean keep(MutablePosition position, MoveBuffer buffer, int move);
  }

  /**
   * Keeps only the moves the filter accepts, in order. The filter may make and unmake the move on
   * the position. Allocates nothing when the filter is a constant.
   *
   * @param position the position the moves were generated in, passed to the filter
   * @param f decides which moves stay
   */
  public void filter(MutablePosition position, MoveFilter f) {
    compact(position, f, null, null);
  }

  /**
   * Keeps the moves that {@code f} (when given), or else {@code keep} (when given), accepts, or
   * else those not flagged in {@code drop}, in order.
   */
  private void compact(
      MutablePosition position, MoveFilter f, IntPredicate keep, boolean[] drop) {
    int w = 0;
    int wo = 0;
    boolean via = false;
    boolean viaBefore = hasVia; // without a VIA op before, no kept move has one
    for (int m = 0; m < size; m++) {
      int s = starts[m];
      int e = starts[m + 1];
      boolean kept =
          f != null ? f.keep(position, this, m) : keep != null ? keep.test(m) : !drop[m];
      if (kept) {
        int len = e - s;
        if (wo != s) {
          System.arraycopy(ops, s, ops, wo, len);
        }
        starts[w] = wo;
        moveFlags[w] = moveFlags[m];
        via = via || (viaBefore && Ops.contains(ops, wo, wo + len, Ops.VIA));
        wo += len;
        w++;
      }
      // only indices w <= m are overwritten, so starts[m + 1] still holds the original end
    }
    size = w;
    starts[w] = wo;
    opCount = wo;
    hasVia = via;
  }


  /**
   * Removes the first {@code count} moves, keeping the rest in order.
   *
   * @param count how many moves to remove from the front
   */
  public void removeFirst(int count) {
    if (count <= 0) {
      return;
    }
    if (count >= size) {
      clear();
      return;
    }
    int base = starts[count];
    int len = starts[size] - base;
    System.arraycopy(ops, base, ops, 0, len);
    for (int m = count; m <= size; m++) {
      starts[m - count] = starts[m] - base;
    }
    System.arraycopy(moveFlags, count, moveFlags, 0, size - count);
    size -= count;
    opCount = len;
    hasVia = Ops.contains(ops, 0, len, Ops.VIA);
  }
}

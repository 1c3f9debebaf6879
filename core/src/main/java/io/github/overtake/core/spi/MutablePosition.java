package io.github.overtake.core.spi;

import io.github.overtake.core.geometry.Geometry;
import java.util.Arrays;

/**
 * The working position of move generation: a board of piece codes with piece lists, the side to
 * move, the standard FEN counters, variant state slots and pools, and an undo stack.
 *
 * <p>{@link #make} applies a move's edit script and {@link #unmake} restores the position exactly;
 * neither allocates once the stacks have grown to the search depth. Variant generators read the
 * position and may make and unmake moves to test legality, but must leave it as they found it.
 *
 * <p>This is a service-provider type: applications use the immutable {@link
 * io.github.overtake.core.Position}. Not thread-safe.
 */
public final class MutablePosition {
  /** Castling right: White with the rook on the higher file. */
  public static final int WHITE_KINGSIDE = 1;
  /** Castling right: White with the rook on the lower file. */
  public static final int WHITE_QUEENSIDE = 2;
  /** Castling right: Black with the rook on the higher file. */
  public static final int BLACK_KINGSIDE = 4;
  /** Castling right: Black with the rook on the lower file. */
  public static final int BLACK_QUEENSIDE = 8;

  private static final int FIXED_STATE = 6;

  /**
   * Returns the castling right of a side and wing: one of {@link #WHITE_KINGSIDE}, {@link
   * #WHITE_QUEENSIDE}, {@link #BLACK_KINGSIDE}, {@link #BLACK_QUEENSIDE}.
   *
   * @param side 0 White, 1 Black
   * @param kingside whether the rook stands on the higher file
   * @return the right's bit
   */
  public static int castlingRight(int side, boolean kingside) {
    if (side == 0) {
      return kingside ? WHITE_KINGSIDE : WHITE_QUEENSIDE;
    }
    return kingside ? BLACK_KINGSIDE : BLACK_QUEENSIDE;
  }

  private final Geometry geometry;
  private final int[] board;
  private final int[][] list;
  private final int[] count = new int[2];
  private final int[] slot;
  private final int[] castlingClear;
  /** Per castling right (by bit index), the king's and the rook's square, -1 when not set. */
  private final int[] castlingSquares = {-1, -1, -1, -1, -1, -1, -1, -1};
  private final int[] extra;
  private final int[] pool = new int[Pieces.CODE_LIMIT];

  private int side;
  private int castling;
  private int ep = -1;
  private int halfmove;
  private int fullmove = 1;

  /** Allocated on first use: most copies never mark a square. */
  private int[] marks;

  private int stamp;

  private int[] undo;
  private int undoTop;
  private int[] opStack;
  private int opTop;
  private int ply;

  /**
   * Creates an empty position.
   *
   * @param geometry the board
   * @param castlingClear for each square, the castling rights lost when a move lifts, lands or
   *     captures on it (may be {@code null} when the variant has no castling)
   * @param extraSlots the number of variant state slots
   */
  public MutablePosition(Geometry geometry, int[] castlingClear, int extraSlots) {
    this(geometry, castlingClear == null ? new int[geometry.squareCount()] : castlingClear.clone(),
        extraSlots, 64);
  }

  /** A position owning {@code castlingClear}, with room for {@code plies} moves to undo. */
  private MutablePosition(Geometry geometry, int[] castlingClear, int extraSlots, int plies) {
    this.geometry = geometry;
    int n = geometry.squareCount();
    this.board = new int[n];
    this.list = new int[2][n];
    this.slot = new int[n];
    this.castlingClear = castlingClear;
    this.extra = new int[extraSlots];
    this.undo = new int[plies * (FIXED_STATE + extraSlots)];
    this.opStack = new int[plies * 4];
  }

  /**
   * Starts a new round of square marks, a scratch set for generators (for example to merge two
   * rays of a wrapped board that reach the same square). Marks of earlier rounds are forgotten.
   */
  public void newMarks() {
    if (marks == null) {
      marks = new int[board.length];
    }
    if (++stamp == Integer.MAX_VALUE) {
      java.util.Arrays.fill(marks, 0);
      stamp = 1;
    }
  }

  /**
   * Marks a square in the current round and returns whether it was already marked.
   *
   * @param square the square to mark
   * @return whether it was marked before this call
   */
  @com.google.errorprone.annotations.CanIgnoreReturnValue
  public boolean mark(int square) {
    if (marks == null) {
      newMarks();
    }
    if (marks[square] == stamp) {
      return true;
    }
    marks[square] = stamp;
    return false;
  }

  /**
   * Returns whether a square is marked in the current round.
   *
   * @param square the square to test
   * @return whether it is marked
   */
  public boolean isMarked(int square) {
    return marks != null && marks[square] == stamp;
  }

  private long work;
  private long workLimit = Long.MAX_VALUE;
  /** Whether this position's current call holds a heavy-listing permit ({@link HeavyCalls}). */
  private boolean heavy;
  /** Whether this call has asked for the permit already. */
  private boolean heavyTried;

  /**
   * Charges units of search work (one state of a capture-chain or attack search) to the current
   * call, for searches that have no {@link MoveBuffer} at hand (attack tests, position checks).
   * Core sets the limit ({@link #resetWork}) before it hands a position to a rule set; a fresh
   * position or a copy has none.
   *
   * @param units the units of work to charge
   * @throws io.github.overtake.core.WorkLimitException when the work charged since {@link
   *     #resetWork(long)} exceeds its limit
   */
  public void spend(int units) {
    work += units;
    if (work > HeavyCalls.THRESHOLD && !heavy && !heavyTried && workLimit != Long.MAX_VALUE) {
      // a heavy call waits for its share of the heap (HeavyCalls): never refused for it
      heavyTried = true;
      heavy = HeavyCalls.enter();
    }
    if (work > workLimit) {
      throw new io.github.overtake.core.WorkLimitException(
          null, io.github.overtake.core.Limits.CHAIN_STATES, workLimit);
    }
  }

  /**
   * Starts counting work for a new call with the given limit, ending the previous call: a limited
   * call whose work passes a threshold (a heavy listing) waits in {@link #spend} for its share of
   * the heap, so that heavy listings on many threads never take more than half of the JVM's
   * maximum heap together; the share is given back here. Core calls this again with {@code
   * Long.MAX_VALUE} when a call ends.
   *
   * @param limit the most units {@link #spend(int)} may charge before it throws
   */
  public void resetWork(long limit) {
    work = 0;
    workLimit = limit;
    heavyTried = false;
    if (heavy) {
      heavy = false;
      HeavyCalls.leave();
    }
  }

  /**
   * Returns the work charged with {@link #spend} since the last {@link #resetWork(long)}.
   *
   * @return the units charged
   */
  public long work() {
    return work;
  }

  /**
   * Returns an independent copy with the same position and an empty undo stack (and no work
   * limit). The copy's stacks start small and grow as moves are made.
   *
   * @return the copy
   */
  public MutablePosition copy() {
    MutablePosition c = new MutablePosition(geometry, new int[castlingClear.length], extra.length, 8);
    c.copyFrom(this);
    return c;
  }

  /**
   * Makes this position equal to another of the same shape (undo stack emptied), castling rules
   * included.
   *
   * @param o the position to copy, with the same geometry and number of state slots
   */
  public void copyFrom(MutablePosition o) {
    System.arraycopy(o.board, 0, board, 0, board.length);
    for (int s = 0; s < 2; s++) {
      System.arraycopy(o.list[s], 0, list[s], 0, o.count[s]);
      count[s] = o.count[s];
    }
    System.arraycopy(o.slot, 0, slot, 0, slot.length);
    System.arraycopy(o.extra, 0, extra, 0, extra.length);
    System.arraycopy(o.pool, 0, pool, 0, pool.length);
    System.arraycopy(o.castlingClear, 0, castlingClear, 0, castlingClear.length);
    System.arraycopy(o.castlingSquares, 0, castlingSquares, 0, castlingSquares.length);
    side = o.side;
    castling = o.castling;
    ep = o.ep;
    halfmove = o.halfmove;
    fullmove = o.fullmove;
    undoTop = 0;
    opTop = 0;
    ply = 0;
  }

  /**
   * Returns the board geometry.
   *
   * @return the geometry
   */
  public Geometry geometry() {
    return geometry;
  }

  /**
   * Returns the piece code on a square (0 when empty).
   *
   * @param square the square index
   * @return the piece code (see {@link Pieces}), or 0
   */
  public int at(int square) {
    return board[square];
  }

  /**
   * Returns whether a square is empty.
   *
   * @param square the square index
   * @return whether no piece stands on it
   */
  public boolean isEmpty(int square) {
    return board[square] == 0;
  }

  /**
   * Returns the side to move: 0 White, 1 Black.
   *
   * @return the side to move
   */
  public int sideToMove() {
    return side;
  }

  /**
   * Returns the castling rights as a mask of {@link #WHITE_KINGSIDE} and friends.
   *
   * @return the castling rights mask
   */
  public int castling() {
    return castling;
  }

  /**
   * Returns the en-passant target square, or -1.
   *
   * @return the en-passant square, or -1 if there is none
   */
  public int epSquare() {
    return ep;
  }

  /**
   * Returns the half-move (no-progress) clock.
   *
   * @return the number of half-moves since the last capture or reset
   */
  public int halfmoveClock() {
    return halfmove;
  }

  /**
   * Returns the move number.
   *
   * @return the move number, from 1
   */
  public int fullmoveNumber() {
    return fullmove;
  }

  /**
   * Returns the value of a variant state slot.
   *
   * @param slotIndex the slot index, from 0 to {@link #extraCount()} - 1
   * @return the slot's value
   */
  public int extra(int slotIndex) {
    return extra[slotIndex];
  }

  /**
   * Returns the number of variant state slots.
   *
   * @return the number of slots
   */
  public int extraCount() {
    return extra.length;
  }

  /**
   * Returns how many pieces with the given code are in the pools.
   *
   * @param pieceCode the piece code, not reversed
   * @return the number of such pieces in the pools
   */
  public int pool(int pieceCode) {
    return pool[pieceCode];
  }

  /**
   * Returns how many moves have been made and not unmade.
   *
   * @return the depth of the undo stack
   */
  public int ply() {
    return ply;
  }

  /**
   * Returns the number of pieces of a side.
   *
   * @param side 0 White, 1 Black
   * @return the number of pieces of that side on the board
   */
  public int pieceCount(int side) {
    return count[side];
  }

  /**
   * Returns the square of a side's {@code i}-th piece (order unspecified).
   *
   * @param side 0 White, 1 Black
   * @param i the index in the side's piece list, from 0 to {@link #pieceCount} - 1
   * @return the square of that piece
   */
  public int pieceSquare(int side, int i) {
    return list[side][i];
  }

  /**
   * Returns the square of the first piece of a side with the given type id, or -1.
   *
   * @param side 0 White, 1 Black
   * @param typeId the piece type id
   * @return the square of such a piece, or -1 if there is none
   */
  public int find(int side, int typeId) {
    int[] l = list[side];
    for (int i = 0, c = count[side]; i < c; i++) {
      if (Pieces.type(board[l[i]]) == typeId) {
        return l[i];
      }
    }
    return -1;
  }

  /**
   * Returns how many pieces of a side have the given type id.
   *
   * @param side 0 White, 1 Black
   * @param typeId the piece type id
   * @return the number of such pieces on the board
   */
  public int countType(int side, int typeId) {
    int[] l = list[side];
    int n = 0;
    for (int i = 0, c = count[side]; i < c; i++) {
      if (Pieces.type(board[l[i]]) == typeId) {
        n++;
      }
    }
    return n;
  }

  // ---- set-up (used while loading a position) ----

  /**
   * Puts a piece on an empty square (set-up only).
   *
   * @param square the empty square
   * @param piece the piece code
   * @throws IllegalStateException if the square is occupied
   */
  public void put(int square, int piece) {
    if (board[square] != 0) {
      throw new IllegalStateException("square " + geometry.name(square) + " is occupied");
    }
    add(square, piece);
  }

  /**
   * Puts each side's piece list ({@link #pieceSquare}) in reading order, the order a position read
   * from text has: ranks from the last down to the first, files from the first across. Making and
   * unmaking moves reorders the lists, so whatever walks them (move generation, {@link #find})
   * would otherwise depend on the moves made before; core calls this on every {@code Position}'s
   * snapshot, so that one position lists its moves in one order however it was reached.
   */
  public void sortPieceLists() {
    int files = geometry.files();
    int white = 0;
    int black = 0;
    for (int rank = geometry.ranks() - 1; rank >= 0; rank--) {
      for (int sq = rank * files, end = sq + files; sq < end; sq++) {
        int piece = board[sq];
        if (piece == 0) {
          continue;
        }
        if (Pieces.side(piece) == 0) {
          list[0][white] = sq;
          slot[sq] = white++;
        } else {
          list[1][black] = sq;
          slot[sq] = black++;
        }
      }
    }
  }

  /**
   * Sets the side to move (set-up only).
   *
   * @param side 0 White, 1 Black
   */
  public void setSideToMove(int side) {
    this.side = side;
  }

  /**
   * Sets where the king and the rook of one castling right stand (set-up only), for castling
   * with any files (Chess960): from now on a move that lifts, lands or captures on either square
   * loses the right, and no other square does. Rule sets that castle only from fixed squares
   * never call it; their table ({@link RuleSet#castlingRightsCleared()}) says it all.
   *
   * @param right one of {@link #WHITE_KINGSIDE}, {@link #WHITE_QUEENSIDE}, {@link
   *     #BLACK_KINGSIDE}, {@link #BLACK_QUEENSIDE}
   * @param kingSquare the square of the king that castles
   * @param rookSquare the square of the rook it castles with
   * @throws IllegalArgumentException if {@code right} is not a single right or a square is off
   *     the board
   */
  public void setCastlingSquares(int right, int kingSquare, int rookSquare) {
    int i = rightIndex(right);
    int n = geometry.squareCount();
    if (kingSquare < 0 || kingSquare >= n || rookSquare < 0 || rookSquare >= n) {
      throw new IllegalArgumentException("castling squares off the board");
    }
    for (int sq = 0; sq < n; sq++) {
      castlingClear[sq] &= ~right;
    }
    castlingClear[kingSquare] |= right;
    castlingClear[rookSquare] |= right;
    castlingSquares[2 * i] = kingSquare;
    castlingSquares[2 * i + 1] = rookSquare;
  }

  /**
   * Returns the king's square of a castling right set by {@link #setCastlingSquares}, or -1 when
   * the rule set castles from fixed squares.
   *
   * @param right one castling right bit
   * @return the king's square, or -1
   */
  public int castlingKingSquare(int right) {
    return castlingSquares[2 * rightIndex(right)];
  }

  /**
   * Returns the rook's square of a castling right set by {@link #setCastlingSquares}, or -1 when
   * the rule set castles from fixed squares.
   *
   * @param right one castling right bit
   * @return the rook's square, or -1
   */
  public int castlingRookSquare(int right) {
    return castlingSquares[2 * rightIndex(right) + 1];
  }

  private static int rightIndex(int right) {
    switch (right) {
      case WHITE_KINGSIDE:
        return 0;
      case WHITE_QUEENSIDE:
        return 1;
      case BLACK_KINGSIDE:
        return 2;
      case BLACK_QUEENSIDE:
        return 3;
      default:
        throw new IllegalArgumentException("not a single castling right: " + right);
    }
  }

  /**
   * Sets the castling rights (set-up only).
   *
   * @param castling the mask of {@link #WHITE_KINGSIDE} and friends
   */
  public void setCastling(int castling) {
    this.castling = castling;
  }

  /**
   * Sets the en-passant target, or -1 (set-up only).
   *
   * @param square the en-passant target square, or -1
   */
  public void setEpSquare(int square) {
    this.ep = square;
  }

  /**
   * Sets the half-move clock (set-up only).
   *
   * @param clock the number of half-moves since the last capture or reset
   */
  public void setHalfmoveClock(int clock) {
    this.halfmove = clock;
  }

  /**
   * Sets the move number (set-up only).
   *
   * @param number the move number, from 1
   */
  public void setFullmoveNumber(int number) {
    this.fullmove = number;
  }

  /**
   * Sets a variant state slot (set-up only).
   *
   * @param slotIndex the slot index
   * @param value the slot's new value
   */
  public void setExtra(int slotIndex, int value) {
    extra[slotIndex] = value;
  }

  /**
   * Sets a pool count (set-up only).
   *
   * @param pieceCode the piece code, not reversed
   * @param n the number of such pieces in the pools
   */
  public void setPool(int pieceCode, int n) {
    pool[pieceCode] = n;
  }

  // ---- make / unmake ----

  /**
   * Makes move {@code move} of a buffer.
   *
   * @param buffer the buffer holding the move
   * @param move the index of the move in {@code buffer}
   */
  public void make(MoveBuffer buffer, int move) {
    int s = buffer.start(move);
    int e = buffer.end(move);
    int len = e - s;
    if (opTop + len + 2 > opStack.length) {
      opStack = Arrays.copyOf(opStack, Math.max(opStack.length * 2, opTop + len + 2));
    }
    for (int i = s; i < e; i++) {
      opStack[opTop + i - s] = buffer.opAt(i);
    }
    makeOps(len, buffer.flags(move));
  }

  /**
   * Makes a move given as an array of ops.
   *
   * @param ops the move's ops, in order
   * @param flags the move flags (see {@link MoveBuffer#RESET_CLOCK})
   */
  public void make(int[] ops, int flags) {
    int len = ops.length;
    if (opTop + len + 2 > opStack.length) {
      opStack = Arrays.copyOf(opStack, Math.max(opStack.length * 2, opTop + len + 2));
    }
    System.arraycopy(ops, 0, opStack, opTop, len);
    makeOps(len, flags);
  }

  private void makeOps(int len, int flags) {
    int frame = FIXED_STATE + extra.length;
    if (undoTop + frame > undo.length) {
      undo = Arrays.copyOf(undo, undo.length * 2);
    }
    int u = undoTop;
    undo[u] = side;
    undo[u + 1] = castling;
    undo[u + 2] = ep;
    undo[u + 3] = halfmove;
    undo[u + 4] = fullmove;
    undo[u + 5] = len;
    System.arraycopy(extra, 0, undo, u + FIXED_STATE, extra.length);
    undoTop += frame;

    int newEp = -1;
    boolean reset = (flags & MoveBuffer.RESET_CLOCK) != 0;
    int c = castling;
    int base = opTop;
    for (int i = base; i < base + len; i++) {
      int op = opStack[i];
      int sq = Ops.square(op);
      switch (Ops.opcode(op)) {
        case Ops.LIFT:
          remove(sq);
          c &= ~castlingClear[sq];
          break;
        case Ops.LAND:
          add(sq, Ops.piece(op));
          c &= ~castlingClear[sq];
          break;
        case Ops.CAPTURE:
          remove(sq);
          c &= ~castlingClear[sq];
          reset = true;
          if (Ops.has(op, Ops.TO_POOL)) {
            pool[Ops.piece(op) & ~Pieces.REVERSED_BIT]++;
          }
          break;
        case Ops.PLACE:
          add(sq, Ops.piece(op));
          if (Ops.has(op, Ops.FROM_POOL)) {
            pool[Ops.piece(op) & ~Pieces.REVERSED_BIT]--;
          }
          break;
        case Ops.POOL_ADD:
          pool[Ops.piece(op)]++;
          break;
        case Ops.POOL_TAKE:
          pool[Ops.piece(op)]--;
          break;
        case Ops.SET:
          extra[sq] = Ops.value(op);
          break;
        case Ops.EP_TARGET:
          newEp = sq;
          break;
        default:
          break;
      }
    }
    opTop += len;
    castling = c;
    ep = newEp;
    halfmove = reset ? 0 : halfmove + 1;
    if (side == 1) {
      fullmove++;
    }
    side ^= 1;
    ply++;
  }

  /** Undoes the last move made. */
  public void unmake() {
    int frame = FIXED_STATE + extra.length;
    undoTop -= frame;
    int u = undoTop;
    int len = undo[u + 5];
    int base = opTop - len;
    for (int i = opTop - 1; i >= base; i--) {
      int op = opStack[i];
      int sq = Ops.square(op);
      switch (Ops.opcode(op)) {
        case Ops.LIFT:
          add(sq, Ops.piece(op));
          break;
        case Ops.LAND:
          remove(sq);
          break;
        case Ops.CAPTURE:
          add(sq, Ops.piece(op));
          if (Ops.has(op, Ops.TO_POOL)) {
            pool[Ops.piece(op) & ~Pieces.REVERSED_BIT]--;
          }
          break;
        case Ops.PLACE:
          remove(sq);
          if (Ops.has(op, Ops.FROM_POOL)) {
            pool[Ops.piece(op) & ~Pieces.REVERSED_BIT]++;
          }
          break;
        case Ops.POOL_ADD:
          pool[Ops.piece(op)]--;
          break;
        case Ops.POOL_TAKE:
          pool[Ops.piece(op)]++;
          break;
        default:
          break;
      }
    }
    opTop = base;
    side = undo[u];
    castling = undo[u + 1];
    ep = undo[u + 2];
    halfmove = undo[u + 3];
    fullmove = undo[u + 4];
    System.arraycopy(undo, u + FIXED_STATE, extra, 0, extra.length);
    ply--;
  }

  private void add(int sq, int piece) {
    board[sq] = piece;
    int s = Pieces.side(piece);
    slot[sq] = count[s];
    list[s][count[s]++] = sq;
  }

  private void remove(int sq) {
    int piece = board[sq];
    board[sq] = 0;
    int s = Pieces.side(piece);
    int i = slot[sq];
    int last = list[s][--count[s]];
    list[s][i] = last;
    slot[last] = i;
  }

  /**
   * Returns whether this position has the same board, side to move, castling rights, en-passant
   * square, clocks, state slots and pools as another.
   *
   * @param o the position to compare with
   * @return whether the two are the same position
   */
  public boolean sameAs(MutablePosition o) {
    return Arrays.equals(board, o.board)
        && side == o.side
        && castling == o.castling
        && sameCastlingSquares(o)
        && ep == o.ep
        && halfmove == o.halfmove
        && fullmove == o.fullmove
        && Arrays.equals(extra, o.extra)
        && Arrays.equals(pool, o.pool);
  }

  /** Whether the king and rook squares of every right held are the same. */
  private boolean sameCastlingSquares(MutablePosition o) {
    for (int i = 0; i < 4; i++) {
      if ((castling & (1 << i)) != 0
          && (castlingSquares[2 * i] != o.castlingSquares[2 * i]
              || castlingSquares[2 * i + 1] != o.castlingSquares[2 * i + 1])) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns a copy of the board's piece codes.
   *
   * @return the piece codes, indexed by square
   */
  public int[] boardCopy() {
    return board.clone();
  }

  /**
   * Returns a copy of the pools, indexed by piece code.
   *
   * @return the pool counts
   */
  public int[] poolCopy() {
    return pool.clone();
  }

  /**
   * Returns a copy of the variant state slots.
   *
   * @return the slot values
   */
  public int[] extraCopy() {
    return extra.clone();
  }
}

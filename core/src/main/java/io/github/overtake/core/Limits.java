package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;

/**
 * The most work one call may do: the limits that keep every call on any accepted input bounded in
 * time and memory. A call that would exceed one throws a {@link WorkLimitException} naming it.
 *
 * <p>Every limit counts per position: per listing of the legal moves ({@link
 * Position#legalMoves()}, and through it {@code isLegal}, {@code play}, {@code parseMove}, {@code
 * outcome}, {@link MoveValidator} and {@link Perft}, one listing per node). The work budget
 * ({@link #chainStates()}) is calibrated to time: every unit of work whose cost grows with the
 * input is charged to it in units of about the same cost (a chain state expanded, a state of an
 * attack search, an op of a move written, and so on: the op pays for the move's merging, copying
 * and printing), so that the defaults ({@link #DEFAULT}) answer or refuse any call within about
 * 250 ms of one core; the move and op limits bound the memory of one listing (SECURITY.md gives
 * the measured times and heap). Set others per registry ({@link VariantRegistry#withLimits}) or per
 * call ({@link Variant#withLimits}).
 *
 * <p>Immutable and thread-safe.
 */
@Immutable
public final class Limits {
  /** The name of {@link #moves()} in a {@link WorkLimitException}. */
  public static final String MOVES = "moves";
  /** The name of {@link #moveOps()} in a {@link WorkLimitException}. */
  public static final String MOVE_OPS = "moveOps";
  /** The name of {@link #chainStates()} in a {@link WorkLimitException}. */
  public static final String CHAIN_STATES = "chainStates";

  /**
   * The defaults: 150,000 moves (routes included) per position, 3,000,000 ops of those moves (12 MB)
   * and 1,500,000 units of work per position (about 250 ms of one core at most); 256 variants
   * cached per registry.
   */
  public static final Limits DEFAULT = new Limits(150_000, 3_000_000, 1_500_000, 256);

  private final int moves;
  private final int moveOps;
  private final long chainStates;
  private final int cachedVariants;

  private Limits(int moves, int moveOps, long chainStates, int cachedVariants) {
    this.moves = positive(moves, MOVES);
    this.moveOps = positive(moveOps, MOVE_OPS);
    this.chainStates = chainStates;
    if (chainStates < 1) {
      throw new IllegalArgumentException("limit " + CHAIN_STATES + " must be 1 or more, got "
          + chainStates);
    }
    this.cachedVariants = positive(cachedVariants, "cachedVariants");
  }

  private static int positive(int value, String name) {
    if (value < 1) {
      throw new IllegalArgumentException("limit " + name + " must be 1 or more, got " + value);
    }
    return value;
  }

  /**
   * Returns the most moves a move generator may write for one position, every route of a
   * multi-route capture counted (default 150,000).
   *
   * @return the move limit
   */
  public int moves() {
    return moves;
  }

  /**
   * Returns the most ops (lifts, captures, landings: see {@link io.github.overtake.core.spi.Ops})
   * the moves of one position may hold together: the memory bound of one listing (default
   * 3,000,000, that is 12 MB).
   *
   * @return the op limit
   */
  public int moveOps() {
    return moveOps;
  }

  /**
   * Returns the work budget of one position (default 1,500,000 units): the capture-chain states
   * and attack-search states a move generator expands (one unit each, charged with {@link
   * io.github.overtake.core.spi.MoveBuffer#spend} and {@link
   * io.github.overtake.core.spi.MutablePosition#spend}), and the moves and ops it writes (one unit
   * a move and half a unit an op, charged by {@link
   * io.github.overtake.core.spi.MoveBuffer#end()}), all against one counter. A unit costs at most
   * about 170 ns of one current core (an attack-search state; an op listed and printed costs at
   * most about 65 ns), so the default bounds a listing to about 250 ms. The name is kept from when
   * only chain states were counted.
   *
   * @return the work limit
   */
  public long chainStates() {
    return chainStates;
  }

  /**
   * Returns the most variants a {@link VariantRegistry} keeps built (default 256); the least
   * recently used go first. Only a registry reads it.
   *
   * @return the cache size
   */
  public int cachedVariants() {
    return cachedVariants;
  }

  /**
   * Returns these limits with another move limit.
   *
   * @param value the most moves per position, 1 or more
   * @return the new limits
   * @throws IllegalArgumentException if value is less than 1
   */
  public Limits withMoves(int value) {
    return new Limits(value, moveOps, chainStates, cachedVariants);
  }

  /**
   * Returns these limits with another op limit.
   *
   * @param value the most ops of the moves of one position, 1 or more
   * @return the new limits
   * @throws IllegalArgumentException if value is less than 1
   */
  public Limits withMoveOps(int value) {
    return new Limits(moves, value, chainStates, cachedVariants);
  }

  /**
   * Returns these limits with another chain-state limit.
   *
   * @param value the most chain states searched per position, 1 or more
   * @return the new limits
   * @throws IllegalArgumentException if value is less than 1
   */
  public Limits withChainStates(long value) {
    return new Limits(moves, moveOps, value, cachedVariants);
  }

  /**
   * Returns these limits with another cache size.
   *
   * @param value the most variants a registry keeps, 1 or more
   * @return the new limits
   * @throws IllegalArgumentException if value is less than 1
   */
  public Limits withCachedVariants(int value) {
    return new Limits(moves, moveOps, chainStates, value);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Limits l
        && l.moves == moves
        && l.moveOps == moveOps
        && l.chainStates == chainStates
        && l.cachedVariants == cachedVariants;
  }

  @Override
  public int hashCode() {
    return ((moves * 31 + moveOps) * 31 + Long.hashCode(chainStates)) * 31 + cachedVariants;
  }

  /** Returns the limits as {@code moves=..,moveOps=..,chainStates=..,cachedVariants=..}. */
  @Override
  public String toString() {
    return MOVES + "=" + moves + "," + MOVE_OPS + "=" + moveOps + "," + CHAIN_STATES + "="
        + chainStates + ",cachedVariants=" + cachedVariants;
  }
}

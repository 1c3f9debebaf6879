package io.github.overtake.variants.jumping;

import io.github.overtake.core.spi.ChainStates;
import io.github.overtake.core.spi.LegStack;
import java.util.Arrays;

/**
 * Per-thread working memory of the chain search: the states reached by the chain being written
 * and by the attack search, and a stack of the legs found from each state, sorted before they are
 * followed. Rule sets are shared between threads, so this lives in a {@link ThreadLocal}; nothing
 * is allocated once the arrays have grown, and {@link #shrink} gives oversized arrays back.
 */
final class Chain {
  private static final ThreadLocal<Chain> LOCAL = ThreadLocal.withInitial(Chain::new);
  private static final int INITIAL = 256;

  /** States of the chain being written: the value is the index of the move that reached it. */
  final ChainStates states = new ChainStates(2);
  /** States of the attack search. */
  final ChainStates attack = new ChainStates(2);

  /**
   * The squares of the pieces of the side not to move that had a capture leg in the position
   * whose moves are being tested for king safety (set by {@link JumpingRules} before each
   * filter), and their number.
   */
  final int[] legSquares = new int[128];

  int legCount;

  /** Per square: the stamp of the last attack test that listed it (see {@link #list}). */
  private final int[] listed = new int[128];

  private int stamp;

  /** The squares listed by the current attack test, and their number. */
  final int[] candidates = new int[128];

  int candidateCount;

  /** Starts a new list of candidate squares. */
  void newList() {
    candidateCount = 0;
    if (++stamp == Integer.MAX_VALUE) {
      Arrays.fill(listed, 0);
      stamp = 1;
    }
  }

  /** Adds a square to the current list unless it is on it already. */
  void list(int sq) {
    if (listed[sq] != stamp) {
      listed[sq] = stamp;
      candidates[candidateCount++] = sq;
    }
  }

  /**
   * The squares whose pieces a chain being written may take (all by default): a single-move check
   * narrows them to the victims of one move ({@link JumpingMoves#capturesWithin}).
   */
  long allowLo = -1L;

  long allowHi = -1L;

  /**
   * The squares an attack search may land on and go on from (all by default): {@link
   * JumpingMoves#chainHits} narrows them to the closure of the attacker's {@link Reach}.
   */
  long reachLo = -1L;

  long reachHi = -1L;

  /**
   * The states the attack search may still add before it stops unfinished ({@link
   * JumpingMoves#chainHits} gives its first, unrestricted try a small number).
   */
  int attackLeft = Integer.MAX_VALUE;

  /**
   * Whether a chain search in output mode may have written a second route of a move written
   * before: set when a chain state is reached again by a smaller route (a knight's tie) or,
   * with {@link #everyArrival}, by any route, and on a double knight leg ({@link
   * JumpingRules#countMoves} merges routes only then). Without it no two moves differ in route
   * alone: two routes of one move take the same pieces (the en passant one flagged alike) to the
   * same square, so they reach the same state unless a double leg makes their numbers of legs
   * differ; and a pawn, the only piece that promotes (ending its chain without a state), has one
   * route per captured set, its k-th leg taking the piece 2k-1 ranks ahead (2k-2 en passant).
   */
  boolean secondRoutes;

  /**
   * Whether a chain search in output mode writes the larger routes by which it reaches a state
   * again, too ({@link JumpingMoves#capturesEveryArrival}); by default they are left out.
   */
  boolean everyArrival;

  /**
   * The guard recording the squares an attack search reads ({@link KingGuard#record}), or null:
   * one walk serves both the search and the guard's footprint.
   */
  KingGuard recorder;

  /**
   * The legs found from each state, a stack sorted per state: first and second captured square
   * (-1 when one), landing square, capture flags.
   */
  final LegStack legs = new LegStack(INITIAL);

  private Chain() {}

  static Chain get() {
    return LOCAL.get();
  }

  void push(int a, int b, int l, int f) {
    legs.push(a, b, l, f);
  }

  /** Sorts the legs from {@code from} on by landing square, then captured squares. */
  void sort(int from) {
    legs.sort(from);
  }

  /** Gives oversized arrays back after a call. */
  void shrink() {
    states.shrink();
    attack.shrink();
    legs.shrink();
  }
}

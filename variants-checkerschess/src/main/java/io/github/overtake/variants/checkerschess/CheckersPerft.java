package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.Arrays;

/**
 * Bulk-counting perft of two checkers armies on a flat square board of at most 64 squares, walked
 * on four bitboards (men and kings of each side) instead of core's moves and make/unmake: the
 * fast path of English draughts' perft behind {@link CheckersChessRules#countLeaves}. It counts
 * the moves {@link BitboardCheckers} writes (complete chains under the capture obligation, every
 * prefix of a chain and the steps without it; a man's chain ends where it is crowned), one per
 * distinct move: two routes of one move (the same origin, landing and set of captured men, which
 * needs three captures or more) count once, as core's route merging has it. A walker holds the
 * move lists of one call; a call creates its own, so walkers are never shared between threads.
 */
final class CheckersPerft {
  /** Directions (north-east, north-west, south-west, south-east): White man, Black man, king. */
  private static final int[][] DIRS = {{0, 1}, {3, 2}, {0, 1, 2, 3}};

  private static final int FROM_MASK = 0x3f;
  private static final int TO_SHIFT = 6;

  /** The square offset of a step in each direction. */
  private final int[] delta = new int[4];
  /** For each direction, the squares from which a jump stays on the board. */
  private final long[] canJump = new long[4];
  private final long board;
  private final long notFirst;
  private final long notLast;
  private final int up;
  private final int upLeft;
  /** The squares where a man of each side is crowned. */
  private final long[] crownRank = new long[2];
  private final boolean[] obliged;

  /** The jump moves of each ply: from and to packed, and the captured men. */
  private int[][] moves;
  private long[][] caps;
  private final int[] size;

  /** First jumps by direction (north-east, north-west, south-west, south-east): the jumpers. */
  private long j0;
  private long j1;
  private long j2;
  private long j3;

  // the chain being walked
  private int ply;
  private int origin;
  private int side;
  private boolean man;
  private boolean chainObliged;
  private long enemy;
  private long occupied;
  private int originStart;

  private CheckersPerft(BitboardCheckers b, boolean[] obliged, int depth) {
    for (int d = 0; d < 4; d++) {
      for (int sq = 0; sq < 64; sq++) {
        int t = (b.board & (1L << sq)) == 0 ? -1 : b.step[d][sq];
        if (t >= 0) {
          delta[d] = t - sq;
          canJump[d] |= b.step[d][t] >= 0 ? 1L << sq : 0;
        }
      }
    }
    this.board = b.board;
    this.notFirst = b.notFirstFile;
    this.notLast = b.notLastFile;
    this.up = b.files + 1;
    this.upLeft = b.files - 1;
    for (int sq = 0; sq < 64; sq++) {
      long bit = 1L << sq;
      if ((board & bit) == 0) {
        continue;
      }
      int rank = sq / b.files;
      crownRank[0] |= rank == b.top ? bit : 0;
      crownRank[1] |= rank == 0 ? bit : 0;
    }
    this.obliged = obliged.clone();
    this.moves = new int[depth][32];
    this.caps = new long[depth][32];
    this.size = new int[depth];
  }

  /**
   * Counts the leaf nodes below a position of two checkers armies, or returns -1 when a piece is
   * outside the path (a marked piece or another type).
   *
   * @param b the board's bitboard tables
   * @param obliged whether each side must capture
   * @param p the position, left as it was
   * @param depth the number of plies, 1 or more
   * @return the leaf count, or -1
   */
  static long count(BitboardCheckers b, boolean[] obliged, MutablePosition p, int depth) {
    long[] men = new long[2];
    long[] kings = new long[2];
    for (int s = 0; s < 2; s++) {
      for (int i = 0, n = p.pieceCount(s); i < n; i++) {
        int sq = p.pieceSquare(s, i);
        int type = p.at(sq) & ~Pieces.BLACK_BIT;
        if (type == CheckersKit.MAN) {
          men[s] |= 1L << sq;
        } else if (type == CheckersKit.KING) {
          kings[s] |= 1L << sq;
        } else {
          return -1;
        }
      }
    }
    int us = p.sideToMove();
    return new CheckersPerft(b, obliged, depth)
        .next(men[us], kings[us], men[us ^ 1], kings[us ^ 1], us, depth, 0);
  }

  /** The leaf count below the position: own men and kings, the enemy's, the side to move. */
  private long next(long om, long ok, long em, long ek, int us, int depth, int at) {
    return depth == 1 ? leaves(om, ok, em, ek, us, at) : walk(om, ok, em, ek, us, depth, at);
  }

  /** The number of moves of the position (the last ply of bulk counting). */
  private long leaves(long om, long ok, long em, long ek, int us, int at) {
    long own = om | ok;
    long them = em | ek;
    long empty = board & ~(own | them);
    long north = us == 0 ? own : ok;
    long south = us == 0 ? ok : own;
    long jumpers = firstJumps(north, south, them, empty);
    int jumps = 0;
    if (jumpers != 0) {
      jumps =
          mayContinue(om, ok, them, empty, us)
              ? listJumps(om, ok, them, jumpers, us, at)
              : Long.bitCount(j0) + Long.bitCount(j1) + Long.bitCount(j2) + Long.bitCount(j3);
      if (obliged[us]) {
        return jumps;
      }
    }
    int steps =
        Long.bitCount(((north & notLast) << up) & empty)
            + Long.bitCount(((north & notFirst) << upLeft) & empty)
            + Long.bitCount(((south & notLast) >>> upLeft) & empty)
            + Long.bitCount(((south & notFirst) >>> up) & empty);
    return (long) steps + jumps;
  }

  /**
   * Sets {@link #j0} to {@link #j3} to the first jumps of the side to move (the men and kings that
   * can jump in each direction; north and south: who moves so) and returns all of them.
   */
  private long firstJumps(long north, long south, long them, long empty) {
    j0 = north & notLast & ((them & notLast) >>> up) & (empty >>> (2 * up));
    j1 = north & notFirst & ((them & notFirst) >>> upLeft) & (empty >>> (2 * upLeft));
    j2 = south & notFirst & ((them & notFirst) << up) & (empty << (2 * up));
    j3 = south & notLast & ((them & notLast) << upLeft) & (empty << (2 * upLeft));
    return j0 | j1 | j2 | j3;
  }

  /**
   * Whether one of the first jumps ({@link #firstJumps}, just set) might go on: a man (not crowned
   * by it) or king finds, where it lands, an enemy man next to it in one of its directions with
   * the square beyond empty or a jumper's. The test is generous (jumped men still count as
   * victims); false means every jump is a whole move.
   */
  private boolean mayContinue(long om, long ok, long them, long empty, int us) {
    int up2 = 2 * up;
    int upLeft2 = 2 * upLeft;
    long menLand;
    long kingLand;
    if (us == 0) {
      menLand = (((j0 & om) << up2) | ((j1 & om) << upLeft2)) & ~crownRank[0];
      kingLand = ((j0 & ok) << up2) | ((j1 & ok) << upLeft2) | (j2 >>> up2) | (j3 >>> upLeft2);
    } else {
      menLand = (((j2 & om) >>> up2) | ((j3 & om) >>> upLeft2)) & ~crownRank[1];
      kingLand = (j0 << up2) | (j1 << upLeft2) | ((j2 & ok) >>> up2) | ((j3 & ok) >>> upLeft2);
    }
    long free = empty | j0 | j1 | j2 | j3;
    long n = us == 0 ? menLand | kingLand : kingLand;
    long s = us == 0 ? kingLand : menLand | kingLand;
    return ((n & notLast & ((them & notLast) >>> up) & (free >>> up2))
            | (n & notFirst & ((them & notFirst) >>> upLeft) & (free >>> upLeft2))
            | (s & notFirst & ((them & notFirst) << up) & (free << up2))
            | (s & notLast & ((them & notLast) << upLeft) & (free << upLeft2)))
        != 0;
  }

  /** The leaf count below the position, two plies deep or more. */
  private long walk(long om, long ok, long em, long ek, int us, int depth, int at) {
    long own = om | ok;
    long them = em | ek;
    long empty = board & ~(own | them);
    long north = us == 0 ? own : ok;
    long south = us == 0 ? ok : own;
    long jumpers = firstJumps(north, south, them, empty);
    long total = 0;
    if (jumpers != 0 && !mayContinue(om, ok, them, empty, us)) {
      long ne = j0; // the fields are the children's once they are walked
      long nw = j1;
      long sw = j2;
      long se = j3;
      total += moves(om, ok, em, ek, us, ne, up, true, depth, at);
      total += moves(om, ok, em, ek, us, nw, upLeft, true, depth, at);
      total += moves(om, ok, em, ek, us, sw, -up, true, depth, at);
      total += moves(om, ok, em, ek, us, se, -upLeft, true, depth, at);
      if (obliged[us]) {
        return total;
      }
    } else if (jumpers != 0) {
      int n = listJumps(om, ok, them, jumpers, us, at);
      int[] ms = moves[at];
      long[] cs = caps[at];
      for (int i = 0; i < n; i++) {
        int m = ms[i];
        total +=
            play(om, ok, em, ek, us, m & FROM_MASK, m >>> TO_SHIFT, ~cs[i], depth, at);
      }
      if (obliged[us]) {
        return total;
      }
    }
    long ne = north & notLast & (empty >>> up);
    long nw = north & notFirst & (empty >>> upLeft);
    long se = south & notLast & (empty << upLeft);
    long sw = south & notFirst & (empty << up);
    total += moves(om, ok, em, ek, us, ne, up, false, depth, at);
    total += moves(om, ok, em, ek, us, nw, upLeft, false, depth, at);
    total += moves(om, ok, em, ek, us, se, -upLeft, false, depth, at);
    total += moves(om, ok, em, ek, us, sw, -up, false, depth, at);
    return total;
  }

  /**
   * The leaf count below the moves of the men and kings on {@code from}, each a step by {@code by}
   * squares, or when {@code jump} a single jump over that square to the one beyond.
   */
  private long moves(
      long om, long ok, long em, long ek, int us, long from, int by, boolean jump, int depth,
      int at) {
    long total = 0;
    for (long f = from; f != 0; f &= f - 1) {
      int sq = Long.numberOfTrailingZeros(f);
      long keep = jump ? ~(1L << (sq + by)) : -1L; // the enemy men left
      total += play(om, ok, em, ek, us, sq, jump ? sq + 2 * by : sq + by, keep, depth, at);
    }
    return total;
  }

  /**
   * The leaf count below the move of the man or king on {@code from} to {@code to} that leaves
   * the enemy men {@code keep} (a man landing on its last rank is crowned; a king may end where
   * it started).
   */
  private long play(
      long om, long ok, long em, long ek, int us, int from, int to, long keep, int depth, int at) {
    long fb = 1L << from;
    long tb = 1L << to;
    if ((om & fb) == 0) {
      return next(em & keep, ek & keep, om, (ok & ~fb) | tb, us ^ 1, depth - 1, at + 1);
    }
    if ((tb & crownRank[us]) != 0) {
      return next(em & keep, ek & keep, om & ~fb, ok | tb, us ^ 1, depth - 1, at + 1);
    }
    return next(em & keep, ek & keep, om ^ fb ^ tb, ok, us ^ 1, depth - 1, at + 1);
  }

  /** Lists the distinct jump moves of the jumpers at ply {@code at}; returns how many. */
  private int listJumps(long om, long ok, long them, long jumpers, int us, int at) {
    size[at] = 0;
    ply = at;
    side = us;
    enemy = them;
    chainObliged = obliged[us];
    for (long j = jumpers; j != 0; j &= j - 1) {
      origin = Long.numberOfTrailingZeros(j);
      long ob = 1L << origin;
      man = (om & ob) != 0;
      occupied = (om | ok | them) & ~ob;
      originStart = size[at];
      chain(origin, 0, 0);
    }
    return size[at];
  }

  /** Follows the chain from {@code cur} having taken {@code jumped} in {@code legs} legs. */
  private void chain(int cur, long jumped, int legs) {
    boolean any = false;
    long at = 1L << cur;
    for (int d : man ? DIRS[side] : DIRS[2]) {
      if ((canJump[d] & at) == 0) {
        continue;
      }
      int t = cur + delta[d];
      long tb = 1L << t;
      if ((enemy & ~jumped & tb) == 0) {
        continue;
      }
      int l = t + delta[d];
      if ((occupied & (1L << l)) != 0) {
        continue;
      }
      any = true;
      long taken = jumped | tb;
      if (man && (crownRank[side] & (1L << l)) != 0) {
        record(l, taken);
        continue;
      }
      if (!chainObliged) {
        record(l, taken);
      }
      chain(l, taken, legs + 1);
    }
    if (!any && chainObliged && legs > 0) {
      record(cur, jumped);
    }
  }

  /** Lists the move from the chain's origin to {@code to} taking {@code taken}, once. */
  private void record(int to, long taken) {
    int at = ply;
    int n = size[at];
    int m = origin | (to << TO_SHIFT);
    if (Long.bitCount(taken) >= 3) {
      int[] ms = moves[at];
      long[] cs = caps[at];
      for (int i = originStart; i < n; i++) {
        if (ms[i] == m && cs[i] == taken) {
          return; // another route of a move already listed
        }
      }
    }
    if (n == moves[at].length) {
      moves[at] = Arrays.copyOf(moves[at], n * 2);
      caps[at] = Arrays.copyOf(caps[at], n * 2);
    }
    moves[at][n] = m;
    caps[at][n] = taken;
    size[at] = n + 1;
  }
}

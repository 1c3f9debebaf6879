package io.github.overtake.variants.jumping;

import static io.github.overtake.variants.jumping.JumpingMoves.highBit;
import static io.github.overtake.variants.jumping.JumpingMoves.in;
import static io.github.overtake.variants.jumping.JumpingMoves.lowBit;

/**
 * Per-thread working memory of the static reach of one attacker, the exact pre-pass of the chain
 * attack test (R27.1 with {@code multiJump}): the squares the attacker can stand on after any
 * sequence of its capture legs when no piece it takes is ever removed or barred from being taken
 * again, the legs between them, and the squares with a leg that takes the target.
 *
 * <p>Every leg of a real chain is such a static leg: the chain's board is the position with the
 * origin vacated and the taken men still standing, and a taken man only rules legs out. So a chain
 * can take the target only from a square of {@link #closure()}: one from which the static legs
 * lead to a square with a leg over the target. An attacker whose reach holds no such square has no
 * chain to the target, which the search proves in at most one walk per square instead of one per
 * chain state; otherwise the chain search is restricted to the closure. Nothing is allocated;
 * never shared between threads.
 */
final class Reach {
  private static final ThreadLocal<Reach> LOCAL = ThreadLocal.withInitial(Reach::new);

  /** The squares reached, in the order found; {@link #queue}[0] is the origin. */
  final int[] queue = new int[128];

  /** The number of squares reached. */
  int size;

  private long seenLo;
  private long seenHi;
  private long hitLo;
  private long hitHi;
  private final long[] nextLo = new long[128];
  private final long[] nextHi = new long[128];

  /** The closure computed by {@link #closure()}. */
  long closureLo;

  long closureHi;

  private Reach() {}

  /** Returns this thread's working memory. */
  static Reach get() {
    return LOCAL.get();
  }

  /** Starts the reach of the attacker on {@code origin}. */
  void start(int origin) {
    size = 1;
    queue[0] = origin;
    seenLo = lowBit(origin);
    seenHi = highBit(origin);
    hitLo = 0L;
    hitHi = 0L;
    nextLo[origin] = 0L;
    nextHi[origin] = 0L;
  }

  /** Records a leg from {@code from} landing on {@code to}, queueing {@code to} when new. */
  void leg(int from, int to) {
    nextLo[from] |= lowBit(to);
    nextHi[from] |= highBit(to);
    if (!in(to, seenLo, seenHi)) {
      seenLo |= lowBit(to);
      seenHi |= highBit(to);
      nextLo[to] = 0L;
      nextHi[to] = 0L;
      queue[size++] = to;
    }
  }

  /** Records that a leg from {@code from} takes the target. */
  void hit(int from) {
    hitLo |= lowBit(from);
    hitHi |= highBit(from);
  }

  /** Whether some square reached has a leg that takes the target. */
  boolean hits() {
    return (hitLo | hitHi) != 0L;
  }

  /**
   * Sets {@link #closureLo} and {@link #closureHi} to the squares reached from which the recorded
   * legs lead to a square with a leg over the target (those squares included).
   */
  void closure() {
    long lo = hitLo;
    long hi = hitHi;
    boolean grew = true;
    while (grew) {
      grew = false;
      for (int i = size - 1; i >= 0; i--) {
        int x = queue[i];
        if (!in(x, lo, hi) && ((nextLo[x] & lo) | (nextHi[x] & hi)) != 0L) {
          lo |= lowBit(x);
          hi |= highBit(x);
          grew = true;
        }
      }
    }
    closureLo = lo;
    closureHi = hi;
  }

}

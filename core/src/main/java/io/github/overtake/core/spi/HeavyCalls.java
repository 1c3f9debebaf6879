package io.github.overtake.core.spi;

import java.util.concurrent.Semaphore;

/**
 * Admission of heavy listings, so that many threads never together take more heap than the JVM
 * has: a listing whose work passes {@link #THRESHOLD} units waits for one of a fixed number of
 * permits, sized from the maximum heap so that that many heavy listings fit in half of it at
 * {@link #BYTES_PER_CALL} each. Lighter listings (almost all: a position of play rarely needs a
 * tenth of the threshold) never wait. A thread takes at most one permit, whatever its nesting, and
 * takes it while holding none, so no two threads wait for each other; and it waits at most {@link
 * #WAIT_MS} ms, then goes on without one, so that a permit a caller failed to give back can slow
 * other threads but never stop them. Answers are the same on any number of threads: a heavy
 * listing is delayed, never refused, by the gate.
 */
final class HeavyCalls {
  /**
   * The work, in units of the budget, past which a listing counts as heavy (about 2 MB: at most
   * 125,000 ops at half a unit an op).
   */
  static final long THRESHOLD = 62_500;

  /**
   * The heap one heavy listing under the default limits may take at its peak, rounded up from the
   * largest measured (SECURITY.md): its move buffer, the moves it returns and their texts, or the
   * table of the chain states it searches (a million and a half states take up to 120 MB while the
   * table grows).
   */
  static final long BYTES_PER_CALL = 96L << 20;

  /** The longest a heavy listing waits for a permit before it goes on without one. */
  static final long WAIT_MS = 60_000;

  private static final Semaphore PERMITS =
      new Semaphore(
          (int) Math.max(1, Math.min(1 << 16, Runtime.getRuntime().maxMemory() / 2 / BYTES_PER_CALL)),
          true);

  /** Permits held by this thread's listings: 0 or 1, and the nesting of listings holding it. */
  private static final ThreadLocal<int[]> HELD = ThreadLocal.withInitial(() -> new int[1]);

  private HeavyCalls() {}

  /** Returns the number of heavy listings the gate lets run at once in this JVM. */
  static int permits() {
    return (int) Math.max(1, Math.min(1 << 16, Runtime.getRuntime().maxMemory() / 2 / BYTES_PER_CALL));
  }

  /**
   * Enters a heavy listing: waits for a permit unless this thread already holds one.
   *
   * @return whether the listing entered and must {@link #leave}; false when no permit came in
   *     time (the listing goes on without one)
   */
  static boolean enter() {
    int[] held = HELD.get();
    if (held[0] > 0) {
      held[0]++;
      return true;
    }
    boolean got;
    try {
      got = PERMITS.tryAcquire(WAIT_MS, java.util.concurrent.TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      got = false;
    }
    if (got) {
      held[0] = 1;
    }
    return got;
  }

  /** Leaves a heavy listing entered with {@link #enter}. */
  static void leave() {
    int[] held = HELD.get();
    if (--held[0] == 0) {
      PERMITS.release();
    }
  }
}

package io.github.overtake.benchmarks;

import io.github.overtake.core.Limits;
import io.github.overtake.core.VariantRegistry;
import java.util.Arrays;
import java.util.Map;
import java.util.function.IntConsumer;

/**
 * A case of the benchmarks that validate moves as a server does ({@link SingleMoveBenchmark},
 * {@link RefusalBenchmark}): the registry, the variant spec and the position text, resolved from a
 * table of {@code {spec, fen}} rows ({@code ""} for the start position); and their timing of each
 * text alone.
 *
 * @param registry the loaded registry
 * @param spec the variant spec
 * @param fen the position text
 */
record ServerCase(VariantRegistry registry, String spec, String fen) {
  /** Limits raised for the one listing of a case's legal moves. */
  static final Limits LISTING =
      Limits.DEFAULT.withMoves(2_000_000).withMoveOps(200_000_000).withChainStates(200_000_000L);

  /** Issue 24's Jumping Chess position ({@code doubleKnights, multiJump}), 36,660 legal moves. */
  static final String[] JUMPING_ISSUE_24 = {
    "jumping:doubleKnights=true,multiJump=true",
    "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6"
  };

  /** The checker-capture position of issue 24 item 5. */
  static final String[] CHECKERCAPTURE_ROUTES = {
    "checkercapture", "8/n7/3R2n1/5n2/4nn2/n3Kn2/8/k7 w - - 0 1"
  };

  /**
   * Resolves a case of a table.
   *
   * @param cases the table, {@code {spec, fen}} by name
   * @param name the case's name
   * @return the case
   * @throws IllegalStateException if the table has no such case
   */
  static ServerCase of(Map<String, String[]> cases, String name) {
    String[] c = cases.get(name);
    if (c == null) {
      throw new IllegalStateException("unknown case '" + name + "', known: " + cases.keySet());
    }
    VariantRegistry registry = VariantRegistry.load();
    String fen = c[1].isEmpty() ? registry.variant(c[0]).startPosition().text() : c[1];
    return new ServerCase(registry, c[0], fen);
  }

  /**
   * Times each of {@code n} operations alone, the fastest of three timings each (the caller warms
   * them first).
   *
   * @param n how many operations
   * @param operation runs the operation of an index
   * @return the fastest time of each, in nanoseconds
   */
  static long[] fastestOfThree(int n, IntConsumer operation) {
    long[] best = new long[n];
    Arrays.fill(best, Long.MAX_VALUE);
    for (int rep = 0; rep < 3; rep++) {
      for (int i = 0; i < n; i++) {
        long t0 = System.nanoTime();
        operation.accept(i);
        best[i] = Math.min(best[i], System.nanoTime() - t0);
      }
    }
    return best;
  }

  /**
   * The index of the slowest time.
   *
   * @param times the times, at least one
   * @return the index of the largest
   */
  static int worst(long[] times) {
    int worst = 0;
    for (int i = 1; i < times.length; i++) {
      if (times[i] > times[worst]) {
        worst = i;
      }
    }
    return worst;
  }

  /**
   * The mean of the times, in milliseconds.
   *
   * @param times the times in nanoseconds, at least one
   * @return their mean in milliseconds
   */
  static double meanMillis(long[] times) {
    long sum = 0;
    for (long t : times) {
      sum += t;
    }
    return sum / 1e6 / times.length;
  }
}

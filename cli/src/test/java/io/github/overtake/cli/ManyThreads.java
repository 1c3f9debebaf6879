package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

/** The same work on many threads at once: each run must get the answers one thread gets. */
final class ManyThreads {
  private ManyThreads() {}

  /**
   * Answers every item in each of {@code runs} runs on a pool of {@code threads} threads, each run
   * in its own shuffled order (seeded by the run's number), and asserts that every run gets the
   * answers expected, item by item. An error in a run (an {@code OutOfMemoryError}, say) fails it.
   *
   * @param items the work
   * @param answer the answer to one item
   * @param expected the answers of one thread, item by item
   * @param threads the number of threads
   * @param runs the number of runs
   * @param <T> the type of the items
   * @throws Exception when a run fails or is interrupted
   */
  static <T> void assertAnswersOfOne(
      List<T> items, Function<T, String> answer, List<String> expected, int threads, int runs)
      throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<List<String>>> futures = new ArrayList<>();
      for (int run = 0; run < runs; run++) {
        long seed = run;
        futures.add(
            pool.submit(
                () -> {
                  List<Integer> order = new ArrayList<>();
                  for (int i = 0; i < items.size(); i++) {
                    order.add(i);
                  }
                  Collections.shuffle(order, new Random(seed));
                  String[] got = new String[items.size()];
                  for (int i : order) {
                    got[i] = answer.apply(items.get(i));
                  }
                  return List.of(got);
                }));
      }
      for (Future<List<String>> f : futures) {
        assertEquals(expected, f.get());
      }
    } finally {
      pool.shutdownNow();
    }
  }
}

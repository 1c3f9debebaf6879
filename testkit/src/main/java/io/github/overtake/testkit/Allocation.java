package io.github.overtake.testkit;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;

/**
 * Checks that perft's make/unmake path allocates nothing per node: the bytes the current thread
 * allocates during a perft run must not grow with the number of nodes.
 */
public final class Allocation {
  private Allocation() {}

  /**
   * Returns the bytes the current thread has allocated so far. Reached by reflection, so that this
   * module need not read java.management.
   *
   * @return the bytes allocated by the current thread
   * @throws IllegalStateException if the JVM cannot count them
   */
  public static long threadAllocatedBytes() {
    try {
      Object bean =
          Class.forName("java.lang.management.ManagementFactory")
              .getMethod("getThreadMXBean")
              .invoke(null);
      Class<?> type = Class.forName("com.sun.management.ThreadMXBean");
      return (Long)
          type.getMethod("getThreadAllocatedBytes", long.class)
              .invoke(bean, Thread.currentThread().getId());
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("thread allocation counting is not available", e);
    }
  }

  /**
   * Asserts that a full perft (every leaf made and unmade) of {@code position} to {@code depth}
   * allocates less than a fixed allowance for its buffers, however many nodes it visits.
   *
   * @param position the position
   * @param depth the perft depth; pick one that visits some hundred thousand nodes
   */
  public static void assertPerftAllocatesNothingPerNode(Position position, int depth) {
    for (int i = 0; i < 3; i++) {
      long warm = Perft.countFull(position, depth); // warm up the JIT and every lazy table
      assertTrue(warm >= 0);
    }
    long before = threadAllocatedBytes();
    long nodes = Perft.countFull(position, depth);
    long bytes = threadAllocatedBytes() - before;
    long allowance = 256 * 1024 + nodes / 100; // buffers grown once, not per node
    assertTrue(
        bytes < allowance,
        "perft(" + depth + ") of " + position + " visited " + nodes + " nodes and allocated "
            + bytes + " bytes");
  }
}

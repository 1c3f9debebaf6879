package io.github.overtake.benchmarks;

import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Leaf nodes counted by a perft benchmark, reported by JMH as the secondary result {@code nodes}
 * and normalised to time like the primary score, so that its score is in <b>nodes per second</b>.
 * Shared by every perft benchmark of this module.
 */
@State(Scope.Thread)
@AuxCounters(AuxCounters.Type.OPERATIONS)
public class Nodes {
  /** Leaf nodes counted in this iteration. */
  public long nodes;

  /** Creates the counter (JMH does). */
  public Nodes() {}

  /**
   * Counts perft with bulk counting ({@link Perft#count}) and adds the leaves to this iteration
   * (package-private: JMH would read a public method as one more counter).
   *
   * @param start the position
   * @param depth the depth, in plies
   * @return the leaf count, for the benchmark to return so that the work cannot be eliminated
   */
  long perft(Position start, int depth) {
    long n = Perft.count(start, depth);
    nodes += n;
    return n;
  }

  /** Clears the count before each iteration. */
  @Setup(Level.Iteration)
  public void clear() {
    nodes = 0;
  }
}

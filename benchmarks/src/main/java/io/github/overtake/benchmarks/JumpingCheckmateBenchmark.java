package io.github.overtake.benchmarks;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Jumping Chess with {@code multiJump} and {@code checkmate} against plain Jumping Chess: bulk
 * perft from the start position, in milliseconds per run, both rows in one run (the ratio of the
 * two is what issue 24 measures). Every move of the first row passes the king-safety test of R27.
 *
 * <ul>
 *   <li>{@code plain}: {@code jumping}, perft {@link #depth} (4,866,561 nodes at depth 5).
 *   <li>{@code multiJumpCheckmate}: {@code jumping:multiJump=true,checkmate=true}, perft {@link
 *       #depth} (4,680,238 nodes at depth 5).
 * </ul>
 *
 * <p>{@code java -jar benchmarks/target/benchmarks.jar JumpingCheckmateBenchmark} runs both;
 * {@code -p depth=4} gives a quicker run.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 5)
@Fork(1)
public class JumpingCheckmateBenchmark {
  private static final Map<String, String> SPECS =
      Map.of("plain", "jumping", "multiJumpCheckmate", "jumping:multiJump=true,checkmate=true");

  /** The row: a key of {@link #SPECS}. */
  @Param({"plain", "multiJumpCheckmate"})
  public String row;

  /** The perft depth, in plies. */
  @Param({"5"})
  public int depth;

  private Position start;

  /** Resolves the row's start position; the limits leave room for any node of the count. */
  @Setup
  public void setUp() {
    String spec = SPECS.get(row);
    if (spec == null) {
      throw new IllegalStateException("unknown row '" + row + "', known: " + SPECS.keySet());
    }
    start =
        VariantRegistry.load()
            .withLimits(Limits.DEFAULT.withChainStates(100_000_000L))
            .variant(spec)
            .startPosition();
  }

  /** Bulk perft; returns the node count so that the work is kept. */
  @Benchmark
  public long perft() {
    return Perft.count(start, depth);
  }
}

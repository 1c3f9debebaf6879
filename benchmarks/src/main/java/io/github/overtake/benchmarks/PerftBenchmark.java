package io.github.overtake.benchmarks;

import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.UnknownVariantException;
import io.github.overtake.core.VariantRegistry;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft from each variant's start position, with bulk and with full counting.
 *
 * <p>How to read the results: the primary score of {@code bulk} and {@code full} is whole perft
 * runs per second (ops/s). The secondary result {@code :nodes} ({@code PerftBenchmark.bulk:nodes})
 * counts the leaf nodes of those runs, normalised to time the same way, so its score is <b>nodes
 * per second</b>. {@code bulk} takes the size of the last ply's move list; {@code full} makes and
 * unmakes every leaf move.
 *
 * <p>Choose variants and depths with {@code -p variant=chess,jumping -p depth=5}. A variant that is
 * not registered (its module not built yet) fails its own trial with a message saying so; JMH goes
 * on with the other parameters.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class PerftBenchmark {
  /** The variant spec: the orthodox reference and each family's default spec. */
  @Param({
    "chess",
    "checkercapture",
    "jumping",
    "fluidity",
    "checkerschess",
    "checkerschess:board=mobius"
  })
  public String variant;

  /** The perft depth, in plies. */
  @Param({"4"})
  public int depth;

  private Position start;


  /** Resolves the variant and its start position. */
  @Setup(Level.Trial)
  public void setUp() {
    try {
      start = VariantRegistry.load().variant(variant).startPosition();
    } catch (UnknownVariantException e) {
      throw new IllegalStateException(
          "skipping variant '"
              + variant
              + "': it is not registered on the class path (known: "
              + String.join(", ", e.known())
              + "); select variants with -p variant=...",
          e);
    }
  }

  /** Perft with bulk counting; returns the node count so that the work cannot be eliminated. */
  @Benchmark
  public long bulk(Nodes counter) {
    return counter.perft(start, depth);
  }

  /** Perft with full counting (make/unmake of every leaf move). */
  @Benchmark
  public long full(Nodes counter) {
    long n = Perft.countFull(start, depth);
    counter.nodes += n;
    return n;
  }
}

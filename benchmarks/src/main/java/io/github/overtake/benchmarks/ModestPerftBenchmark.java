package io.github.overtake.benchmarks;

import io.github.overtake.core.Position;
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
 * Start-position perft (bulk counting) of every Modest Proposals variant beside orthodox chess in
 * the same run, the nodes per second as the secondary result {@code nodes}:
 * {@code java -jar benchmarks/target/benchmarks.jar ModestPerftBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 2)
@Measurement(iterations = 3, time = 2)
@Fork(1)
public class ModestPerftBenchmark {
  /** The variant id: chess as the reference, then every Modest variant. */
  @Param({
    "chess",
    "modest-assistance", "modest-battery", "modest-beneficiary", "modest-bounty",
    "modest-coalition", "modest-comp", "modest-continuation", "modest-detention",
    "modest-diplomat", "modest-furlough", "modest-gentry", "modest-heroic",
    "modest-hierarchical", "modest-lower-echelon", "modest-mercenary", "modest-multicap",
    "modest-parole", "modest-phantom", "modest-rebate", "modest-redemption", "modest-release",
    "modest-relief", "modest-repatriation", "modest-reprisal", "modest-reserve", "modest-retro",
    "modest-salvo", "modest-sanctuary", "modest-shotgun", "modest-sideswipe", "modest-upgrade",
    "modest-zone"
  })
  public String variant;

  /** The perft depth. */
  @Param({"4"})
  public int depth;

  private Position start;

  /** Creates the benchmark state. */
  public ModestPerftBenchmark() {}


  /** Resolves the start position. */
  @Setup(Level.Trial)
  public void setUp() {
    start = VariantRegistry.load().variant(variant).startPosition();
  }

  /**
   * Perft with bulk counting.
   *
   * @param counter the node counter
   * @return the node count, so that the work cannot be eliminated
   */
  @Benchmark
  public long bulk(Nodes counter) {
    return counter.perft(start, depth);
  }
}

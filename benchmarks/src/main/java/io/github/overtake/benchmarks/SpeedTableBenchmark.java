package io.github.overtake.benchmarks;

import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
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
 * The rows of the speed table in the README: bulk-counting perft of orthodox chess from the start
 * position (depth 6) and from Kiwipete (depth 5), of English draughts (checkers-chess with two
 * checkers armies, depth 11) and of {@code modest-heroic} (depth 5), each as one {@code @Param}
 * value so that all rows come from the same run.
 *
 * <p>How to read the results: the secondary result {@code :nodes} ({@code
 * SpeedTableBenchmark.bulk:nodes}) is in <b>nodes per second</b>. Pick rows with {@code -p
 * row=chess-start-6,draughts-11}; lower depths with {@code -p row=chess-start-5} and so on (the
 * last number of a row is its depth).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 3, time = 10)
@Fork(1)
public class SpeedTableBenchmark {
  /** English draughts as checkers-chess with two checkers armies. */
  public static final String DRAUGHTS =
      "checkerschess:firstType=checkers,firstGoal=reverse,secondType=checkers,secondGoal=reverse";

  /** Kiwipete, the second position of the standard perft suite. */
  public static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

  /** The row: a name ending in {@code -<depth>}. */
  @Param({"chess-start-6", "chess-kiwipete-5", "draughts-11", "modest-heroic-5"})
  public String row;

  private Position start;
  private int depth;


  /** Resolves the row's position and depth. */
  @Setup(Level.Trial)
  public void setUp() {
    int dash = row.lastIndexOf('-');
    depth = Integer.parseInt(row.substring(dash + 1));
    String name = row.substring(0, dash);
    VariantRegistry registry = VariantRegistry.load();
    switch (name) {
      case "chess-start":
        start = registry.variant("chess").startPosition();
        break;
      case "chess-kiwipete":
        start = registry.variant("chess").position(KIWIPETE);
        break;
      case "draughts":
        start = registry.variant(DRAUGHTS).startPosition();
        break;
      default:
        Variant v = registry.variant(name);
        start = v.startPosition();
        break;
    }
  }

  /** Perft with bulk counting; returns the node count so that the work cannot be eliminated. */
  @Benchmark
  public long bulk(Nodes counter) {
    return counter.perft(start, depth);
  }
}

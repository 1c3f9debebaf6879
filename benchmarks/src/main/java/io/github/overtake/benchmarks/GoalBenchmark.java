package io.github.overtake.benchmarks;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.orthodox.ChessRules;
import io.github.overtake.orthodox.KingOfTheHill;
import io.github.overtake.orthodox.LoneVariant;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
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
 * The price of a goal rule: perft (bulk counting) of King of the Hill written on {@code
 * ChessRules.goal} ({@code hook}, the bitboard fast path kept), of the same rule written by
 * overriding {@code generateMoves} ({@code override}, which turns the fast path off), and of
 * chess. The secondary result {@code :nodes} is nodes per second. The hill is orthodox's test
 * fixture {@link KingOfTheHill} (from its test jar), whose perft agrees with Fairy-Stockfish's.
 *
 * <pre>{@code
 * java -jar benchmarks/target/benchmarks.jar GoalBenchmark
 * }</pre>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class GoalBenchmark {
  /** Which rules: {@code chess}, {@code hook} or {@code override}. */
  @Param({"chess", "hook", "override"})
  public String rules;

  /** The start position and depth: the initial position or Kiwipete. */
  @Param({"start:5", "kiwipete:4"})
  public String position;

  private static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

  private Position start;
  private int depth;

  /** Leaf nodes counted: reported as the secondary result {@code nodes}, in nodes per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Nodes {
    /** Leaf nodes counted in this iteration. */
    public long nodes;

    /** Clears the count before each iteration. */
    @Setup(Level.Iteration)
    public void clear() {
      nodes = 0;
    }
  }

  /** Resolves the rules and the position. */
  @Setup(Level.Trial)
  public void setUp() {
    RuleSet set =
        switch (rules) {
          case "chess" -> new ChessRules();
          case "hook" -> new KingOfTheHill.Rules();
          case "override" -> new HillByOverride();
          default -> throw new IllegalArgumentException("rules: chess, hook or override");
        };
    String[] p = position.split(":", -1);
    depth = Integer.parseInt(p[1]);
    var variant = LoneVariant.of(set);
    start = p[0].equals("kiwipete") ? variant.position(KIWIPETE) : variant.startPosition();
  }

  /** Perft with bulk counting; returns the node count so that the work cannot be eliminated. */
  @Benchmark
  public long perft(Nodes counter) {
    long n = Perft.count(start, depth);
    counter.nodes += n;
    return n;
  }

  /** King of the Hill as written before the hook: generation and outcome overridden. */
  @Immutable
  static final class HillByOverride extends ChessRules {
    @Override
    public String id() {
      return "hill-override";
    }

    @Override
    public String description() {
      return "King of the Hill by overriding generateMoves";
    }

    @Override
    public void generateMoves(MutablePosition p, MoveBuffer out) {
      if (!KingOfTheHill.hill(p).isOver()) {
        super.generateMoves(p, out);
      }
    }

    @Override
    public Outcome outcome(MutablePosition p, int legalMoves) {
      Outcome o = KingOfTheHill.hill(p);
      return o.isOver() ? o : super.outcome(p, legalMoves);
    }
  }
}

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
 * The game loop as an application runs it, one ply an operation: {@code legalMoves()}, {@code
 * outcome()}, then {@code play(move)} of a random legal move, on the immutable {@link Position}.
 * Random games from a fixed seed; a game that ends (or reaches {@link #MAX_PLIES}) starts again
 * from a freshly loaded start position. The score is <b>plies per second</b>.
 *
 * <p>Run {@code -prof gc} for the bytes allocated per ply ({@code gc.alloc.rate.norm}). Pick rows
 * with {@code -p variant=chess,draughts}; any variant spec works.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class GameLoopBenchmark {
  /** Games longer than this start again (FIDE's 75-move rule ends most chess games before). */
  public static final int MAX_PLIES = 400;

  /** The seed of the random games. */
  public static final long SEED = 20_251_127L;

  /** The variant spec; the aliases {@code draughts} and {@code checkers-chess} stand for specs. */
  @Param({
    "chess",
    "checkercapture",
    "jumping",
    "fluidity",
    "checkerschess",
    "checkers-chess",
    "draughts",
    "modest-heroic",
    "modest-coalition",
    "modest-reserve"
  })
  public String variant;

  private RandomGames games;

  /** Resolves the variant and starts the first game. */
  @Setup(Level.Trial)
  public void setUp() {
    String spec = "draughts".equals(variant) ? SpeedTableBenchmark.DRAUGHTS : variant;
    games = new RandomGames(VariantRegistry.load().variant(spec));
  }

  /**
   * One ply of the loop: the legal moves, the outcome, and a random move played (or a new game
   * started when this one is over).
   *
   * @return the position reached, so that the work is kept
   */
  @Benchmark
  public Position ply() {
    return games.ply();
  }
}

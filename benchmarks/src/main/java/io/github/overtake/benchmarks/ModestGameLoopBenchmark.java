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
 * {@link GameLoopBenchmark}'s game loop over chess and all thirty-two Modest variants, so that each
 * Modest variant's loop can be compared with chess's in the same run: one ply an operation ({@code
 * legalMoves()}, {@code outcome()}, {@code play(move)} of a random legal move), random games from
 * {@link GameLoopBenchmark#SEED}, a game restarting when it ends or reaches {@link
 * GameLoopBenchmark#MAX_PLIES}. The score is <b>plies per second</b>; run {@code -prof gc} for the
 * bytes per ply.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class ModestGameLoopBenchmark {
  /** The variant: chess, the reference, then every Modest variant. */
  @Param({
    "chess",
    "modest-assistance",
    "modest-battery",
    "modest-beneficiary",
    "modest-bounty",
    "modest-coalition",
    "modest-comp",
    "modest-continuation",
    "modest-detention",
    "modest-diplomat",
    "modest-furlough",
    "modest-gentry",
    "modest-heroic",
    "modest-hierarchical",
    "modest-lower-echelon",
    "modest-mercenary",
    "modest-multicap",
    "modest-parole",
    "modest-phantom",
    "modest-rebate",
    "modest-redemption",
    "modest-release",
    "modest-relief",
    "modest-repatriation",
    "modest-reprisal",
    "modest-reserve",
    "modest-retro",
    "modest-salvo",
    "modest-sanctuary",
    "modest-shotgun",
    "modest-sideswipe",
    "modest-upgrade",
    "modest-zone"
  })
  public String variant;

  private RandomGames games;

  /** Resolves the variant and starts the first game. */
  @Setup(Level.Trial)
  public void setUp() {
    games = new RandomGames(VariantRegistry.load().variant(variant));
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

package io.github.overtake.benchmarks;

import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
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
 * One Fluidity move checked and played as a server does, round robin over the legal moves of a
 * position, by both paths in one run: {@code single} reads the text on a freshly loaded position
 * ({@code play(String)}: the origin's man alone, {@code RuleSet.generateCandidates}) and judges
 * the outcome by the existence query; {@code listing} does what core did before Fluidity offered
 * the single-move check, listing every legal move before reading the text and again for the
 * outcome. Nanoseconds per move.
 *
 * <ul>
 *   <li>{@code start}: the setup, 47 moves;
 *   <li>{@code middle}: a crowded middle game with castling rights.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class FluidityCheckBenchmark {
  private static final Map<String, String> CASES =
      Map.of(
          "start", "",
          "middle", "r1b1k2r/2n2q2/1n3b2/8/3QR3/2N1B3/5N2/R3K1B1 w Qkq - 0 1");

  /** The position: a key of the cases above. */
  @Param({"start", "middle"})
  public String position;

  /** The path: {@code single} (the origin's man alone) or {@code listing} (every move first). */
  @Param({"single", "listing"})
  public String path;

  private Variant variant;
  private String fen;
  private String[] texts;
  private boolean listing;
  private int next;
  private long loaded; // keeps the listings, and the positions that main loads alone

  /** Lists the case's legal moves once. */
  @Setup
  public void setUp() {
    variant = VariantRegistry.load().variant("fluidity");
    String f = CASES.get(position);
    if (f == null || !List.of("single", "listing").contains(path)) {
      throw new IllegalStateException("unknown case '" + position + "' or path '" + path + "'");
    }
    fen = f.isEmpty() ? variant.startPosition().text() : f;
    texts = variant.position(fen).legalMoves().stream().map(Move::text).toArray(String[]::new);
    listing = path.equals("listing");
  }

  /**
   * Loads the position, plays the next legal move's text and judges the outcome.
   *
   * @return the outcome, so that the work is kept
   */
  @Benchmark
  public Outcome checkAndPlay() {
    String t = texts[next];
    next = next + 1 == texts.length ? 0 : next + 1;
    Position p = variant.position(fen);
    if (listing) {
      loaded += p.legalMoves().size();
    }
    Position after = p.play(t);
    if (listing) {
      loaded += after.legalMoves().size();
    }
    return after.outcome();
  }

  /**
   * Times every legal move of each case alone by both paths, warm and interleaved (the fastest of
   * three timings per move, to keep other processes' noise out, and the best of 30 rounds after
   * 30 of warm-up), beside loading the position alone, and prints the means in microseconds and
   * the ratio of the two paths with and without the load.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    for (String name : List.of("start", "middle")) {
      FluidityCheckBenchmark[] paths = new FluidityCheckBenchmark[2];
      for (int k = 0; k < 2; k++) {
        paths[k] = new FluidityCheckBenchmark();
        paths[k].position = name;
        paths[k].path = k == 0 ? "single" : "listing";
        paths[k].setUp();
      }
      int n = paths[0].texts.length;
      double[] mean = new double[3];
      for (int round = 0; round < 60; round++) {
        for (int k = 0; k < 3; k++) {
          FluidityCheckBenchmark b = paths[k % 2];
          double m = ServerCase.meanMillis(ServerCase.fastestOfThree(n, k == 2
              ? i -> b.loaded += b.variant.position(b.fen).text().length()
              : i -> b.checkAndPlay()));
          mean[k] = round < 30 ? m : Math.min(mean[k], m);
        }
      }
      System.out.printf(
          "%s: %d moves, single %.2f us, listing %.2f us a move (listing / single %.2f);"
              + " loading alone %.2f us (without it %.2f)%n",
          name, n, mean[0] * 1e3, mean[1] * 1e3, mean[1] / mean[0], mean[2] * 1e3,
          (mean[1] - mean[2]) / (mean[0] - mean[2]));
    }
  }
}

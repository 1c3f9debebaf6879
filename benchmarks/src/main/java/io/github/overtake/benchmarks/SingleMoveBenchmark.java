package io.github.overtake.benchmarks;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.Arrays;
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
 * One move checked as a server checks it ({@link MoveValidator#validate}: the position loaded, the
 * move checked and played, the outcome judged) under the default {@link Limits}, round robin over
 * every legal move of a case; microseconds per move. Its {@link #main} times each move alone,
 * warm, and prints the worst, the 99th percentile and the mean (the figures SECURITY.md quotes).
 *
 * <ul>
 *   <li>{@code jumpingIssue24}: issue 24's Jumping Chess position ({@code doubleKnights,
 *       multiJump}), 36,660 legal moves (the default limits list them since the budget was
 *       calibrated; tighter limits refuse the listing and still validate each move).
 *   <li>{@code checkercaptureRoutes}: the checker-capture position of issue 24 item 5.
 *   <li>{@code checkerschessFlying}: three flying kings of an obliged checkers army before 25
 *       men on a 12 x 12 board, 4,236 capture moves with many routes each.
 *   <li>{@code checkerschessAnnulus}: a flying king of an obliged checkers army before 30 men
 *       on a 10 x 10 annulus, 689 capture moves, 79 of which print their captures (routes on
 *       such boards are checked by following the text's route, {@code ExplicitRoute}).
 *   <li>{@code checkerschessMobius}: three flying kings before 30 men on a 12 x 12 Möbius strip,
 *       74,427 capture moves of up to 25 captures, whose listing the default limits refuse (seconds
 *       to list with raised ones); {@link #main} times 2,000 of them, spread evenly.
 *   <li>{@code chessStart}: FIDE chess, which checks a coordinate move from its origin's man on
 *       its bitboards (a king's move, castling included, from the king and rooks alone).
 *   <li>{@code chessKiwipete}: FIDE chess's "Kiwipete" perft position, 48 moves, both castlings
 *       legal.
 *   <li>{@code fluidityStart}: Fluidity, which checks a move from its origin's man alone
 *       ({@link FluidityCheckBenchmark} compares that with the listing).
 *   <li>{@code modestStart}, {@code modestHeroic}, {@code modestComp}: Modest variants (a queue,
 *       FIDE-like on the bitboards, a pool), which write only the turns a text can name ({@link
 *       ModestSingleMoveBenchmark} compares that with the listing in one run).
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SingleMoveBenchmark {
  private static final Limits LISTING = ServerCase.LISTING;

  private static final Map<String, String[]> CASES =
      Map.of(
          "jumpingIssue24",
          ServerCase.JUMPING_ISSUE_24,
          "checkercaptureRoutes",
          ServerCase.CHECKERCAPTURE_ROUTES,
          "checkerschessFlying",
          new String[] {
            "checkerschess:firstType=checkers,secondType=checkers,flyingKings=true,"
                + "firstGoal=reverse,secondGoal=reverse,width=12,height=12",
            "12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/"
                + "C4C5C w - - 0 1"
          },
          "chessStart",
          new String[] {"chess", ""},
          "chessKiwipete",
          new String[] {"chess", SpeedTableBenchmark.KIWIPETE},
          "fluidityStart",
          new String[] {"fluidity", ""},
          "modestStart",
          new String[] {"modest-repatriation", ""},
          "modestHeroic",
          new String[] {"modest-heroic", ""},
          "modestComp",
          new String[] {"modest-comp", ""});

  /** Checkers-chess on boards whose moves may print their captures. */
  private static final Map<String, String[]> PRINTING =
      Map.of(
          "checkerschessAnnulus",
          new String[] {
            "checkerschess:firstType=checkers,secondType=checkers,flyingKings=true,"
                + "firstGoal=reverse,secondGoal=reverse,board=annulus,width=10,height=10",
            "9c/2m3m1m1/9m/2m3m3/1m7m/2m7/5m1m1m/10/1m5m2/C9 w - - 0 1"
          },
          "checkerschessMobius",
          new String[] {
            "checkerschess:firstType=checkers,secondType=checkers,flyingKings=true,"
                + "firstGoal=reverse,secondGoal=reverse,board=mobius,width=12,height=12",
            "12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/"
                + "C4C5C w - - 0 1"
          });

  private static Map<String, String[]> cases(String name) {
    return PRINTING.containsKey(name) ? PRINTING : CASES;
  }

  /** The most moves of a case {@link #main} times, spread evenly over its moves. */
  private static final int MOST_TIMED = 2_000;

  /** The case: a key of the cases above. */
  @Param({
    "jumpingIssue24",
    "checkercaptureRoutes",
    "checkerschessFlying",
    "checkerschessAnnulus",
    "checkerschessMobius",
    "chessStart",
    "chessKiwipete",
    "fluidityStart",
    "modestStart",
    "modestHeroic",
    "modestComp"
  })
  public String position;

  private VariantRegistry registry;
  private String spec;
  private String fen;
  private String[] texts;
  private int next;

  /** Lists the case's legal moves once, with raised limits. */
  @Setup
  public void setUp() {
    ServerCase c = ServerCase.of(cases(position), position);
    registry = c.registry();
    spec = c.spec();
    fen = c.fen();
    Variant v = registry.variant(spec);
    List<Move> legal = v.withLimits(LISTING).position(fen).legalMoves();
    texts = legal.stream().map(Move::text).toArray(String[]::new);
  }

  /** Validates the next legal move of the case, as a server would, under the default limits. */
  @Benchmark
  public ValidationResult validateOneMove() {
    String t = texts[next];
    next = next + 1 == texts.length ? 0 : next + 1;
    ValidationResult r = MoveValidator.validate(registry, spec, fen, List.of(t));
    if (!r.isValid()) {
      throw new IllegalStateException(t + ": " + r);
    }
    return r;
  }

  /**
   * Times every legal move of each case alone, warm (two passes first, then the fastest of three
   * timings per move, to keep other processes' noise out), and prints the worst, the 99th
   * percentile and the mean in milliseconds, beside the fastest of three full listings of the
   * case's moves (the work a check by listing would do for every move).
   *
   * @param args case names, or none for all
   */
  public static void main(String[] args) {
    List<String> names = new java.util.ArrayList<>(CASES.keySet());
    names.addAll(PRINTING.keySet());
    if (args.length > 0) {
      names = List.of(args);
    }
    for (String name : names) {
      SingleMoveBenchmark b = new SingleMoveBenchmark();
      b.position = name;
      b.setUp();
      int all = b.texts.length;
      if (all > MOST_TIMED) {
        String[] sample = new String[MOST_TIMED];
        for (int i = 0; i < MOST_TIMED; i++) {
          sample[i] = b.texts[(int) ((long) i * all / MOST_TIMED)];
        }
        b.texts = sample;
      }
      int n = b.texts.length;
      for (int pass = 0; pass < 2; pass++) {
        for (int i = 0; i < n; i++) {
          b.validateOneMove();
        }
      }
      long[] best = ServerCase.fastestOfThree(n, i -> b.validateOneMove());
      long[] sorted = best.clone();
      Arrays.sort(sorted);
      int worst = ServerCase.worst(best);
      long listing = Long.MAX_VALUE;
      Variant listed = b.registry.variant(b.spec).withLimits(LISTING);
      for (int rep = 0; rep < 3; rep++) {
        long t0 = System.nanoTime();
        if (listed.position(b.fen).legalMoves().size() != all) {
          throw new IllegalStateException("listing changed");
        }
        listing = Math.min(listing, System.nanoTime() - t0);
      }
      System.out.printf(
          "%s: %d moves (%d timed), worst %.2f ms (%s), p99 %.2f ms, mean %.3f ms; one listing"
              + " %.2f ms%n",
          name, all, n, sorted[n - 1] / 1e6, b.texts[worst], sorted[(int) (n * 0.99)] / 1e6,
          ServerCase.meanMillis(best), listing / 1e6);
    }
  }
}

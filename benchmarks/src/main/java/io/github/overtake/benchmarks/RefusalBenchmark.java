package io.github.overtake.benchmarks;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Position;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.geometry.Geometry;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
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
 * One refused move as a server meets it ({@link MoveValidator#validate}: the position loaded, the
 * move checked, refused and explained) under the default {@link Limits}, round robin over refused
 * texts of a case; microseconds per refusal. The texts are every origin-destination pair of the
 * side to move's men that no legal move joins (quiet moves a man cannot make, blocked paths,
 * moves the duties or king safety forbid), with a few from empty squares and enemy men. Its
 * {@link #main} times each refusal alone, warm, and prints the worst and the mean (SECURITY.md's
 * refusal-path figures).
 *
 * <ul>
 *   <li>{@code jumpingIssue24}: issue 24's Jumping Chess position ({@code doubleKnights,
 *       multiJump}), 36,660 legal moves (seconds to list).
 *   <li>{@code checkercaptureRoutes}: the checker-capture position of issue 24 item 5.
 *   <li>{@code chessStart}: FIDE chess.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class RefusalBenchmark {
  private static final Limits LISTING = ServerCase.LISTING;

  private static final Map<String, String[]> CASES =
      Map.of(
          "jumpingIssue24",
          ServerCase.JUMPING_ISSUE_24,
          "checkercaptureRoutes",
          ServerCase.CHECKERCAPTURE_ROUTES,
          "chessStart",
          new String[] {"chess", ""});

  /** The case: a key of the cases above. */
  @Param({"jumpingIssue24", "checkercaptureRoutes", "chessStart"})
  public String position;

  /** How many refused texts to cycle through, spread evenly over all of them; 0 for all. */
  @Param({"64"})
  public int sample;

  private VariantRegistry registry;
  private String spec;
  private String fen;
  private String[] texts;
  private int next;

  /** Finds the case's refused texts from one listing of its legal moves, with raised limits. */
  @Setup
  public void setUp() {
    ServerCase c = ServerCase.of(CASES, position);
    registry = c.registry();
    spec = c.spec();
    fen = c.fen();
    Variant v = registry.variant(spec);
    Position p = v.withLimits(LISTING).position(fen);
    Set<String> joined = new HashSet<>();
    for (Move m : p.legalMoves()) {
      if (m.from().isPresent() && m.to().isPresent()) {
        joined.add(m.from().get().name() + m.to().get().name());
      }
    }
    Geometry g = v.geometry();
    List<String> all = new ArrayList<>();
    for (int from = 0; from < g.squareCount(); from++) {
      var piece = p.board().pieceAt(g.name(from));
      boolean own = piece.isPresent() && piece.get().side() == p.sideToMove();
      for (int to = 0; to < g.squareCount(); to++) {
        String t = g.name(from) + g.name(to);
        if (from != to && (own ? !joined.contains(t) : to % 17 == 0)) {
          all.add(t);
        }
      }
    }
    if (sample <= 0 || sample >= all.size()) {
      texts = all.toArray(String[]::new);
    } else {
      texts = new String[sample];
      for (int i = 0; i < sample; i++) {
        texts[i] = all.get((int) ((long) i * all.size() / sample));
      }
    }
  }

  /** Validates the next refused text of the case, as a server would, under the default limits. */
  @Benchmark
  public ValidationResult refuseOneMove() {
    String t = texts[next];
    next = next + 1 == texts.length ? 0 : next + 1;
    ValidationResult r = MoveValidator.validate(registry, spec, fen, List.of(t));
    if (r.isValid() || r.reason().isEmpty()) {
      throw new IllegalStateException(t + " not refused as illegal: " + r);
    }
    return r;
  }

  /**
   * Times refused texts of each case alone, warm (one pass first, then the fastest of three
   * timings per text), and prints the worst and the mean in milliseconds, with the reasons met.
   *
   * @param args a sample size (0 for every refused text), then case names, or none for all
   */
  public static void main(String[] args) {
    int sample = args.length == 0 ? 0 : Integer.parseInt(args[0]);
    List<String> names =
        args.length < 2 ? List.copyOf(CASES.keySet()) : List.of(args).subList(1, args.length);
    for (String name : names) {
      RefusalBenchmark b = new RefusalBenchmark();
      b.position = name;
      b.sample = sample;
      b.setUp();
      int n = b.texts.length;
      Map<String, Integer> reasons = new java.util.TreeMap<>();
      for (int i = 0; i < n; i++) {
        reasons.merge(b.refuseOneMove().reason().orElseThrow().name(), 1, Integer::sum);
      }
      long[] best = ServerCase.fastestOfThree(n, i -> b.refuseOneMove());
      int worst = ServerCase.worst(best);
      System.out.printf(
          "%s: %d refusals, worst %.2f ms (%s), mean %.3f ms, reasons %s%n",
          name, n, best[worst] / 1e6, b.texts[worst], ServerCase.meanMillis(best), reasons);
    }
  }
}

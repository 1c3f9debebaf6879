package io.github.overtake.benchmarks;

import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.ValidationResult;
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
 * {@link MoveValidator#validate(String, String, List)} on the requests a server typically gets: a
 * position text (or none, for the start) and one move text or a few. The score is <b>calls per
 * second</b>. Pick cases with {@code -p request=chess-san,jumping}.
 *
 * <ul>
 *   <li>{@code chess-san}: Kiwipete and one SAN capture;
 *   <li>{@code chess-canonical}: Kiwipete and one move in canonical text;
 *   <li>{@code chess-castling}, {@code chess-castling-canonical}: Kiwipete and {@code O-O}, or
 *       {@code e1g1};
 *   <li>{@code chess960-castling}: a Chess960 middlegame and the king taking its own rook ({@code
 *       c1f1}, {@code O-O});
 *   <li>{@code chess-opening}: the start position and three SAN moves;
 *   <li>{@code chess-illegal}: the start position and an illegal SAN move (the error path);
 *   <li>{@code checkercapture}: a capture chain in canonical text;
 *   <li>{@code jumping}, {@code fluidity}, {@code draughts}, {@code checkers-chess}, {@code
 *       modest-heroic}: one or two moves of the start position.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 3)
@Measurement(iterations = 5, time = 3)
@Fork(1)
public class ValidateBenchmark {
  /** A Chess960 middlegame: king c1, rooks b1 and f1, both castlings legal. */
  private static final String CHESS960_MIDGAME =
      "1rk2r2/pppqbppp/2np1n2/4p3/4P3/2NP1N2/PPPQBPPP/1RK2R2 w KQkq - 0 1";

  /** Each case: spec, position text (empty for the start position), the moves. */
  private static final Map<String, String[]> CASES =
      Map.ofEntries(
          Map.entry("chess-san", new String[] {"chess", SpeedTableBenchmark.KIWIPETE, "Qxf6"}),
          Map.entry(
              "chess-canonical", new String[] {"chess", SpeedTableBenchmark.KIWIPETE, "e2xa6"}),
          Map.entry("chess-castling", new String[] {"chess", SpeedTableBenchmark.KIWIPETE, "O-O"}),
          Map.entry(
              "chess-castling-canonical",
              new String[] {"chess", SpeedTableBenchmark.KIWIPETE, "e1g1"}),
          Map.entry("chess960-castling", new String[] {"chess960", CHESS960_MIDGAME, "c1f1"}),
          Map.entry("chess-opening", new String[] {"chess", "", "e4", "c5", "Nf3"}),
          Map.entry("chess-illegal", new String[] {"chess", "", "e5"}),
          Map.entry(
              "checkercapture",
              new String[] {
                "checkercapture", "4k3/8/3p1p2/8/1p1p4/2N5/8/4K3 w - - 0 1", "c3xe5xg7"
              }),
          Map.entry("jumping", new String[] {"jumping", "", "d3d5", "d8d6"}),
          Map.entry("fluidity", new String[] {"fluidity", "", "a1a2", "d8d4"}),
          Map.entry("draughts", new String[] {SpeedTableBenchmark.DRAUGHTS, "", "c3d4", "f6e5"}),
          Map.entry("checkers-chess", new String[] {"checkers-chess", "", "c3d4", "e7e5"}),
          Map.entry("modest-heroic", new String[] {"modest-heroic", "", "e2e4"}));

  /** The request: a key of the case table. */
  @Param({
    "chess-san",
    "chess-canonical",
    "chess-castling",
    "chess-castling-canonical",
    "chess960-castling",
    "chess-opening",
    "chess-illegal",
    "checkercapture",
    "jumping",
    "fluidity",
    "draughts",
    "checkers-chess",
    "modest-heroic"
  })
  public String request;

  private String spec;
  private String position;
  private List<String> moves;

  /** Resolves the case and checks that it validates as expected (only the illegal one fails). */
  @Setup
  public void setUp() {
    String[] c = CASES.get(request);
    if (c == null) {
      throw new IllegalStateException("unknown request '" + request + "', known: " + CASES.keySet());
    }
    spec = c[0];
    position = c[1].isEmpty() ? null : c[1];
    moves = List.copyOf(Arrays.asList(c).subList(2, c.length));
    ValidationResult r = validate();
    if (r.isValid() == request.endsWith("illegal")) {
      throw new IllegalStateException("request '" + request + "' validates unexpectedly: " + r);
    }
  }

  /**
   * One validation call.
   *
   * @return the result, so that the work is kept
   */
  @Benchmark
  public ValidationResult validate() {
    return MoveValidator.validate(spec, position, moves);
  }
}

package io.github.overtake.benchmarks;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.UnknownVariantException;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
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
 * Capture-chain-heavy positions of every chain family, and the worst case found: the time of one
 * bulk perft (ms per run) and of one {@code legalMoves()} of a fresh position (the work of one
 * {@code MoveValidator.validate}). Choose cases with {@code -p position=jumpingIssue}.
 *
 * <ul>
 *   <li>{@code jumpingIssue}: the Jumping Chess position of issue 10, {@code multiJump} and {@code
 *       doubleKnights}, perft 2 (66,162 nodes).
 *   <li>{@code jumpingCheckmateStart}: {@code multiJump,checkmate} start position, perft 4.
 *   <li>{@code checkercaptureLattice}: a queen hopping through a lattice of pawns, perft 2.
 *   <li>{@code checkersMen}: checkers men facing a lattice of pawns (checkers-chess), perft 2.
 *   <li>{@code flying26}: a flying checkers king on 26x26 facing 36 pawns four squares apart,
 *       perft 1 (229,020 legal moves).
 *   <li>The worst shapes of the budget survey ({@link ShapeSurvey}), timed under the default
 *       limits by {@link #defaultLimits}: {@code jumpingPlay} (a Jumping position of play with
 *       36,660 moves, 58,252 routes), {@code checkercaptureHeaviest} (24,963 moves), {@code
 *       annulusMen10x26} (40,950 moves), {@code mobiusKing4x26} (flying king, refused), {@code
 *       mobiusKing6x26} (refused). Time the refused ones with {@code defaultLimits} only (for example
 *       {@code ChainBenchmark.defaultLimits -p position=mobiusKing4x26}): with the raised limits of
 *       the other benchmarks their listing grows past any heap.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ChainBenchmark {
  private static final Limits MEASURED =
      Limits.DEFAULT.withMoves(2_000_000).withMoveOps(200_000_000).withChainStates(200_000_000L);

  private static final Map<String, String[]> CASES =
      Map.ofEntries(
          Map.entry(
              "jumpingIssue",
              new String[] {
                "jumping:multiJump=true,doubleKnights=true",
                "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/1q5p2/3P3P2/1P4P1P1/2P1PP4/1RNBQKBNR1/10 w KQkq - 1 6",
                "2"
              }),
          Map.entry(
              "jumpingCheckmateStart",
              new String[] {"jumping:multiJump=true,checkmate=true", "", "4"}),
          Map.entry(
              "checkercaptureLattice",
              new String[] {"checkercapture", "7k/1p1p1p2/8/1p1p1p2/8/1p1p1p2/Q7/7K w - - 0 1", "2"}),
          Map.entry(
              "checkersMen",
              new String[] {"checkerschess", "7k/8/1p1p1p2/8/1p1p1p2/8/1p1p1p2/M1M1M3 w - - 0 1", "2"}),
          Map.entry(
              "flying26",
              new String[] {
                "checkerschess:width=26,height=26,flyingKings=true",
                "25k/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/C25 w - - 0 1",
                "1"
              }),
          Map.entry(
              "jumpingPlay",
              new String[] {
                "jumping:doubleKnights=true,multiJump=true",
                "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6",
                "1"
              }),
          Map.entry(
              "checkercaptureHeaviest",
              new String[] {
                "checkercapture", "k6K/8/1nnnnn2/1n1n1n2/1nnnnn2/1nQn1n2/1nnnnn2/8 w - - 0 1", "1"
              }),
          Map.entry(
              "annulusMen10x26",
              new String[] {
                "checkerschess:firstType=checkers,secondType=checkers,board=annulus,width=10,"
                    + "height=26,flyingKings=false",
                ShapeSurvey.lattice(10, 26, 'm', 2, 'M', true),
                "1"
              }),
          Map.entry(
              "mobiusKing4x26",
              new String[] {
                "checkerschess:firstType=checkers,secondType=checkers,board=mobius,width=4,"
                    + "height=26,flyingKings=true",
                ShapeSurvey.lattice(4, 26, 'm', 2, 'C', false),
                "1"
              }),
          Map.entry(
              "mobiusKing6x26",
              new String[] {
                "checkerschess:firstType=checkers,secondType=checkers,board=mobius,width=6,"
                    + "height=26,flyingKings=false",
                ShapeSurvey.lattice(6, 26, 'm', 2, 'C', false),
                "1"
              }),
          Map.entry(
              "annulusMen4x23",
              new String[] {
                "checkerschess:firstType=checkers,secondType=checkers,board=annulus,width=4,"
                    + "height=23,flyingKings=false",
                ShapeSurvey.lattice(4, 23, 'm', 2, 'C', false),
                "1"
              }),
          Map.entry(
              "jumpingHeaviestPlay",
              new String[] {
                "jumping:multiJump=true",
                "7q2/1r1b1k1nr1/1p1n2pb2/2p7/4pp1pp1/3p6/6P3/10/4QK2R1/10 w Kkq - 0 18",
                "1"
              }));

  /** The case: a key of {@link #CASES}. */
  @Param({
    "jumpingIssue",
    "jumpingCheckmateStart",
    "checkercaptureLattice",
    "checkersMen",
    "flying26",
    "jumpingPlay",
    "checkercaptureHeaviest",
    "annulusMen10x26",
    "mobiusKing4x26",
    "mobiusKing6x26",
    "annulusMen4x23",
    "jumpingHeaviestPlay"
  })
  public String position;

  private Position start;
  private Variant defaults;
  private int depth;
  private String variant;
  private Variant rules;
  private String text;

  /** Resolves the case. */
  @Setup
  public void setUp() {
    String[] c = CASES.get(position);
    if (c == null) {
      throw new IllegalStateException("unknown case '" + position + "', known: " + CASES.keySet());
    }
    variant = c[0];
    depth = Integer.parseInt(c[2]);
    try {
      // limits raised far past the defaults, which refuse flying26 (229,020 moves) at once
      rules = VariantRegistry.load().withLimits(MEASURED).variant(variant);
      start = c[1].isEmpty() ? rules.startPosition() : rules.position(c[1]);
      text = start.text();
      defaults = VariantRegistry.load().variant(variant);
    } catch (UnknownVariantException e) {
      throw new IllegalStateException("variant '" + variant + "' is not on the class path", e);
    }
  }

  /** Bulk perft of the case; returns the node count so that the work is kept. */
  @Benchmark
  public long perft() {
    return Perft.count(start, depth);
  }

  /**
   * The legal moves of a freshly loaded position under the default limits: the time to answer, or
   * to refuse with the work limit (then -1).
   */
  @Benchmark
  public int defaultLimits() {
    try {
      return defaults.position(text).legalMoves().size();
    } catch (io.github.overtake.core.WorkLimitException e) {
      return -1;
    }
  }

  /** The legal moves of a freshly loaded position (what one validation computes). */
  @Benchmark
  public int legalMoves() {
    return rules.position(text).legalMoves().size();
  }
}

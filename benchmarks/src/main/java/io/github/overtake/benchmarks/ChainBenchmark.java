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
 *   <li>{@code flying26}: the worst case found: a flying checkers king on 26x26 facing 36 pawns
 *       four squares apart, perft 1 (229,020 legal moves).
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
      Map.of(
          "jumpingIssue",
          new String[] {
            "jumping:multiJump=true,doubleKnights=true",
            "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/1q5p2/3P3P2/1P4P1P1/2P1PP4/1RNBQKBNR1/10 w KQkq - 1 6",
            "2"
          },
          "jumpingCheckmateStart",
          new String[] {"jumping:multiJump=true,checkmate=true", "", "4"},
          "checkercaptureLattice",
          new String[] {"checkercapture", "7k/1p1p1p2/8/1p1p1p2/8/1p1p1p2/Q7/7K w - - 0 1", "2"},
          "checkersMen",
          new String[] {"checkerschess", "7k/8/1p1p1p2/8/1p1p1p2/8/1p1p1p2/M1M1M3 w - - 0 1", "2"},
          "flying26",
          new String[] {
            "checkerschess:width=26,height=26,flyingKings=true",
            "25k/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/26/26/2p3p3p3p3p3p3/26/C25 w - - 0 1",
            "1"
          });

  /** The case: a key of {@link #CASES}. */
  @Param({
    "jumpingIssue",
    "jumpingCheckmateStart",
    "checkercaptureLattice",
    "checkersMen",
    "flying26"
  })
  public String position;

  private Position start;
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
    } catch (UnknownVariantException e) {
      throw new IllegalStateException("variant '" + variant + "' is not on the class path", e);
    }
  }

  /** Bulk perft of the case; returns the node count so that the work is kept. */
  @Benchmark
  public long perft() {
    return Perft.count(start, depth);
  }

  /** The legal moves of a freshly loaded position (what one validation computes). */
  @Benchmark
  public int legalMoves() {
    return rules.position(text).legalMoves().size();
  }
}

package io.github.overtake.benchmarks;

import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import java.util.List;
import java.util.Random;
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
 * One move of a Modest variant checked the two ways in one run, so that their ratio is measured
 * under the same load: {@code single} reads the text on a fresh position (the rule set writes only
 * the turns the text can name, {@code generateCandidates}); {@code listing} lists every legal turn
 * first, as every check did before. Round robin over every legal move of a middle-game position
 * (24 plies of seeded random play from the start); microseconds per move.
 *
 * <ul>
 *   <li>{@code modest-heroic}: FIDE-like, on the bitboards (only the origin's man is generated);
 *   <li>{@code modest-relief}: FIDE's threats, the general path with the pin shortcut;
 *   <li>{@code modest-comp}: a pool from the start, drops;
 *   <li>{@code modest-repatriation}: a queue of men waiting to re-enter;
 *   <li>{@code modest-coalition}: the variant's own threat test (only the men of the king's wing
 *       threaten it), with the pin shortcut.
 * </ul>
 *
 * <p>{@link #exists} times the outcome's question alone (is there a legal turn?) asked both ways.
 * {@link #ruleSet} times the rule set's work alone ({@code generateCandidates} for the move's
 * own request, or {@code generateMoves}); {@link #check} parses the text on a freshly loaded
 * position ({@code Position.parseMove}); {@link #serve} also plays it and judges the outcome, as
 * {@code MoveValidator} does (the outcome asks only whether the next position has a legal turn,
 * {@code RuleSet.hasLegalMove}); {@link #serveListedOutcome} judges it from the full listing
 * instead, as before.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class ModestSingleMoveBenchmark {
  /** The variant's id. */
  @Param({
    "modest-heroic",
    "modest-relief",
    "modest-comp",
    "modest-repatriation",
    "modest-coalition"
  })
  public String variant;

  /** How the move is checked: {@code single} or {@code listing}. */
  @Param({"single", "listing"})
  public String path;

  private Variant v;
  private String fen;
  private String[] texts;
  private boolean listing;
  private int next;
  private RuleSet rules;
  private MutablePosition work;
  private MoveRequest[] requests;
  private final MoveBuffer buffer = new MoveBuffer();

  /** Plays the seeded opening and lists the position's legal moves once. */
  @Setup
  public void setUp() {
    v = VariantRegistry.load().variant(variant).withLimits(ServerCase.LISTING);
    Random rnd = new Random(24);
    Position p = v.startPosition();
    for (int i = 0; i < 24 && !p.isGameOver(); i++) {
      List<Move> legal = p.legalMoves();
      p = p.play(legal.get(rnd.nextInt(legal.size())));
    }
    fen = p.text();
    texts = p.legalMoves().stream().map(Move::text).toArray(String[]::new);
    if (!path.equals("single") && !path.equals("listing")) {
      throw new IllegalStateException("unknown path '" + path + "'");
    }
    listing = path.equals("listing");
    rules = v.rules();
    work = p.toMutable();
    MoveBuffer all = new MoveBuffer();
    rules.generateMoves(work, all);
    requests = new MoveRequest[all.size()];
    for (int i = 0; i < requests.length; i++) {
      requests[i] = MoveText.request(all.opsOf(i), all.flags(i)).asExact();
    }
  }

  /**
   * The rule set's work alone for the next legal move: the turns its request can name ({@code
   * single}) or every legal turn ({@code listing}), written into a reused buffer.
   *
   * @return the number of turns written, so that the work is kept
   */
  @Benchmark
  public int ruleSet() {
    MoveRequest r = requests[next];
    next = next + 1 == requests.length ? 0 : next + 1;
    buffer.clear();
    if (listing) {
      rules.generateMoves(work, buffer);
    } else if (!rules.generateCandidates(work, r, buffer)) {
      throw new IllegalStateException("declined " + r);
    }
    return buffer.size();
  }

  /**
   * The rule set's answer to whether the position has a legal turn, as the outcome asks it: the
   * existence query ({@code single}: {@code hasLegalMove}, stopping at the first legal turn) or
   * the full listing ({@code listing}: {@code generateMoves}), into a reused buffer.
   *
   * @return whether a legal turn exists, so that the work is kept
   */
  @Benchmark
  public boolean exists() {
    buffer.clear();
    if (listing) {
      rules.generateMoves(work, buffer);
      return !buffer.isEmpty();
    }
    return rules.hasLegalMove(work, buffer);
  }

  private Position fresh() {
    Position p = v.position(fen);
    if (listing) {
      int unused = p.legalMoves().size();
    }
    return p;
  }

  private String nextText() {
    String t = texts[next];
    next = next + 1 == texts.length ? 0 : next + 1;
    return t;
  }

  /**
   * Reads the next legal move's text on a fresh position.
   *
   * @return the move, so that the work is kept
   */
  @Benchmark
  public Move check() {
    return fresh().parseMove(nextText());
  }

  /**
   * Reads the next legal move's text on a fresh position, plays it and judges the outcome.
   *
   * @return the outcome, so that the work is kept
   */
  @Benchmark
  public Outcome serve() {
    Position p = fresh();
    return p.play(p.parseMove(nextText())).outcome();
  }

  /**
   * As {@link #serve}, but the outcome judged from the next position's full listing (its legal
   * moves listed first), as it was before the Modest rule set answered the existence query: the
   * reference {@link #serve} is measured against in the same run.
   *
   * @return the outcome, so that the work is kept
   */
  @Benchmark
  public Outcome serveListedOutcome() {
    Position p = fresh();
    Position next = p.play(p.parseMove(nextText()));
    int unused = next.legalMoves().size();
    return next.outcome();
  }
}

package io.github.overtake.benchmarks;

import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
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
 *   <li>{@code modest-coalition}: threats by the variant's general definition (each candidate made
 *       and the opponent's turns searched).
 * </ul>
 *
 * <p>{@link #check} parses the text ({@code Position.parseMove}); {@link #serve} also plays it
 * and judges the outcome, as {@code MoveValidator} does (the outcome lists the next position's
 * moves either way).
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
}

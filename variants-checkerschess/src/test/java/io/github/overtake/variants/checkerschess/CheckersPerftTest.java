package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.testkit.FastPathAgreement;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The bitboard perft walk of two checkers armies ({@link CheckersPerft}, behind {@link
 * CheckersChessRules#countLeaves}) against core's walk over the general path's moves: random games
 * and random king-heavy placements on square boards up to 8x8, with and without the obligation.
 */
class CheckersPerftTest {
  private static final String DRAUGHTS =
      "checkerschess:firstType=checkers,firstGoal=reverse,secondType=checkers,secondGoal=reverse";

  @Property(tries = 120)
  void agreesAlongRandomGames(
      @ForAll boolean obliged,
      @ForAll @IntRange(min = 4, max = 8) int width,
      @ForAll @IntRange(min = 5, max = 8) int height,
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 999) Integer> choices) {
    int goal = obliged ? 3 : 4; // reverse (capturing is mandatory) or regular
    Variant v =
        CheckersChessPropertiesTest.variant(0, 0, goal, goal, 0, width, height, false, true);
    CheckersChessRules fast = (CheckersChessRules) v.rules();
    CheckersChessRules general = new CheckersChessRules(fast.options(), false);
    FastPathAgreement.perft(fast, general, 3)
        .every(8)
        .alongGame(v.startPosition().toMutable(), choices);
  }

  @Property(tries = 200)
  void agreesOnKingHeavyPlacements(@ForAll long seed, @ForAll boolean obliged) {
    int goal = obliged ? 3 : 4;
    Variant v = CheckersChessPropertiesTest.variant(0, 0, goal, goal, 0, 8, 8, false, true);
    Position start = v.position(randomPlacement(new Random(seed)));
    CheckersChessRules fast = (CheckersChessRules) v.rules();
    CheckersChessRules general = new CheckersChessRules(fast.options(), false);
    FastPathAgreement.perft(fast, general, 3).check(start.toMutable());
  }

  /** A king that takes four men round a ring ends where it started: both ways are one move. */
  @Test
  void aRingOfCapturesIsOneMove() {
    Variant v = VariantRegistry.load().variant(DRAUGHTS);
    Position ring = v.position("8/8/8/8/1m1m4/8/1m1m4/2C5 w - - 0 1");
    assertEquals(1, Perft.count(ring, 1));
    CheckersChessRules fast = (CheckersChessRules) v.rules();
    CheckersChessRules general = new CheckersChessRules(fast.options(), false);
    for (int depth = 2; depth <= 5; depth++) {
      FastPathAgreement.perft(fast, general, depth).check(ring.toMutable());
    }
  }

  @Test
  void englishDraughtsFromTheStart() {
    Variant v = VariantRegistry.load().variant(DRAUGHTS);
    CheckersChessRules fast = (CheckersChessRules) v.rules();
    CheckersChessRules general = new CheckersChessRules(fast.options(), false);
    assertTrue(fast.countLeaves(v.startPosition().toMutable(), 2) >= 0, "the bitboard walk");
    for (int depth = 2; depth <= 7; depth++) {
      FastPathAgreement.perft(fast, general, depth).check(v.startPosition().toMutable());
    }
    assertEquals(1_469, Perft.count(v.startPosition(), 4)); // the established draughts count
    // deeper than the fixture harness's node cap: the published count at depth 11
    assertEquals(85_242_128L, Perft.count(v.startPosition(), 11));
  }

  /** Below the default limits perft keeps core's walk, which charges every node to the budget. */
  @Test
  void lowerLimitsKeepCoresWalk() {
    Variant v = VariantRegistry.load().variant(DRAUGHTS);
    Variant low = v.withLimits(Limits.DEFAULT.withMoves(5)); // the start has 7 moves
    assertThrows(WorkLimitException.class, () -> Perft.count(low.startPosition(), 3));
    Variant roomy = v.withLimits(Limits.DEFAULT.withMoves(1_000_000));
    assertEquals(302, Perft.count(roomy.startPosition(), 3));
  }

  private static String randomPlacement(Random r) {
    StringBuilder b = new StringBuilder();
    for (int rank = 7; rank >= 0; rank--) {
      int gap = 0;
      for (int file = 0; file < 8; file++) {
        char c = 0;
        if ((rank + file) % 2 == 0 && r.nextInt(10) < 4) {
          c = "MCmcC".charAt(r.nextInt(5));
          if (c == 'M' && rank == 7) {
            c = 'C';
          } else if (c == 'm' && rank == 0) {
            c = 'c';
          }
        }
        if (c == 0) {
          gap++;
          continue;
        }
        if (gap > 0) {
          b.append(gap);
          gap = 0;
        }
        b.append(c);
      }
      if (gap > 0) {
        b.append(gap);
      }
      if (rank > 0) {
        b.append('/');
      }
    }
    return b + (r.nextBoolean() ? " w" : " b") + " - - 0 1";
  }
}

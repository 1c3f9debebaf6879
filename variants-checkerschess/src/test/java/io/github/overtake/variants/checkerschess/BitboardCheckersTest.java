package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.overtake.core.Variant;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.geometry.Topology;
import io.github.overtake.testkit.FastPathAgreement;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The bitboard path of checkers armies ({@link BitboardCheckers}) against the general chain
 * walker, along random games on square boards up to 8x8: the same moves, ops, order and canonical
 * texts, and the same bulk count.
 */
class BitboardCheckersTest {
  /** English draughts and checkers armies against each army type, with and without obligation. */
  @Property(tries = 300)
  void agreesWithTheGeneralPath(
      @ForAll @IntRange(min = 0, max = 2) int opponent,
      @ForAll boolean checkersFirst,
      @ForAll boolean obliged,
      @ForAll @IntRange(min = 4, max = 8) int width,
      @ForAll @IntRange(min = 5, max = 8) int height,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    int first = checkersFirst ? 0 : opponent;
    int second = checkersFirst ? opponent : 0;
    int goal = obliged ? 3 : 4; // reverse (capturing is mandatory) or regular
    Variant v =
        CheckersChessPropertiesTest.variant(
            first, second, goal, goal, 0, width, height, false, true);
    CheckersChessRules fast = (CheckersChessRules) v.rules();
    CheckersChessRules general = new CheckersChessRules(fast.options(), false);
    // the moves (after merging routes) agree, text, ops and flags; the general path's chain
    // search by state may list them in another order
    FastPathAgreement.moves(fast, general, FastPathAgreement.Order.ANY)
        .alongGame(v.startPosition().toMutable(), choices);
  }

  @Test
  void appliesOnlyToFlatSquareBoardsWithoutFlyingKings() {
    assertNotNull(BitboardCheckers.of(Geometry.of(Topology.SQUARE, 8, 8), false));
    assertNull(BitboardCheckers.of(Geometry.of(Topology.SQUARE, 8, 8), true));
    assertNull(BitboardCheckers.of(Geometry.of(Topology.MOBIUS, 8, 8), false));
    assertNull(BitboardCheckers.of(Geometry.of(Topology.SQUARE, 10, 10), false));
  }
}

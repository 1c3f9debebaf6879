package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The chain search leaves out the routes that route merging would drop, and {@link
 * JumpingRules#countMoves} merges only when it wrote a second route of a move ({@link
 * Chain#secondRoutes}).
 */
class JumpingRouteMergeTest {
  /** The position of issue 10: after e3e5, thousands of chains reaching states again. */
  private static final String ISSUE =
      "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/1q5p2/3P3P2/1P4P1P1/2P1PP4/1RNBQKBNR1/10 w KQkq - 1 6";

  @Property(tries = 40)
  void listingsWithoutASecondRouteMergeNothing(
      @ForAll @IntRange(min = 0, max = 31) int others,
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 999) Integer> choices) {
    // the five other options spread around multiJump's bit
    int mask = (others & 1) | (others >> 1) << 2 | JumpingPropertiesTest.MULTI_JUMP;
    Variant v = JumpingPropertiesTest.variant(mask);
    for (Position p : RandomGames.play(v.startPosition(), choices).positions()) {
      checkListing(p);
      checkEveryPiece(p);
    }
  }

  @Test
  void aPositionOfManyChainsListsAsWithEveryRoute() {
    for (String options : List.of("", ",doubleKnights=true")) {
      Variant v =
          VariantRegistry.load()
              .variant("jumping:multiJump=true" + options)
              .withLimits(JumpingPropertiesTest.RULES_NOT_BUDGET);
      Position p = v.position(ISSUE).play("e3e5");
      assertTrue(checkEveryPiece(p) > 0, "no chain reached a state again");
      checkListing(p);
    }
  }

  /**
   * Checks that merging drops nothing from a listing without a second route, and that {@link
   * JumpingRules#countMoves} counts what the listing merged leaves.
   */
  private static void checkListing(Position p) {
    RuleSet rules = p.variant().rules();
    MoveBuffer listed = new MoveBuffer();
    Chain c = Chain.get();
    c.secondRoutes = false;
    rules.generateMoves(p.toMutable(), listed);
    boolean second = c.secondRoutes;
    int written = listed.size();
    listed.mergeRoutes();
    if (!second) {
      assertEquals(written, listed.size(), "merging dropped a route in " + p);
    }
    assertEquals(listed.size(), rules.countMoves(p.toMutable(), new MoveBuffer()), p.text());
  }

  /**
   * Checks, for every piece of the side to move, that its chains merged are the same moves in
   * the same order, with the same routes, as when every route to a state reached again is written.
   *
   * @return the number of routes that the listing with every route wrote in addition
   */
  private static int checkEveryPiece(Position p) {
    JumpingOptions o = ((JumpingRules) p.variant().rules()).options();
    JumpingMoves moves = new JumpingMoves(new JumpingBoard(o.mini()), o);
    MutablePosition work = p.toMutable();
    int more = 0;
    for (int i = 0; i < work.pieceCount(work.sideToMove()); i++) {
      int s = work.pieceSquare(work.sideToMove(), i);
      MoveBuffer fewer = new MoveBuffer();
      moves.captures(work, s, work.at(s), fewer);
      MoveBuffer every = new MoveBuffer();
      moves.capturesEveryArrival(work, s, work.at(s), every);
      more += every.size() - fewer.size();
      fewer.mergeRoutes();
      every.mergeRoutes();
      assertEquals(every.size(), fewer.size(), "chains from " + s + " in " + p);
      for (int m = 0; m < every.size(); m++) {
        assertArrayEquals(every.opsOf(m), fewer.opsOf(m), "chain " + m + " from " + s);
        assertEquals(every.flags(m), fewer.flags(m));
      }
    }
    return more;
  }
}

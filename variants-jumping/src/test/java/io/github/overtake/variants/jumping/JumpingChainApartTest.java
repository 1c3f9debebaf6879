package io.github.overtake.variants.jumping;

import static io.github.overtake.variants.jumping.JumpingPropertiesTest.CHECKMATE;
import static io.github.overtake.variants.jumping.JumpingPropertiesTest.MULTI_JUMP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.spi.MutablePosition;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The test by files and ranks that {@link JumpingMoves#chainHits} makes before searching ({@link
 * JumpingMoves#apart}) keeps the attack test exact: on every position of random games with {@code
 * checkmate}, for every man and every enemy man of each side, the answer equals that of the
 * search alone, and the search never finds a chain the test rules out.
 */
class JumpingChainApartTest {
  @Property(tries = 80)
  void chainHitsEqualsTheSearchWithChains(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 140) List<@IntRange(min = 0, max = 999) Integer> choices) {
    compare(mask | MULTI_JUMP | CHECKMATE, choices);
  }

  /** Every other option set with {@code checkmate}, {@code multiJump} off or on. */
  @Property(tries = 40)
  void chainHitsEqualsTheSearchInEveryOptionSet(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 140) List<@IntRange(min = 0, max = 999) Integer> choices) {
    compare(mask | CHECKMATE, choices);
  }

  /**
   * En passant takes a pawn from beside the taker, on its own rank: the test leaves pawn victims
   * to the search.
   */
  @Test
  void enPassantVictimBesideThePawnIsNotRuledOut() {
    var variant = JumpingPropertiesTest.variant(MULTI_JUMP | CHECKMATE);
    JumpingOptions o = ((JumpingRules) variant.rules()).options();
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingMoves moves = new JumpingMoves(board, o);
    MutablePosition p =
        variant.position("10/8k1/10/10/4Pp4/10/10/10/5K4/10 w - f7 0 1").toMutable();
    int pawn = board.geometry.parseSquare("e6");
    int victim = board.geometry.parseSquare("f6");
    assertFalse(moves.apart(p, pawn, victim));
    assertTrue(moves.chainHits(p, pawn, victim));
    // the king on i9 stands an even number of files aside
    int king = board.geometry.parseSquare("i9");
    assertTrue(moves.apart(p, pawn, king));
    assertFalse(moves.chainHitsBySearch(p, pawn, king));
  }

  private static void compare(int options, List<Integer> choices) {
    AttackPairs.each(
        options,
        choices,
        (moves, p, s, t, at) -> {
          boolean searched = moves.chainHitsBySearch(p, s, t);
          assertEquals(searched, moves.chainHits(p, s, t), at);
          if (moves.apart(p, s, t)) {
            assertFalse(searched, "ruled out but found: " + at);
          }
        });
  }
}

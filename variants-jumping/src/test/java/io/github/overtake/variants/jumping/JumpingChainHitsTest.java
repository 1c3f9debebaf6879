package io.github.overtake.variants.jumping;

import static io.github.overtake.variants.jumping.JumpingPropertiesTest.CHECKMATE;
import static io.github.overtake.variants.jumping.JumpingPropertiesTest.MULTI_JUMP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The attack search of {@link JumpingMoves#chainHits}, with its goal tests (a line or leap leg
 * that takes the target is looked for before the search goes deeper), against an independent
 * oracle: the capture chains the move generator lists for the same man. On every position of
 * random games with {@code multiJump}, for every man and every enemy man, the search finds a chain
 * exactly when a listed chain takes that man.
 */
class JumpingChainHitsTest {
  @Property(tries = 60)
  void chainHitsEqualsTheListedChains(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 140) List<@IntRange(min = 0, max = 999) Integer> choices) {
    compare(mask | MULTI_JUMP | CHECKMATE, choices);
  }

  /**
   * A rook three legs from the king: it takes d4 landing on e4, e5 landing on e6, then the king on
   * g6 by the goal test from e6, the only square of the chain in line with the king.
   */
  @Test
  void aThirdLegTakesTheKing() {
    var variant = JumpingPropertiesTest.variant(MULTI_JUMP | CHECKMATE);
    JumpingOptions o = ((JumpingRules) variant.rules()).options();
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingMoves moves = new JumpingMoves(board, o);
    MutablePosition p =
        variant.position("10/1k8/10/10/6K3/4P5/1r1P6/10/10/10 w - - 0 1").toMutable();
    int rook = board.geometry.parseSquare("b4");
    int king = board.geometry.parseSquare("g6");
    assertTrue(oracle(moves, p, rook, king));
    assertTrue(moves.chainHits(p, rook, king));
  }

  private static boolean oracle(JumpingMoves moves, MutablePosition p, int s, int t) {
    MoveBuffer out = new MoveBuffer();
    moves.captures(p, s, p.at(s), out);
    for (int m = 0; m < out.size(); m++) {
      for (int i = out.start(m), e = out.end(m); i < e; i++) {
        int op = out.opAt(i);
        if (Ops.opcode(op) == Ops.CAPTURE && Ops.square(op) == t) {
          return true;
        }
      }
    }
    return false;
  }

  private static void compare(int options, List<Integer> choices) {
    AttackPairs.each(
        options,
        choices,
        (moves, p, s, t, at) -> assertEquals(oracle(moves, p, s, t), moves.chainHits(p, s, t), at));
  }
}

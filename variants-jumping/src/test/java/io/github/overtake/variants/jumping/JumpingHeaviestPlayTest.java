package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The heaviest position of random play found (SECURITY.md, the play samples): in Jumping Chess
 * with {@code multiJump}, White has 86,643 moves, 86,475 of them captures by his queen, 1,879,086
 * ops in all. It was the one position of play the defaults refused while an op cost four fifths of
 * a unit (1.64 million units); at half a unit it is charged 1,069,501 units and the defaults
 * list it. A tighter budget still refuses it, typed and naming the budget.
 */
class JumpingHeaviestPlayTest {
  private static final Variant MULTI_JUMP =
      VariantRegistry.load().variant("jumping:multiJump=true");
  private static final String POSITION =
      "7q2/1r1b1k1nr1/1p1n2pb2/2p7/4pp1pp1/3p6/6P3/10/4QK2R1/10 w Kkq - 0 18";

  @Test
  void theDefaultsListIt() {
    assertEquals(Limits.DEFAULT, MULTI_JUMP.limits());
    List<Move> moves = MULTI_JUMP.position(POSITION).legalMoves();
    assertEquals(86_643, moves.size());
    assertEquals(86_475, moves.stream().filter(m -> m.text().startsWith("e2x")).count());
    assertEquals(86_622, moves.stream().filter(Move::isCapture).count());
  }

  @Test
  void aTighterBudgetRefusesItTyped() {
    Variant tight = MULTI_JUMP.withLimits(Limits.DEFAULT.withChainStates(800_000L));
    WorkLimitException e =
        assertThrows(WorkLimitException.class, () -> tight.position(POSITION).legalMoves());
    assertEquals(Limits.CHAIN_STATES, e.limit());
    Variant fewOps = MULTI_JUMP.withLimits(Limits.DEFAULT.withMoveOps(1_800_000));
    assertEquals(
        Limits.MOVE_OPS,
        assertThrows(WorkLimitException.class, () -> fewOps.position(POSITION).legalMoves())
            .limit());
  }
}

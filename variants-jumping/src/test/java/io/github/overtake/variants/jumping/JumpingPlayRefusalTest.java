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
 * The one position of random play that the default limits are known to refuse (SECURITY.md, the
 * play samples): in Jumping Chess with {@code multiJump}, White has 86,643 moves, 86,475 of them captures by his queen,
 * charged about 1.64 million units against the default 1,500,000. The refusal is typed and names
 * the budget, and a server that raises {@code chainStates} to 2,000,000, as SECURITY.md advises,
 * lists it; this test keeps both statements true.
 */
class JumpingPlayRefusalTest {
  private static final Variant MULTI_JUMP =
      VariantRegistry.load().variant("jumping:multiJump=true");
  private static final String POSITION =
      "7q2/1r1b1k1nr1/1p1n2pb2/2p7/4pp1pp1/3p6/6P3/10/4QK2R1/10 w Kkq - 0 18";

  @Test
  void theDefaultsRefuseItForTheWorkBudget() {
    assertEquals(Limits.DEFAULT, MULTI_JUMP.limits());
    WorkLimitException e =
        assertThrows(WorkLimitException.class, () -> MULTI_JUMP.position(POSITION).legalMoves());
    assertEquals(Limits.CHAIN_STATES, e.limit());
  }

  @Test
  void twoMillionUnitsListIt() {
    Variant raised = MULTI_JUMP.withLimits(Limits.DEFAULT.withChainStates(2_000_000L));
    List<Move> moves = raised.position(POSITION).legalMoves();
    assertEquals(86_643, moves.size());
    assertEquals(86_475, moves.stream().filter(m -> m.text().startsWith("e2x")).count());
    assertEquals(86_622, moves.stream().filter(Move::isCapture).count());
  }
}

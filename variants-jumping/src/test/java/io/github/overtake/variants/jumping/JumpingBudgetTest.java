package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import org.junit.jupiter.api.Test;

/**
 * A position of random play with {@code multiJump} and {@code checkmate} whose king-safety tests
 * walk about three million chain states in all: the default budget (1,500,000 units) refuses
 * it, and a raised one answers it. The README and SECURITY.md say so; this test keeps them true.
 */
class JumpingBudgetTest {
  private static final Variant MULTI_JUMP_CHECKMATE =
      VariantRegistry.load().variant("jumping:multiJump=true,checkmate=true");
  private static final String POSITION =
      "10/1r1bqkb1r1/1pp1pppp2/1nPp4p1/6n3/1P8/6N3/2BPPPPPP1/1RN1QKB1R1/10 b KQkq - 3 6";

  @Test
  void theDefaultBudgetRefusesItAndARaisedOneAnswers() {
    WorkLimitException e =
        assertThrows(
            WorkLimitException.class,
            () -> MULTI_JUMP_CHECKMATE.position(POSITION).legalMoves());
    assertEquals(Limits.CHAIN_STATES, e.limit());
    Variant raised =
        MULTI_JUMP_CHECKMATE.withLimits(Limits.DEFAULT.withChainStates(5_000_000L));
    assertEquals(1_212, raised.position(POSITION).legalMoves().size());
  }
}

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
 * once walked about three million chain states, past the default budget (1,500,000 units): the
 * attackers' static reach ({@link Reach}) now proves most of them harmless, and with the walks
 * of a move limited to the piece types that could use a pair of squares around the king it leaves
 * open ({@link KingGuard}) the listing needs about 13,900 units (an op at half a unit, a unit
 * for each move made for the test). The default budget answers it; a budget below its need still
 * refuses it, so the work it takes is counted. SECURITY.md says so; this test keeps it true.
 */
class JumpingBudgetTest {
  private static final Variant MULTI_JUMP_CHECKMATE =
      VariantRegistry.load().variant("jumping:multiJump=true,checkmate=true");
  private static final String POSITION =
      "10/1r1bqkb1r1/1pp1pppp2/1nPp4p1/6n3/1P8/6N3/2BPPPPPP1/1RN1QKB1R1/10 b KQkq - 3 6";

  @Test
  void theDefaultBudgetAnswersIt() {
    assertEquals(Limits.DEFAULT, MULTI_JUMP_CHECKMATE.limits());
    assertEquals(1_212, MULTI_JUMP_CHECKMATE.position(POSITION).legalMoves().size());
  }

  @Test
  void aBudgetBelowItsNeedRefusesIt() {
    Variant small = MULTI_JUMP_CHECKMATE.withLimits(Limits.DEFAULT.withChainStates(10_000L));
    WorkLimitException e =
        assertThrows(WorkLimitException.class, () -> small.position(POSITION).legalMoves());
    assertEquals(Limits.CHAIN_STATES, e.limit());
  }
}

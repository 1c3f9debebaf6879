package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Move;
import io.github.overtake.core.MoveInput;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Step-wise input where a queen's chains have more routes than it enumerates from one square. */
class JumpingStepwiseInputTest {
  private static final String QUEEN_RAID =
      "10/1r1b2bnr1/1pp1p1kp2/1n1p1p4/6p1p1/2PP2P1q1/1N2P2P2/1P2QPK1P1/1R1B2BNR1/10 b - - 0 8";

  @Test
  void overTheRouteCapTheCanonicalPicksStillCompleteEveryMove() {
    Position p = VariantRegistry.load().variant("jumping:multiJump=true").position(QUEEN_RAID);
    // a route the listing does not print still names its move when sent whole
    Move m = p.parseMove("i5xf5xd3xd1xa4xd4xf2xf4xi4xf1");
    assertEquals("i5xf5xc2xf2xd4xa4xd1xg4xi4xf1", m.text());
    MoveInput input = MoveInput.start(p);
    assertFalse(input.offersEveryRoute());
    for (String pick : input.picksOf(m)) {
      input = input.pick(pick);
    }
    assertEquals(Optional.of(m), input.completed());
  }

  @Test
  void underTheCapEveryRouteIsOffered() {
    Position p = VariantRegistry.load().variant("jumping:multiJump=true").startPosition();
    assertTrue(MoveInput.start(p).offersEveryRoute());
  }
}

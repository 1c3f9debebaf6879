package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.AmbiguousMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A text naming only an origin and a destination, read by the single-move path: with {@code
 * checkmate}, the chains ending there that leave the king attacked must not hide the safe ones.
 */
class JumpingShortTextTest {
  private static final String QUEEN_CHAINS =
      "10/1rn1qkbnr1/1pbpppp3/7p2/2p5p1/2P2P4/3NP5/1P1P2PPP1/1R1BQKBNR1/10 w KQkq i7 0 5";

  @Test
  void safeChainsBehindUnsafeOnesAreStillFound() {
    for (String spec :
        List.of("jumping:multiJump=true", "jumping:multiJump=true,checkmate=true",
            "jumping:quickEvacuation=true,checkmate=true,multiJump=true")) {
      Position p = VariantRegistry.load().variant(spec).position(QUEEN_CHAINS);
      long listed = p.legalMoves().stream()
          .filter(m -> name(m, true).equals("e2") && name(m, false).equals("d5"))
          .count();
      assertEquals(spec.contains("checkmate") ? 3 : 6, listed, spec);
      assertThrows(AmbiguousMoveException.class, () -> p.parseMove("e2d5"), spec);
    }
  }

  private static String name(Move m, boolean from) {
    return (from ? m.from() : m.to()).map(s -> s.name()).orElse("");
  }
}

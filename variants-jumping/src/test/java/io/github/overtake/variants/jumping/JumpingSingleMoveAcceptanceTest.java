package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Position;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 24's position of ordinary play with 36,660 legal moves (more routes than the default move
 * limit): listing them is refused under the default limits, but every one of them, quiet or
 * capturing, is checked alone under the default limits, and maps to the listed move.
 */
class JumpingSingleMoveAcceptanceTest {
  static final String SPEC = "jumping:doubleKnights=true,multiJump=true";
  static final String FEN =
      "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6";

  @Test
  void everyLegalMoveValidatesUnderTheDefaultLimits() {
    VariantRegistry registry = VariantRegistry.load();
    Variant variant = registry.variant(SPEC);
    Limits raised =
        Limits.DEFAULT.withMoves(1_000_000).withMoveOps(100_000_000).withChainStates(50_000_000);
    Position listed = variant.withLimits(raised).position(FEN);
    List<Move> legal = listed.legalMoves();
    assertEquals(36_660, legal.size());
    assertEquals(36_660, variant.position(FEN).legalMoves().size()); // the defaults list it too
    // a single move never needs the listing: under limits that refuse to list, every move checks
    Variant tight = variant.withLimits(Limits.DEFAULT.withMoves(10_000));
    assertThrows(WorkLimitException.class, () -> tight.position(FEN).legalMoves());
    int i = 0;
    for (Move m : legal) {
      Move parsed = variant.position(FEN).parseMove(m.text());
      assertEquals(m, parsed, m.text());
      assertEquals(m.text(), parsed.text());
      if (i % 7 == 0) {
        assertTrue(variant.position(FEN).isLegal(m), m.text());
        assertEquals(listed.play(m).text(), variant.position(FEN).play(m.text()).text());
      }
      if (i++ % 97 == 0 || m.text().equals("c9b7")) {
        ValidationResult r = MoveValidator.validate(registry, SPEC, FEN, List.of(m.text()));
        assertTrue(r.isValid(), m.text() + ": " + r);
        assertEquals(m.text(), tight.position(FEN).parseMove(m.text()).text());
      }
    }
  }
}

package io.github.overtake.variants.fluidity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

/** The reasons Fluidity Chess gives for blocked rangers and pinned men. */
class FluidityIllegalMoveReasonTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();

  private static Position position(String spec, String text) {
    return text.isEmpty()
        ? REGISTRY.variant(spec).startPosition()
        : REGISTRY.variant(spec).position(text);
  }

  private static void assertReason(
      IllegalMoveReason reason, String spec, String text, String move) {
    Position p = position(spec, text);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.parseMove(move));
    assertEquals(reason, e.reason(), e.getMessage());
  }

  @Test
  void rangersAreBlockedByTheirOwnMenOnly() {
    assertReason(
        IllegalMoveReason.PATH_BLOCKED, "fluidity", "4k3/8/8/8/8/8/N7/R3K3 w - - 0 1", "a1a5");
    // an enemy on the way is cut, so a ranger is never blocked by one; onto an enemy is forbidden
    assertReason(
        IllegalMoveReason.CAPTURE_FORBIDDEN, "fluidity", "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1", "a1a8");
  }

  @Test
  void aPinnedRangerLeavesTheKingAttacked() {
    assertReason(
        IllegalMoveReason.KING_LEFT_ATTACKED,
        "fluidity",
        "4k3/4r3/8/8/8/8/4B3/4K3 w - - 0 1",
        "e2d3");
  }
}

package io.github.overtake.variants.fluidity;

import static io.github.overtake.testkit.Refusals.assertReason;

import io.github.overtake.core.IllegalMoveReason;
import org.junit.jupiter.api.Test;

/** The reasons Fluidity Chess gives for blocked rangers and pinned men. */
class FluidityIllegalMoveReasonTest {
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

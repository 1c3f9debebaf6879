package io.github.overtake.variants.modest;

import static io.github.overtake.testkit.Refusals.assertReason;

import io.github.overtake.core.IllegalMoveReason;
import org.junit.jupiter.api.Test;

/** The reasons the Modest variants give for blocked sliders. */
class ModestIllegalMoveReasonTest {
  @Test
  void slidersBlockedByOwnAndEnemyMen() {
    for (String id : new String[] {"modest-heroic", "modest-repatriation", "modest-shotgun"}) {
      assertReason(IllegalMoveReason.PATH_BLOCKED, id, "", "f1c4");
      assertReason(IllegalMoveReason.PATH_BLOCKED, id, "", "a1a3");
      assertReason(IllegalMoveReason.CANNOT_MOVE_SO, id, "", "e1e3");
    }
    assertReason(
        IllegalMoveReason.PATH_BLOCKED, "modest-salvo", "4k3/8/8/p7/8/8/8/R3K3 w - - 0 1", "a1a8");
  }
}

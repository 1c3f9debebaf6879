package io.github.overtake.variants.checkercapture;

import static io.github.overtake.testkit.Refusals.assertReason;

import io.github.overtake.core.IllegalMoveReason;
import org.junit.jupiter.api.Test;

/** The reasons Checker-capture Chess gives for a slider whose path is blocked. */
class CheckerCaptureIllegalMoveReasonTest {
  @Test
  void slidersBlockedByOwnAndEnemyMen() {
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkercapture", "", "f1c4");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkercapture", "", "a1a3");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkercapture", "", "d1d3");
    String enemy = "4k3/8/8/p7/8/8/8/R3K3 w - - 0 1";
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkercapture", enemy, "a1a8");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "checkercapture", "", "b1b3");
  }
}

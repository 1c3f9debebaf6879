package io.github.overtake.variants.checkercapture;

import static io.github.overtake.testkit.Refusals.assertReason;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.IllegalMoveReason;
import org.junit.jupiter.api.Test;

/** The reasons Checker-capture Chess gives for a slider whose path is blocked, and for routes. */
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

  @Test
  void aRouteWithTheWrongCapturesNamesTheLegalMove() {
    // CX-1: the knight on c3 and the pawns b4, d4, d6, f6; c3xe5xg7 takes d4 and f6, not d4 alone
    String cx1 = "4k3/8/3p1p2/8/1p1p4/2N5/8/4K3 w - - 0 1";
    assertEquals(
        "a legal move goes there, but not as written (c3 to g7; legal: c3xe5xg7)",
        assertReason(IllegalMoveReason.NOT_AS_WRITTEN, "checkercapture", cx1, "c3xe5xg7[d4]")
            .explanation());
    assertReason(IllegalMoveReason.LONGER_CAPTURE_COMPULSORY, "checkercapture", cx1, "c3xe5");
  }
}

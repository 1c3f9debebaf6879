package io.github.overtake.variants.checkercapture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

/** The reasons Checker-capture Chess gives for a slider whose path is blocked. */
class CheckerCaptureIllegalMoveReasonTest {
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
  void slidersBlockedByOwnAndEnemyMen() {
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkercapture", "", "f1c4");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkercapture", "", "a1a3");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkercapture", "", "d1d3");
    String enemy = "4k3/8/8/p7/8/8/8/R3K3 w - - 0 1";
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkercapture", enemy, "a1a8");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "checkercapture", "", "b1b3");
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

/** The reasons the Modest variants give for blocked sliders. */
class ModestIllegalMoveReasonTest {
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
    for (String id : new String[] {"modest-heroic", "modest-repatriation", "modest-shotgun"}) {
      assertReason(IllegalMoveReason.PATH_BLOCKED, id, "", "f1c4");
      assertReason(IllegalMoveReason.PATH_BLOCKED, id, "", "a1a3");
      assertReason(IllegalMoveReason.CANNOT_MOVE_SO, id, "", "e1e3");
    }
    assertReason(
        IllegalMoveReason.PATH_BLOCKED, "modest-salvo", "4k3/8/8/p7/8/8/8/R3K3 w - - 0 1", "a1a8");
  }
}

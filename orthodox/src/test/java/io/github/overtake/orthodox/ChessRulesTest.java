package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.geometry.Geometry;
import org.junit.jupiter.api.Test;

/** ChessRules' and OrthodoxKit's documented refusals of a kit. */
class ChessRulesTest {
  /** A rule set built on a given kit, as a subclass would be. */
  private static final class OnKit extends ChessRules {
    OnKit(OrthodoxKit kit) {
      super(kit);
    }
  }

  @Test
  void aKitOnAnotherBoardIsRefusedNamingTheBoard() {
    OrthodoxKit wide = new OrthodoxKit(Geometry.rectangle(10, 8), Orthodox.QUEEN);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new OnKit(wide));
    assertEquals(
        "ChessRules needs the standard 8x8 board, got the " + wide.geometry() + " board",
        e.getMessage());
    assertEquals(
        "chess", new OnKit(new OrthodoxKit(Geometry.standard(), Orthodox.QUEEN)).id());
  }

  @Test
  void nullsFailAsDocumented() {
    assertEquals("kit",
        assertThrows(NullPointerException.class, () -> new OnKit(null)).getMessage());
    assertEquals("geometry",
        assertThrows(NullPointerException.class, () -> new OrthodoxKit(null, Orthodox.QUEEN))
            .getMessage());
    assertEquals("promotionTypes",
        assertThrows(NullPointerException.class,
            () -> new OrthodoxKit(Geometry.standard(), (int[]) null)).getMessage());
  }
}

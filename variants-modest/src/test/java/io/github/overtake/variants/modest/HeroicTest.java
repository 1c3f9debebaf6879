package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class HeroicTest extends ModestVariantContract {
  private static final Variant HEROIC = VariantRegistry.load().variant("modest-heroic");

  HeroicTest() {
    super(HEROIC, Heroic::new, List.of(), 60);
  }

  @Test
  void captureThatExposesTheKingIsIllegal() {
    Position p = HEROIC.position("4r2k/4q3/8/8/8/4R3/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e3e7"));
    assertEquals("e3e6", p.parseMove("e3e6").text());
  }

  @Test
  void dyingPawnHasNoPromotionChoice() {
    Position p = HEROIC.position("1r5k/P7/8/8/8/8/8/4K3 w - - 0 1");
    assertEquals(
        1, p.legalMoves().stream().filter(m -> m.text().startsWith("a7b8")).count());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("a7b8q"));
    assertTrue(p.parseMove("a7b8").promotion().isEmpty());
  }
}

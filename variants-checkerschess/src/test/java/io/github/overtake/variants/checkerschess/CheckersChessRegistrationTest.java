package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.ProviderRegistration;
import org.junit.jupiter.api.Test;

class CheckersChessRegistrationTest {
  private final VariantRegistry registry = VariantRegistry.load();

  @Test
  void familyAndPresetsResolve() {
    assertTrue(registry.ids().contains("checkerschess"));
    Variant defaults = registry.variant("checkerschess");
    assertEquals(
        "checkerschess:firstType=checkers,secondType=royal,firstGoal=regular,secondGoal=regular,"
            + "board=square,width=8,height=8,flyingKings=false,castling=true",
        defaults.spec());
    assertEquals(defaults, registry.variant("checkers-chess"));
    // one boolean vocabulary: on/off is read as true/false and printed canonically
    Variant onOff = registry.variant("checkerschess:flyingKings=on,castling=off");
    assertEquals(registry.variant("checkerschess:flyingKings=true,castling=false"), onOff);
    assertTrue(onOff.spec().endsWith(",flyingKings=true,castling=false"), onOff.spec());
    Variant cc = registry.variant("chess-checkers");
    assertEquals("royal", cc.options().get("firstType"));
    assertEquals("checkers", cc.options().get("secondType"));
    assertEquals(
        "1m1m1m1m/m1m1m1m1/1m1m1m1m/8/8/8/PPPPPPPP/RNBQKBNR w KQ - 0 1",
        cc.startPosition().text());
    assertEquals(
        "rnbqkbnr/pppppppp/8/8/8/M1M1M1M1/1M1M1M1M/M1M1M1M1 w kq - 0 1",
        defaults.startPosition().text());
  }

  @Test
  void servicesFileAndModuleInfoNameTheSameProvider() {
    ProviderRegistration.assertRegisteredTwice(CheckersChessProvider.class);
  }
}

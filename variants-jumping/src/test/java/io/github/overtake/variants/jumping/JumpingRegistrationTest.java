package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.ProviderRegistration;
import org.junit.jupiter.api.Test;

class JumpingRegistrationTest {
  @Test
  void registryResolvesTheFamily() {
    VariantRegistry r = VariantRegistry.load();
    assertTrue(r.ids().contains("jumping"), "ids: " + r.ids());
    Variant v = r.variant("jumping");
    assertEquals("jumping", v.id());
    assertInstanceOf(JumpingRules.class, v.rules());
    assertEquals(JumpingRules.START, v.startPosition().text());
    assertEquals(
        JumpingRules.MINI_START, r.variant("jumping:mini=true").startPosition().text());
    assertEquals(6, new JumpingProvider().options().size());
    assertTrue(new JumpingProvider().presets().isEmpty());
  }

  @Test
  void everyCombinationIsValid() {
    VariantRegistry r = VariantRegistry.load();
    String[] keys = {
      "doubleKnights", "multiJump", "conservative", "mini", "quickEvacuation", "checkmate"
    };
    for (int mask = 0; mask < 64; mask++) {
      StringBuilder spec = new StringBuilder("jumping:");
      for (int k = 0; k < keys.length; k++) {
        spec.append(k == 0 ? "" : ",").append(keys[k]).append('=').append((mask >> k & 1) != 0);
      }
      Variant v = r.variant(spec.toString());
      JumpingOptions o = ((JumpingRules) v.rules()).options();
      assertEquals((mask & 1) != 0, o.doubleKnights());
      assertEquals((mask & 2) != 0, o.multiJump());
      assertEquals((mask & 4) != 0, o.conservative());
      assertEquals((mask & 8) != 0, o.mini());
      assertEquals((mask & 16) != 0, o.quickEvacuation());
      assertEquals((mask & 32) != 0, o.checkmate());
      assertEquals(o.mini() ? 16 : 20, v.startPosition().legalMoves().size());
    }
  }

  @Test
  void servicesFileAndModuleInfoNameTheSameProvider() {
    ProviderRegistration.assertRegisteredTwice(JumpingProvider.class);
  }
}

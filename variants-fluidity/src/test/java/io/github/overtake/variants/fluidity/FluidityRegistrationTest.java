package io.github.overtake.variants.fluidity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.ProviderRegistration;
import org.junit.jupiter.api.Test;

class FluidityRegistrationTest {
  @Test
  void registryResolvesTheFamily() {
    VariantRegistry registry = VariantRegistry.load();
    assertTrue(registry.ids().contains("fluidity"));
    Variant v = registry.variant("fluidity");
    assertEquals("fluidity", v.id());
    assertEquals("fluidity", v.spec());
    assertInstanceOf(FluidityRules.class, v.rules());
    assertEquals(FluidityRules.START, v.startPosition().text());
    assertTrue(registry.presets().keySet().stream().noneMatch(k -> k.startsWith("fluidity")));
  }

  @Test
  void servicesFileAndModuleInfoNameTheSameProvider() {
    ProviderRegistration.assertRegisteredTwice(FluidityProvider.class);
  }
}

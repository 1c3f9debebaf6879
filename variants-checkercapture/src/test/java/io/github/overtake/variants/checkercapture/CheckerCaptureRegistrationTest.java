package io.github.overtake.variants.checkercapture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.InvalidOptionException;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.ProviderRegistration;
import org.junit.jupiter.api.Test;

class CheckerCaptureRegistrationTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();

  @Test
  void registryResolvesTheFamily() {
    assertTrue(REGISTRY.ids().contains("checkercapture"));
    Variant v = REGISTRY.variant("checkercapture");
    assertEquals("checkercapture:simple=false,goal=normal,displacement=false", v.spec());
    assertEquals(CheckerCaptureRules.START, v.startPosition().text());
    assertTrue(v.rules() instanceof CheckerCaptureRules);
  }

  @Test
  void noPresetsAreDeclared() {
    assertTrue(new CheckerCaptureProvider().presets().isEmpty());
  }

  @Test
  void everyCombinationResolves() {
    int n = 0;
    for (String simple : new String[] {"true", "false"}) {
      for (String goal : new String[] {"normal", "misere", "semi-misere"}) {
        for (String displacement : new String[] {"true", "false"}) {
          String spec =
              "checkercapture:displacement=" + displacement + ",goal=" + goal + ",simple=" + simple;
          Variant v = REGISTRY.variant(spec);
          assertEquals(
              "checkercapture:simple="
                  + simple
                  + ",goal="
                  + goal
                  + ",displacement="
                  + displacement,
              v.spec());
          CheckerCaptureRules r = (CheckerCaptureRules) v.rules();
          assertEquals(Boolean.parseBoolean(simple), r.simple());
          assertEquals(goal, r.goal().id());
          assertEquals(Boolean.parseBoolean(displacement), r.displacement());
          assertEquals(
              simple.equals("true") ? CheckerCaptureRules.START_SIMPLE : CheckerCaptureRules.START,
              v.startPosition().text());
          n++;
        }
      }
    }
    assertEquals(12, n);
  }

  @Test
  void badOptionsAreRejected() {
    assertThrows(InvalidOptionException.class, () -> REGISTRY.variant("checkercapture:goal=win"));
    assertThrows(
        InvalidOptionException.class, () -> REGISTRY.variant("checkercapture:simple=maybe"));
    assertThrows(
        InvalidOptionException.class, () -> REGISTRY.variant("checkercapture:castling=false"));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Goal.of("suicide"));
    assertTrue(e.getMessage().contains("suicide"), e.getMessage());
  }

  @Test
  void servicesFileAndModuleInfoNameTheSameProvider() {
    ProviderRegistration.assertRegisteredTwice(CheckerCaptureProvider.class);
  }
}

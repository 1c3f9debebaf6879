package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.VariantDefinition;
import io.github.overtake.testkit.ProviderRegistration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The module registers one provider, {@link ModestProvider}, in both {@code META-INF/services} and
 * {@code module-info.java}; it gives all thirty-two variants, each under {@code modest-<name>}.
 */
class ModestRegistrationTest {
  private static final List<String> NAMES =
      List.of(
          "assistance", "battery", "beneficiary", "bounty", "coalition", "comp", "continuation",
          "detention", "diplomat", "furlough", "gentry", "heroic", "hierarchical", "lower-echelon",
          "mercenary", "multicap", "parole", "phantom", "rebate", "redemption", "release", "relief",
          "repatriation", "reprisal", "reserve", "retro", "salvo", "sanctuary", "shotgun",
          "sideswipe", "upgrade", "zone");

  @Test
  void oneProviderRegisteredTwice() {
    ProviderRegistration.assertRegistered(ModestProvider.class, "modest-heroic");
  }

  @Test
  void theProviderGivesEveryVariant() {
    VariantRegistry registry = VariantRegistry.load();
    List<String> ids = new ModestProvider().variants().stream().map(VariantDefinition::id).toList();
    assertEquals(NAMES.stream().map(n -> "modest-" + n).toList(), ids);
    for (VariantDefinition d : new ModestProvider().variants()) {
      assertTrue(d.options().isEmpty(), d.id() + " has no options");
      assertEquals(d.id(), registry.variant(d.id()).rules().id());
      assertEquals(d.id(), d.create(Map.of()).id());
      assertTrue(registry.ids().contains(d.id()), d.id());
    }
  }

  @Test
  void everyVariantHasATestUnderTheSharedContract() throws ClassNotFoundException {
    for (String name : NAMES) {
      StringBuilder cls = new StringBuilder(ModestRegistrationTest.class.getPackageName() + ".");
      for (String part : com.google.common.base.Splitter.on('-').split(name)) {
        cls.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
      }
      Class<?> test = Class.forName(cls.append("Test").toString());
      assertTrue(ModestVariantContract.class.isAssignableFrom(test), test + " extends the contract");
    }
  }
}

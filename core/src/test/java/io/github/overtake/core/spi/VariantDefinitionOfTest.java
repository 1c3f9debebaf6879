package io.github.overtake.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@link VariantDefinition#of}: a rule set without options, filed under its own id. */
class VariantDefinitionOfTest {
  private static final RuleSet RULES =
      VariantRegistry.load().variant("test-minichess").rules();

  @Test
  void theDefinitionIsTheRuleSets() {
    VariantDefinition d = VariantDefinition.of(RULES);
    assertEquals(RULES.id(), d.id());
    assertEquals(RULES.description(), d.description());
    assertEquals(List.of(), d.options());
    assertSame(RULES, d.create(Map.of()));
  }

  @Test
  void aProviderInTheListFormRegistersIt() {
    VariantDefinition d = VariantDefinition.of(RULES);
    Variant v =
        VariantRegistry.of(
                new VariantProvider() {
                  @Override
                  public List<VariantDefinition> variants() {
                    return List.of(d);
                  }
                })
            .variant(RULES.id());
    assertSame(RULES, v.rules());
  }

  @Test
  void nullIsRefused() {
    assertThrows(NullPointerException.class, () -> VariantDefinition.of(null));
  }
}

package io.github.overtake.orthodox;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantDefinition;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;

/**
 * The variant of a test rule set without a provider of its own: a registry that holds the rule
 * set alone, under its id, without options. Public for the benchmarks, which use it from
 * orthodox's test jar.
 */
public final class LoneVariant {
  private LoneVariant() {}

  /**
   * Returns the variant of a rule set, from a registry that holds it alone under its id.
   *
   * @param rules the rule set, which takes no options
   * @return its variant
   */
  public static Variant of(RuleSet rules) {
    VariantDefinition definition = VariantDefinition.of(rules);
    return VariantRegistry.of(
            new VariantProvider() {
              @Override
              public List<VariantDefinition> variants() {
                return List.of(definition);
              }
            })
        .variant(rules.id());
  }
}

package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantDefinition;
import java.util.List;
import java.util.Map;

/** The definition of one Modest variant: id {@code modest-<name>}, no options. */
final class ModestDefinition implements VariantDefinition {
  private final ModestRules rules;

  ModestDefinition(ModestVariant variant) {
    this.rules = new ModestRules(variant);
  }

  @Override
  public String id() {
    return rules.id();
  }

  @Override
  public String description() {
    return rules.description();
  }

  @Override
  public List<OptionSpec> options() {
    return List.of();
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return rules;
  }
}

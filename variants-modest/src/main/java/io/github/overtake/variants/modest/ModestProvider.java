package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * The provider of one Modest variant: id {@code modest-<name>}, no options. Each variant has a
 * public subclass with a no-argument constructor, registered through {@code META-INF/services} and
 * {@code module-info.java}.
 */
abstract class ModestProvider implements VariantProvider {
  private final ModestRules rules;

  ModestProvider(ModestVariant variant) {
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

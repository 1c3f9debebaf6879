package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/** Registers Heroic Chess, variant id {@code modest-heroic}. */
public final class HeroicProvider implements VariantProvider {
  /** Creates the provider. */
  public HeroicProvider() {}

  @Override
  public String id() {
    return "modest-heroic";
  }

  @Override
  public String description() {
    return "Heroic Chess: a man that captures a higher-ranking man dies with its victim";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of();
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new HeroicRules();
  }
}

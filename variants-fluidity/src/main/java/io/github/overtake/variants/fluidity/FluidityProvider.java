package io.github.overtake.variants.fluidity;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/** Registers Fluidity Chess, variant id {@code fluidity}, which has no options. */
public final class FluidityProvider implements VariantProvider {
  /** Creates the provider (cheap; the rules are built on demand). */
  public FluidityProvider() {}

  @Override
  public String id() {
    return FluidityRules.ID;
  }

  @Override
  public String description() {
    return FluidityRules.DESCRIPTION;
  }

  @Override
  public List<OptionSpec> options() {
    return List.of();
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new FluidityRules();
  }
}

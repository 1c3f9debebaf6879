package org.example.crazyhouse;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/** Registers Crazyhouse, variant id {@code crazyhouse} (found by ServiceLoader). */
public final class CrazyhouseProvider implements VariantProvider {
  /** Creates the provider; ServiceLoader calls this. */
  public CrazyhouseProvider() {}

  @Override
  public String id() {
    return CrazyhouseRules.ID;
  }

  @Override
  public String description() {
    return "Crazyhouse: captured men change sides and may be dropped back (lichess/FICS rules)";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of();
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new CrazyhouseRules();
  }
}

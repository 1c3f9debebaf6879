package io.github.overtake.orthodox;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * The orthodox reference ruleset, variant id {@code chess}: one of the two families {@link
 * OrthodoxProvider} registers, and a provider of its own for registries built by hand.
 */
public final class ChessProvider implements VariantProvider {
  /** Creates the provider (cheap; the rules are built on demand). */
  public ChessProvider() {}

  @Override
  public String id() {
    return "chess";
  }

  @Override
  public String description() {
    return "FIDE chess, the orthodox reference ruleset (threefold repetition and fifty moves"
        + " claimable, fivefold and seventy-five moves automatic)";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of();
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new ChessRules();
  }
}

package io.github.overtake.cli;

import io.github.overtake.orthodox.ChessRules;
import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * A test-only family with every kind of option and a preset, so that the CLI's listing and option
 * errors are tested whatever variant modules are on the class path. Its rules are orthodox chess.
 */
public final class TestOptionsProvider implements VariantProvider {
  /** Creates the provider. */
  public TestOptionsProvider() {}

  @Override
  public String id() {
    return "clitest";
  }

  @Override
  public String description() {
    return "CLI test family (orthodox rules under every option)";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.bool("simple", false, "a true/false option"),
        OptionSpec.choice("goal", List.of("normal", "misere", "broken"), "normal", "a choice"),
        OptionSpec.range("size", 4, 12, 8, "a range"));
  }

  @Override
  public Map<String, String> presets() {
    return Map.of("clitest-small", "size=4");
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    if (options.get("simple").equals("true") && options.get("goal").equals("misere")) {
      throw new IllegalArgumentException("simple=true cannot be combined with goal=misere");
    }
    if (options.get("goal").equals("broken")) {
      throw new IllegalStateException("this test provider is broken on purpose");
    }
    return new ChessRules() {
      @Override
      public String id() {
        return "clitest";
      }
    };
  }
}

package io.github.overtake.orthodox;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * Chess960, variant id {@code chess960}, with the option {@code start} (the start array's number,
 * 0 to 959, default 518): {@code chess960:start=0}. One of the two families {@link
 * OrthodoxProvider} registers, and a provider of its own for registries built by hand.
 */
public final class Chess960Provider implements VariantProvider {
  /** Creates the provider (cheap; the rules are built on demand). */
  public Chess960Provider() {}

  @Override
  public String id() {
    return Chess960.ID;
  }

  @Override
  public String description() {
    return "Chess960 (Fischer Random Chess): FIDE chess from one of 960 start arrays, castling"
        + " with any files; X-FEN and Shredder-FEN";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.range(
            "start", 0, 959, Chess960.DEFAULT_START,
            "the start array's number (518 is the orthodox array)"));
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new Chess960(Integer.parseInt(options.get("start")));
  }
}

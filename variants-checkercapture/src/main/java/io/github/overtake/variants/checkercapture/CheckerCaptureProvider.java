package io.github.overtake.variants.checkercapture;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * Registers Checker-capture Chess, variant id {@code checkercapture}, with the options {@code
 * simple}, {@code goal} and {@code displacement}; all twelve combinations are valid.
 */
public final class CheckerCaptureProvider implements VariantProvider {
  /** Creates the provider (cheap; the rules are built on demand). */
  public CheckerCaptureProvider() {}

  @Override
  public String id() {
    return "checkercapture";
  }

  @Override
  public String description() {
    return "Checker-capture Chess: every piece captures by short draughts-style hops in eight"
        + " directions, hopping is compulsory, and losing the king loses";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.bool(
            "simple", false, "no double step, no castling, promotion by a later promotion move"),
        OptionSpec.choice(
            "goal",
            List.of("normal", "misere", "semi-misere"),
            "normal",
            "who wins on king capture, on having no move and on having no pawn"),
        OptionSpec.bool(
            "displacement", false, "ordinary chess captures are added below hops in priority"));
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new CheckerCaptureRules(
        Boolean.parseBoolean(options.get("simple")),
        Goal.of(options.get("goal")),
        Boolean.parseBoolean(options.get("displacement")));
  }
}

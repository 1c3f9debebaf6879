package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * Registers the checkers-chess family, variant id {@code checkerschess}, with the presets {@code
 * checkers-chess} and {@code chess-checkers}.
 */
public final class CheckersChessProvider implements VariantProvider {
  private static final List<String> TYPES = List.of("checkers", "nonroyal", "royal");
  private static final List<String> GOALS =
      List.of("lenient", "medium", "strict", "reverse", "regular");

  /** Creates the provider (cheap; rule sets are built on demand). */
  public CheckersChessProvider() {}

  @Override
  public String id() {
    return "checkerschess";
  }

  @Override
  public String description() {
    return "Checkers-chess variations: each player plays checkers, nonroyal or royal chess, on a"
        + " square, annulus or Möbius board";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(
        OptionSpec.choice("firstType", TYPES, "checkers", "what the first player plays"),
        OptionSpec.choice("secondType", TYPES, "royal", "what the second player plays"),
        OptionSpec.choice("firstGoal", GOALS, "regular", "the first player's goal"),
        OptionSpec.choice("secondGoal", GOALS, "regular", "the second player's goal"),
        OptionSpec.choice(
            "board", List.of("square", "annulus", "mobius"), "square", "the board's shape"),
        OptionSpec.range(
            "width", Options.MIN_WIDTH, Options.MAX_SIDE, 8, "number of files"),
        OptionSpec.range(
            "height", Options.MIN_HEIGHT, Options.MAX_SIDE, 8, "number of ranks"),
        OptionSpec.bool("flyingKings", false, "checkers kings move at any distance"),
        OptionSpec.bool("castling", true, "chess armies may castle"));
  }

  @Override
  public Map<String, String> presets() {
    return Map.of(
        "checkers-chess", "firstType=checkers,secondType=royal",
        "chess-checkers", "firstType=royal,secondType=checkers");
  }

  /**
   * Returns the names other programs give option sets of this family: lichess writes {@code
   * [Variant "Antichess"]} (also called giveaway or losing chess there) for the option set of
   * docs/rules/checkerschess.md's antichess, two non-royal chess armies with lenient goals and no
   * castling.
   */
  @Override
  public Map<String, String> aliases() {
    String antichess =
        "checkerschess:firstType=nonroyal,secondType=nonroyal,firstGoal=lenient,"
            + "secondGoal=lenient,castling=false";
    return Map.of("antichess", antichess, "giveaway", antichess);
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new CheckersChessRules(Options.of(options));
  }
}

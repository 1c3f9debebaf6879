package io.github.overtake.variants.jumping;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * Registers Jumping Chess, variant id {@code jumping}, with its six boolean options {@code
 * doubleKnights}, {@code multiJump}, {@code conservative}, {@code mini}, {@code quickEvacuation}
 * and {@code checkmate} (all off by default; all 64 combinations are valid).
 */
public final class JumpingProvider implements VariantProvider {
  private static final List<OptionSpec> OPTIONS =
      List.of(
          OptionSpec.bool("doubleKnights", false, "a knight may take both pieces beside its leap"),
          OptionSpec.bool("multiJump", false, "captures may continue in chains, as in draughts"),
          OptionSpec.bool(
              "conservative", false, "bishops, rooks and queens land right behind their victim"),
          OptionSpec.bool("mini", false, "8x8 board with a 6x6 array (Los Alamos)"),
          OptionSpec.bool(
              "quickEvacuation", false, "pieces on the ring must move first instead of capturing"),
          OptionSpec.bool("checkmate", false, "check and checkmate instead of king capture"));

  /** Creates the provider (cheap; rules are built on demand). */
  public JumpingProvider() {}

  @Override
  public String id() {
    return "jumping";
  }

  @Override
  public String description() {
    return "Jumping Chess: captures by overtaking on a 10x10 board with a ring of edge squares";
  }

  @Override
  public List<OptionSpec> options() {
    return OPTIONS;
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new JumpingRules(JumpingOptions.of(options));
  }
}

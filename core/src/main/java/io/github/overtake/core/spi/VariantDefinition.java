package io.github.overtake.core.spi;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * One family of variants as the registry files it: its id, its options and how to build its rule
 * set. A {@link VariantProvider} is itself one definition (the single form), or lists several
 * through {@link VariantProvider#variants()} (one provider for a whole module).
 */
public interface VariantDefinition {
  /**
   * Returns the definition of a variant without options: its id and description are the rule
   * set's own, and {@link #create} returns that one rule set (which must therefore be immutable
   * and thread-safe, as every rule set is).
   *
   * @param rules the rule set
   * @return the definition
   * @throws NullPointerException if rules is null
   */
  static VariantDefinition of(RuleSet rules) {
    Objects.requireNonNull(rules, "rules");
    return new VariantDefinition() {
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
    };
  }

  /**
   * Returns the family id used in specs, lower case, such as {@code jumping}. This is the id that
   * counts: the registry files the family under it, and every rule set {@link #create} returns
   * must report the same {@link RuleSet#id()} (the registry raises a {@link
   * io.github.overtake.core.VariantDefinitionException} otherwise).
   *
   * @return the family id
   */
  String id();

  /**
   * Returns a one-line description of the family, whatever its options: what a listing of the
   * installed variants shows (the command line's {@code variants}). {@link RuleSet#description()}
   * describes one configured variant instead and is what {@link
   * io.github.overtake.core.Variant#description()} returns.
   *
   * @return the description
   */
  String description();

  /**
   * Returns the options the family accepts, in the order a canonical spec lists them.
   *
   * @return the option specs
   */
  List<OptionSpec> options();

  /**
   * Returns the names other programs give this family or one of its option sets (such as the
   * {@code Variant} tag that lichess writes in PGN), mapped to the spec each stands for ({@code
   * "Fischerandom"} to {@code chess960}). {@link io.github.overtake.core.VariantRegistry#variant}
   * matches an alias without regard to case, where no id matches; an alias never hides an id.
   *
   * @return the aliases mapped to specs of this family, empty by default
   */
  default Map<String, String> aliases() {
    return Map.of();
  }

  /**
   * Returns extra ids that stand for fixed option sets, such as {@code chess-checkers}, mapped to
   * the option text they stand for ({@code firstType=royal,secondType=checkers}).
   *
   * @return the preset ids mapped to their option text, empty by default
   */
  default Map<String, String> presets() {
    return Map.of();
  }

  /**
   * Builds the rule set for a complete option map (every key of {@link #options()} present, every
   * value allowed). May throw {@link IllegalArgumentException} for a combination it rejects.
   *
   * @param options the option values by key
   * @return the rule set
   */
  RuleSet create(Map<String, String> options);
}

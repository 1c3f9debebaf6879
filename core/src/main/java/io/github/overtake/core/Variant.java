package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.notation.PositionText;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import java.util.List;
import java.util.Map;

/**
 * A rule set with every option fixed: the entry point for positions. Obtain one from {@link
 * VariantRegistry#variant(String)}. Immutable and thread-safe. Two variants are equal when their
 * canonical specs are; their {@link Limits} take no part.
 */
@Immutable
public final class Variant {
  private final String id;
  private final String spec;
  private final ImmutableMap<String, String> options;

  @SuppressWarnings("Immutable") // rule sets are immutable by contract (see RuleSet)
  private final RuleSet rules;

  private final ImmutableList<PieceType> types;
  private final Limits limits;

  Variant(String id, String spec, Map<String, String> options, RuleSet rules, Limits limits) {
    this.id = id;
    this.spec = spec;
    this.options = ImmutableMap.copyOf(options);
    this.rules = rules;
    this.types = ImmutableList.copyOf(rules.pieceTypes());
    this.limits = limits;
  }

  /**
   * Returns the limits every position of this variant works under (those of the registry it came
   * from, unless set with {@link #withLimits}).
   *
   * @return the limits
   */
  public Limits limits() {
    return limits;
  }

  /**
   * Returns this variant working under other limits: the same rules, spec and options (limits take
   * no part in equality). Positions read through the returned variant list, check and play moves
   * under {@code limits}.
   *
   * @param limits the limits
   * @return the variant under those limits
   * @throws NullPointerException if limits is null
   */
  public Variant withLimits(Limits limits) {
    java.util.Objects.requireNonNull(limits, "limits");
    return limits.equals(this.limits) ? this : new Variant(id, spec, options, rules, limits);
  }

  /**
   * Returns the family id, such as {@code chess} or {@code checkercapture}.
   *
   * @return the family id
   */
  public String id() {
    return id;
  }

  /**
   * Returns the canonical spec: the family id followed by every option in declared order, such as
   * {@code checkercapture:simple=false,goal=normal,displacement=false}.
   *
   * @return the canonical spec
   */
  public String spec() {
    return spec;
  }

  /**
   * Returns every option's value.
   *
   * @return the option values by key, every option present
   */
  public Map<String, String> options() {
    return options;
  }

  /**
   * Returns a one-line description.
   *
   * @return the description
   */
  public String description() {
    return rules.description();
  }

  /**
   * Returns the board.
   *
   * @return the geometry
   */
  public Geometry geometry() {
    return rules.geometry();
  }

  /**
   * Returns the piece types the variant uses.
   *
   * @return the piece types in roster order, an immutable list
   */
  public List<PieceType> pieceTypes() {
    return types;
  }

  /**
   * Returns the start position.
   *
   * @return the start position
   */
  public Position startPosition() {
    return position(rules.startPosition());
  }

  /**
   * Reads a position text.
   *
   * @param text the position text; {@code null} is refused with an {@link
   *     InvalidPositionException}
   * @return the position
   * @throws InvalidPositionException if the text is malformed or the position is not valid in this
   *     variant; the message names every problem
   * @throws WorkLimitException if checking the position (an attack test) exceeds a limit
   */
  public Position position(String text) {
    MutablePosition p = PositionText.parse(rules, text);
    p.resetWork(limits.chainStates());
    List<String> problems;
    try {
      problems = rules.validate(p);
    } catch (WorkLimitException e) {
      throw e.at(text);
    } finally {
      p.resetWork(Long.MAX_VALUE);
    }
    if (!problems.isEmpty()) {
      throw new InvalidPositionException(text, spec, problems);
    }
    return new Position(this, p);
  }

  /**
   * Returns the compiled rules (for variant authors and tests; applications need not use it).
   *
   * @return the rule set
   */
  public RuleSet rules() {
    return rules;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Variant other && other.spec.equals(spec);
  }

  @Override
  public int hashCode() {
    return spec.hashCode();
  }

  @Override
  public String toString() {
    return spec;
  }
}

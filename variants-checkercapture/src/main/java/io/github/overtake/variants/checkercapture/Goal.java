package io.github.overtake.variants.checkercapture;

import java.util.Locale;

/** The {@code goal} option: who wins on king capture, on having no move and on having no pawn. */
public enum Goal {
  /** King capture loses, having no move loses (R15, R16). */
  NORMAL("normal"),
  /** King capture wins for the king's owner, having no move wins (R15, R16). */
  MISERE("misere"),
  /** King capture loses, having no move wins, having no pawn wins (R15 to R17). */
  SEMI_MISERE("semi-misere");

  private final String id;

  Goal(String id) {
    this.id = id;
  }

  /**
   * Returns the option value, such as {@code semi-misere}.
   *
   * @return the option value
   */
  public String id() {
    return id;
  }

  /**
   * Returns the goal with the given option value.
   *
   * @param value the option value, in any case
   * @return the goal
   * @throws IllegalArgumentException if the value names no goal
   */
  public static Goal of(String value) {
    for (Goal g : values()) {
      if (g.id.equals(value.toLowerCase(Locale.ROOT))) {
        return g;
      }
    }
    throw new IllegalArgumentException(
        "goal must be normal, misere or semi-misere, got '" + value + "'");
  }
}

package io.github.overtake.variants.checkerschess;

import java.util.Locale;

/**
 * A player's goal: whether it must capture and how running out of pieces or moves scores for it
 * (the outcome tables are in {@link OutcomeTable}).
 */
public enum Goal {
  /** Giveaway: no pieces or no moves wins. */
  LENIENT(true),
  /** Giveaway: no pieces wins, no moves draws. */
  MEDIUM(true),
  /** Giveaway: no pieces wins, no moves loses. */
  STRICT(true),
  /** Survival with compulsory capture. */
  REVERSE(true),
  /** Survival with free choice: the only goal without the capture obligation. */
  REGULAR(false);

  private final boolean mandatoryCapture;

  Goal(boolean mandatoryCapture) {
    this.mandatoryCapture = mandatoryCapture;
  }

  /**
   * Returns whether a player with this goal must capture when it can (R24).
   *
   * @return whether captures are compulsory
   */
  public boolean mandatoryCapture() {
    return mandatoryCapture;
  }

  /**
   * Returns the option value, such as {@code lenient}.
   *
   * @return the option value
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Returns the goal with an option value.
   *
   * @param id the option value
   * @return the goal
   * @throws IllegalArgumentException if the value names no goal
   */
  public static Goal of(String id) {
    for (Goal g : values()) {
      if (g.id().equals(id)) {
        return g;
      }
    }
    throw new IllegalArgumentException("unknown goal '" + id + "'");
  }
}

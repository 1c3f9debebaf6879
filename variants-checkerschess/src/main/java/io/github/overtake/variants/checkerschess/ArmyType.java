package io.github.overtake.variants.checkerschess;

import java.util.Locale;

/** What one player's army plays (option values {@code checkers}, {@code nonroyal}, {@code royal}). */
public enum ArmyType {
  /** Checkers men and crowned kings that move diagonally and capture by jumping. */
  CHECKERS,
  /** The chess army with a king that is an ordinary, capturable piece. */
  NONROYAL,
  /** The chess army with a king that may never be left attacked. */
  ROYAL;

  /**
   * Returns the option value, such as {@code nonroyal}.
   *
   * @return the option value
   */
  public String id() {
    return name().toLowerCase(Locale.ROOT);
  }

  /**
   * Returns whether the army plays chess (nonroyal or royal).
   *
   * @return whether the army plays chess
   */
  public boolean isChess() {
    return this != CHECKERS;
  }

  /**
   * Returns the type with an option value.
   *
   * @param id the option value
   * @return the army type
   * @throws IllegalArgumentException if the value names no type
   */
  public static ArmyType of(String id) {
    for (ArmyType t : values()) {
      if (t.id().equals(id)) {
        return t;
      }
    }
    throw new IllegalArgumentException("unknown army type '" + id + "'");
  }
}

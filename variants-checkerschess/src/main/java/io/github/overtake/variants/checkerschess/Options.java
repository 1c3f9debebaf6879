package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.geometry.Topology;
import java.util.Locale;
import java.util.Map;

/**
 * The compiled option set of one checkers-chess rule set.
 *
 * @param firstType the first player's army type
 * @param secondType the second player's army type
 * @param firstGoal the first player's goal
 * @param secondGoal the second player's goal
 * @param topology the board shape
 * @param width the number of files
 * @param height the number of ranks
 * @param flyingKings whether checkers kings fly
 * @param castling whether chess armies may castle
 */
public record Options(
    ArmyType firstType,
    ArmyType secondType,
    Goal firstGoal,
    Goal secondGoal,
    Topology topology,
    int width,
    int height,
    boolean flyingKings,
    boolean castling) {
  /** The smallest width. */
  public static final int MIN_WIDTH = 4;
  /** The smallest height. */
  public static final int MIN_HEIGHT = 5;
  /** The largest width and height. */
  public static final int MAX_SIDE = 26;

  /**
   * Validates the components.
   *
   * @param firstType the first player's army
   * @param secondType the second player's army
   * @param firstGoal the first player's goal
   * @param secondGoal the second player's goal
   * @param topology the board's topology
   * @param width the number of files
   * @param height the number of ranks
   * @param flyingKings whether checkers kings fly
   * @param castling whether chess armies may castle
   */
  public Options {
    if (width < MIN_WIDTH || width > MAX_SIDE) {
      throw new IllegalArgumentException("width must be 4..26, got " + width);
    }
    if (height < MIN_HEIGHT || height > MAX_SIDE) {
      throw new IllegalArgumentException("height must be 5..26, got " + height);
    }
  }

  /**
   * Reads a complete option map (keys of {@link CheckersChessProvider#options()}).
   *
   * @param o the option map
   * @return the options
   * @throws IllegalArgumentException on a missing key or a bad value
   */
  public static Options of(Map<String, String> o) {
    return new Options(
        ArmyType.of(get(o, "firstType")),
        ArmyType.of(get(o, "secondType")),
        Goal.of(get(o, "firstGoal")),
        Goal.of(get(o, "secondGoal")),
        topology(get(o, "board")),
        number(get(o, "width"), "width"),
        number(get(o, "height"), "height"),
        onOff(get(o, "flyingKings"), "flyingKings"),
        onOff(get(o, "castling"), "castling"));
  }

  /**
   * Returns the army type of a side.
   *
   * @param side 0 for the first player, 1 for the second
   * @return that side's army type
   */
  public ArmyType type(int side) {
    return side == 0 ? firstType : secondType;
  }

  /**
   * Returns the goal of a side.
   *
   * @param side 0 for the first player, 1 for the second
   * @return that side's goal
   */
  public Goal goal(int side) {
    return side == 0 ? firstGoal : secondGoal;
  }

  private static String get(Map<String, String> o, String key) {
    String v = o.get(key);
    if (v == null) {
      throw new IllegalArgumentException("option '" + key + "' is missing");
    }
    return v;
  }

  private static Topology topology(String v) {
    switch (v) {
      case "square":
        return Topology.SQUARE;
      case "annulus":
        return Topology.ANNULUS;
      case "mobius":
        return Topology.MOBIUS;
      default:
        throw new IllegalArgumentException("board must be square, annulus or mobius, got '" + v + "'");
    }
  }

  private static int number(String v, String key) {
    try {
      return Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(key + " must be a number, got '" + v + "'", e);
    }
  }

  private static boolean onOff(String v, String key) {
    switch (v.toLowerCase(Locale.ROOT)) {
      case "true":
      case "on": // the registry turns on/off into true/false; kept for direct callers
        return true;
      case "false":
      case "off":
        return false;
      default:
        throw new IllegalArgumentException(key + " must be true or false, got '" + v + "'");
    }
  }
}

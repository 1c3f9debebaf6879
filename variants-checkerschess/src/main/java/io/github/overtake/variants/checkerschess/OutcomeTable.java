package io.github.overtake.variants.checkerschess;

import java.util.EnumMap;
import java.util.Map;

/**
 * The outcome tables of R27 as data: the result, for the player who meets an end condition, by its
 * army type, its goal and the condition. The opponent gets the opposite result.
 */
public final class OutcomeTable {
  /** A result from the point of view of the player who meets the end condition. */
  public enum Result {
    /** That player wins. */
    WIN,
    /** The game is drawn. */
    DRAW,
    /** That player loses. */
    LOSS
  }

  /** R27, row by row: type, goal, then condition=result pairs. */
  private static final String[][] ROWS = {
    {"checkers", "lenient", "NO_PIECES=WIN", "NO_MOVES=WIN"},
    {"checkers", "medium", "NO_PIECES=WIN", "NO_MOVES=DRAW"},
    {"checkers", "strict", "NO_PIECES=WIN", "NO_MOVES=LOSS"},
    {"checkers", "reverse", "NO_PIECES=LOSS", "NO_MOVES=LOSS"},
    {"checkers", "regular", "NO_PIECES=LOSS", "NO_MOVES=LOSS"},
    {"nonroyal", "lenient", "NO_PIECES=WIN", "NO_MOVES=WIN"},
    {"nonroyal", "medium", "NO_PIECES=WIN", "NO_MOVES=DRAW"},
    {"nonroyal", "strict", "NO_PIECES=WIN", "NO_MOVES=LOSS"},
    {"nonroyal", "reverse", "NO_PIECES=LOSS", "NO_MOVES=LOSS"},
    {"nonroyal", "regular", "NO_PIECES=LOSS", "NO_MOVES=LOSS"},
    {"royal", "lenient", "STALEMATE=DRAW", "CHECKMATE=WIN", "BARE_KING=WIN",
      "BARE_KING_STALEMATE=WIN", "BARE_KING_CHECKMATE=WIN"},
    {"royal", "medium", "STALEMATE=DRAW", "CHECKMATE=DRAW", "BARE_KING=WIN",
      "BARE_KING_STALEMATE=WIN", "BARE_KING_CHECKMATE=WIN"},
    {"royal", "strict", "STALEMATE=DRAW", "CHECKMATE=LOSS", "BARE_KING=WIN",
      "BARE_KING_STALEMATE=WIN", "BARE_KING_CHECKMATE=DRAW"},
    {"royal", "reverse", "STALEMATE=DRAW", "CHECKMATE=LOSS", "BARE_KING=LOSS",
      "BARE_KING_STALEMATE=LOSS", "BARE_KING_CHECKMATE=LOSS"},
    {"royal", "regular", "STALEMATE=DRAW", "CHECKMATE=LOSS", "BARE_KING=DRAW",
      "BARE_KING_STALEMATE=DRAW", "BARE_KING_CHECKMATE=LOSS"},
  };

  private static final Map<ArmyType, Map<Goal, Map<CheckersChessTermination, Result>>> TABLE =
      build();

  private OutcomeTable() {}

  private static Map<ArmyType, Map<Goal, Map<CheckersChessTermination, Result>>> build() {
    Map<ArmyType, Map<Goal, Map<CheckersChessTermination, Result>>> t =
        new EnumMap<>(ArmyType.class);
    for (String[] row : ROWS) {
      Map<CheckersChessTermination, Result> cells = new EnumMap<>(CheckersChessTermination.class);
      for (int i = 2; i < row.length; i++) {
        String[] kv = row[i].split("=", -1);
        cells.put(CheckersChessTermination.valueOf(kv[0]), Result.valueOf(kv[1]));
      }
      t.computeIfAbsent(ArmyType.of(row[0]), k -> new EnumMap<>(Goal.class))
          .put(Goal.of(row[1]), cells);
    }
    return t;
  }

  /**
   * Returns the result for the player who meets {@code condition}.
   *
   * @param type the army type of that player
   * @param goal the goal of that player
   * @param condition the end condition met
   * @return the result for that player
   * @throws IllegalArgumentException if the condition cannot occur for that army type
   */
  public static Result resultFor(ArmyType type, Goal goal, CheckersChessTermination condition) {
    Result r = TABLE.get(type).get(goal).get(condition);
    if (r == null) {
      throw new IllegalArgumentException(condition + " cannot happen to a " + type.id() + " side");
    }
    return r;
  }
}

package io.github.overtake.orthodox;

import java.lang.reflect.Method;

/**
 * Which of {@link ChessRules}'s hooks a subclass declares, read once by the constructor: the
 * bitboard path, a goal and the outcome's needs depend on them.
 */
final class RuleHooks {
  private RuleHooks() {}

  /**
   * Returns whether no class between {@code c} and {@link ChessRules} declares a method that the
   * bitboard fast path would bypass.
   *
   * @param c the rule set's class
   * @return whether the bitboard path may answer
   */
  static boolean keepsBitboardHooks(Class<?> c) {
    for (Class<?> k = c; k != ChessRules.class; k = k.getSuperclass()) {
      for (Method m : k.getDeclaredMethods()) {
        switch (m.getName()) {
          case "generateMoves":
          case "countMoves":
          case "generatePieceMoves":
          case "generateDrops":
          case "generateCastling":
          case "castlingSafe":
          case "attacked":
          case "fastLegality":
            return false;
          default:
            break;
        }
      }
    }
    return true;
  }

  /**
   * Returns whether a class between {@code c} and {@link ChessRules} declares a method of this
   * name.
   *
   * @param c the rule set's class
   * @param name the method's name
   * @return whether one declares it
   */
  static boolean declares(Class<?> c, String name) {
    for (Class<?> k = c; k != ChessRules.class; k = k.getSuperclass()) {
      for (Method m : k.getDeclaredMethods()) {
        if (m.getName().equals(name)) {
          return true;
        }
      }
    }
    return false;
  }
}

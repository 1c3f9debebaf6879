package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/** Helpers for pools (S1.4, S1.7): men held off the board, recorded by their own colour. */
final class Pools {
  private static final String LETTERS = " PNBRQK";

  private Pools() {}

  /** Returns the number of men of a type and colour in the pool. */
  static int count(MutablePosition p, int type, int side) {
    return p.pool(Pieces.code(type, side));
  }

  /**
   * Adds a problem for every pool letter outside {@code allowed} (letters in their own colour, such
   * as {@code "PNBpnb"}).
   */
  static void validate(MutablePosition p, String allowed, List<String> problems) {
    for (int side = 0; side < 2; side++) {
      for (int type = 1; type <= 6; type++) {
        if (p.pool(Pieces.code(type, side)) > 0) {
          char c = LETTERS.charAt(type);
          char letter = side == 0 ? c : Character.toLowerCase(c);
          if (allowed.indexOf(letter) < 0) {
            problems.add("'" + letter + "' may not be held in this variant's pool");
          }
        }
      }
    }
  }

  /** Returns whether the pool holds no man at all. */
  static boolean empty(MutablePosition p) {
    for (int side = 0; side < 2; side++) {
      for (int type = 1; type <= 6; type++) {
        if (p.pool(Pieces.code(type, side)) > 0) {
          return false;
        }
      }
    }
    return true;
  }
}

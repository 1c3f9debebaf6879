package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.MutablePosition;

/**
 * Step tables of the 8x8 board for the fast attack tests of some Modest variants: the next square
 * in each of the eight directions (N, NE, E, SE, S, SW, W, NW, as {@link ModestKit#rayDx}; odd
 * directions are diagonal) and the knight's leaps from each square.
 */
final class Lines {
  private static final int[][] NEXT = new int[64][8];
  private static final int[][] LEAPS = new int[64][];

  static {
    for (int sq = 0; sq < 64; sq++) {
      for (int d = 0; d < 8; d++) {
        NEXT[sq][d] = ModestKit.offset(sq, ModestKit.rayDx(d), ModestKit.rayDy(d));
      }
      int[] t = new int[8];
      int c = 0;
      for (int i = 0; i < 8; i++) {
        int to = ModestKit.offset(sq, ModestKit.knightDx(i), ModestKit.knightDy(i));
        if (to >= 0) {
          t[c++] = to;
        }
      }
      LEAPS[sq] = java.util.Arrays.copyOf(t, c);
    }
  }

  private Lines() {}

  /** Returns the square next to {@code sq} in direction {@code d}, or -1 off the board. */
  static int next(int sq, int d) {
    return NEXT[sq][d];
  }

  /** Returns whether direction {@code d} is diagonal. */
  static boolean diagonal(int d) {
    return (d & 1) != 0;
  }

  /** Returns the number of knight leaps from {@code sq}. */
  static int leapCount(int sq) {
    return LEAPS[sq].length;
  }

  /** Returns the {@code i}-th knight leap target from {@code sq}. */
  static int leap(int sq, int i) {
    return LEAPS[sq][i];
  }

  /** Returns the first occupied square from {@code sq} in direction {@code d}, or -1. */
  static int firstMan(MutablePosition p, int sq, int d) {
    for (int s = NEXT[sq][d]; s >= 0; s = NEXT[s][d]) {
      if (p.at(s) != 0) {
        return s;
      }
    }
    return -1;
  }
}

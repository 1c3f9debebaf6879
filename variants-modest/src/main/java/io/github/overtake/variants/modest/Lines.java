package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.MutablePosition;

/**
 * Step tables of the 8x8 board for the fast move generators and attack tests of some Modest
 * variants. Directions are those of {@link ModestKit#rayDx}: N, NE, E, SE, S, SW, W, NW; odd
 * directions are diagonal, even ones orthogonal. Two views of the same geometry: step by step
 * ({@link #next}, {@link #leap}) and whole rays as arrays ({@link #RAY}, {@link #KNIGHT}, {@link
 * #KING}).
 */
final class Lines {
  private static final int[][] NEXT = new int[64][8];
  private static final int[][] LEAPS = new int[64][];

  /** {@code RAY[sq][d]}: the squares from {@code sq} in direction {@code d}, nearest first. */
  static final int[][][] RAY = new int[64][8][];

  /** {@code KNIGHT[sq]}: the squares a knight on {@code sq} leaps to. */
  static final int[][] KNIGHT = LEAPS;

  /** {@code KING[sq]}: the squares next to {@code sq}. */
  static final int[][] KING = new int[64][];

  /** {@code QUEEN_LINES[sq]}: the squares of the eight rays from {@code sq}, as a bit set. */
  static final long[] QUEEN_LINES = new long[64];

  static {
    for (int sq = 0; sq < 64; sq++) {
      for (int d = 0; d < 8; d++) {
        NEXT[sq][d] = ModestKit.offset(sq, ModestKit.rayDx(d), ModestKit.rayDy(d));
      }
    }
    for (int sq = 0; sq < 64; sq++) {
      int[] around = new int[8];
      int a = 0;
      for (int d = 0; d < 8; d++) {
        if (NEXT[sq][d] >= 0) {
          around[a++] = NEXT[sq][d];
        }
        int[] r = new int[7];
        int n = 0;
        for (int s = NEXT[sq][d]; s >= 0; s = NEXT[s][d]) {
          r[n++] = s;
        }
        RAY[sq][d] = java.util.Arrays.copyOf(r, n);
        for (int j = 0; j < n; j++) {
          QUEEN_LINES[sq] |= 1L << r[j];
        }
      }
      KING[sq] = java.util.Arrays.copyOf(around, a);
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

  /** Returns whether direction {@code d} is orthogonal (a rook line). */
  static boolean orthogonal(int d) {
    return (d & 1) == 0;
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

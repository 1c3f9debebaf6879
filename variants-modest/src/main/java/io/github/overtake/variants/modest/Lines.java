package io.github.overtake.variants.modest;

/**
 * Precomputed lines of the 8x8 board for fast move generation and threat tests: the squares of
 * each ray (directions as {@link ModestKit#rayDx}: N, NE, E, SE, S, SW, W, NW; even directions are
 * orthogonal), knight leaps and king steps.
 */
final class Lines {
  /** {@code RAY[sq][d]}: the squares from {@code sq} in direction {@code d}, nearest first. */
  static final int[][][] RAY = new int[64][8][];

  /** {@code KNIGHT[sq]}: the squares a knight on {@code sq} leaps to. */
  static final int[][] KNIGHT = new int[64][];

  /** {@code KING[sq]}: the squares next to {@code sq}. */
  static final int[][] KING = new int[64][];

  static {
    for (int sq = 0; sq < 64; sq++) {
      for (int d = 0; d < 8; d++) {
        int[] r = new int[7];
        int n = 0;
        for (int s = ModestKit.offset(sq, ModestKit.rayDx(d), ModestKit.rayDy(d)); s >= 0;
            s = ModestKit.offset(s, ModestKit.rayDx(d), ModestKit.rayDy(d))) {
          r[n++] = s;
        }
        RAY[sq][d] = java.util.Arrays.copyOf(r, n);
      }
      KNIGHT[sq] = collect(sq, true);
      KING[sq] = collect(sq, false);
    }
  }

  private Lines() {}

  private static int[] collect(int sq, boolean knight) {
    int[] t = new int[8];
    int n = 0;
    for (int i = 0; i < 8; i++) {
      int to = knight
          ? ModestKit.offset(sq, ModestKit.knightDx(i), ModestKit.knightDy(i))
          : ModestKit.offset(sq, ModestKit.rayDx(i), ModestKit.rayDy(i));
      if (to >= 0) {
        t[n++] = to;
      }
    }
    return java.util.Arrays.copyOf(t, n);
  }

  /** Returns whether direction {@code d} is orthogonal (a rook line). */
  static boolean orthogonal(int d) {
    return (d & 1) == 0;
  }
}

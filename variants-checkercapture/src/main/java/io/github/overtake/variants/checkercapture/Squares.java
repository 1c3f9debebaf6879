package io.github.overtake.variants.checkercapture;

/**
 * Precomputed 8x8 tables: square index {@code 8 * rank + file} (R1), the eight king directions
 * (even indices orthogonal, odd indices diagonal), hop squares, rays and leap targets.
 */
final class Squares {
  /** File steps of the eight directions: E, NE, N, NW, W, SW, S, SE. */
  private static final int[] DX = {1, 1, 0, -1, -1, -1, 0, 1};

  /** Rank steps of the eight directions. */
  private static final int[] DY = {0, 1, 1, 1, 0, -1, -1, -1};

  private static final int[][] KNIGHT_LEAPS = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };

  /** {@code OVER[8 * sq + d]}: the square hopped over from sq in direction d, or -1. */
  static final int[] OVER = new int[64 * 8];

  /** {@code BEYOND[8 * sq + d]}: the landing square of a hop from sq in direction d, or -1. */
  static final int[] BEYOND = new int[64 * 8];

  /** {@code RAYS[8 * sq + d]}: the squares from sq in direction d, nearest first. */
  static final int[][] RAYS = new int[64 * 8][];

  /** Knight targets of each square. */
  static final int[][] KNIGHT = new int[64][];

  /** King targets of each square. */
  static final int[][] KING = new int[64][];

  static {
    for (int sq = 0; sq < 64; sq++) {
      int f = sq & 7;
      int r = sq >> 3;
      int[] king = new int[8];
      int kc = 0;
      for (int d = 0; d < 8; d++) {
        int i = 8 * sq + d;
        OVER[i] = on(f + DX[d], r + DY[d]) ? square(f + DX[d], r + DY[d]) : -1;
        boolean two = on(f + 2 * DX[d], r + 2 * DY[d]);
        BEYOND[i] = two ? square(f + 2 * DX[d], r + 2 * DY[d]) : -1;
        if (!two) {
          OVER[i] = -1;
        }
        int n = 0;
        while (on(f + (n + 1) * DX[d], r + (n + 1) * DY[d])) {
          n++;
        }
        int[] ray = new int[n];
        for (int k = 0; k < n; k++) {
          ray[k] = square(f + (k + 1) * DX[d], r + (k + 1) * DY[d]);
        }
        RAYS[i] = ray;
        if (n > 0) {
          king[kc++] = ray[0];
        }
      }
      KING[sq] = java.util.Arrays.copyOf(king, kc);
      int[] knight = new int[8];
      int nc = 0;
      for (int[] l : KNIGHT_LEAPS) {
        if (on(f + l[0], r + l[1])) {
          knight[nc++] = square(f + l[0], r + l[1]);
        }
      }
      KNIGHT[sq] = java.util.Arrays.copyOf(knight, nc);
    }
  }

  private Squares() {}

  private static boolean on(int f, int r) {
    return f >= 0 && f < 8 && r >= 0 && r < 8;
  }

  private static int square(int f, int r) {
    return 8 * r + f;
  }

  /** Returns the rank (0 to 7) on which a pawn of {@code side} promotes. */
  static int lastRank(int side) {
    return side == 0 ? 7 : 0;
  }
}

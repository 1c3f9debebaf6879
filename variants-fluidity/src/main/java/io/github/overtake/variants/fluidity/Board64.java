package io.github.overtake.variants.fluidity;

/**
 * Precomputed 8x8 tables of Fluidity Chess (square index {@code 8 * rank + file}): the rays of the
 * eight directions, knight leaps with their capture squares, and the check test on bitboards.
 * Tables are filled once and never change.
 */
final class Board64 {
  /** Direction steps; 0-3 raise the square index (E, NE, N, NW), 4-7 lower it (W, SW, S, SE). */
  private static final int[] DX = {1, 1, 0, -1, -1, -1, 0, 1};

  private static final int[] DY = {0, 1, 1, 1, 0, -1, -1, -1};

  /** RAY_SQUARES[d][sq]: the squares from sq outward in direction d, nearest first. */
  static final int[][][] RAY_SQUARES = new int[8][64][];

  /** RAY[d][sq]: the squares of RAY_SQUARES[d][sq] as a bit mask. */
  static final long[][] RAY = new long[8][64];

  /** The squares on the rook lines through a square. */
  static final long[] ORTHOGONAL_LINES = new long[64];

  /** The squares on the bishop lines through a square. */
  static final long[] DIAGONAL_LINES = new long[64];

  /** The squares a knight on a square leaps to, as a bit mask. */
  static final long[] KNIGHT_TARGETS = new long[64];

  /** KNIGHT_TO[sq]: leap destinations; KNIGHT_CAP1/2: the capture squares of each leap. */
  static final int[][] KNIGHT_TO = new int[64][];

  /** The capture square at distance one along the long leg of each leap of KNIGHT_TO. */
  static final int[][] KNIGHT_CAP1 = new int[64][];

  /** The capture square at distance two along the long leg of each leap of KNIGHT_TO. */
  static final int[][] KNIGHT_CAP2 = new int[64][];

  /** The neighbours of a square (king steps). */
  static final int[][] KING_STEPS = new int[64][];

  private static final int[][] LEAPS = {
    {1, 2}, {-1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, 1}, {-2, -1}
  };

  static {
    for (int sq = 0; sq < 64; sq++) {
      int x = sq & 7;
      int y = sq >> 3;
      for (int d = 0; d < 8; d++) {
        int[] tmp = new int[7];
        int n = 0;
        long mask = 0;
        for (int cx = x + DX[d], cy = y + DY[d];
            cx >= 0 && cx < 8 && cy >= 0 && cy < 8;
            cx += DX[d], cy += DY[d]) {
          tmp[n++] = cy * 8 + cx;
          mask |= 1L << (cy * 8 + cx);
        }
        RAY_SQUARES[d][sq] = java.util.Arrays.copyOf(tmp, n);
        RAY[d][sq] = mask;
        if ((d & 1) == 0) {
          ORTHOGONAL_LINES[sq] |= mask;
        } else {
          DIAGONAL_LINES[sq] |= mask;
        }
      }
      int[] to = new int[8];
      int[] c1 = new int[8];
      int[] c2 = new int[8];
      int n = 0;
      for (int[] l : LEAPS) {
        int tx = x + l[0];
        int ty = y + l[1];
        if (tx < 0 || tx > 7 || ty < 0 || ty > 7) {
          continue;
        }
        to[n] = ty * 8 + tx;
        if (Math.abs(l[1]) == 2) {
          int sy = Integer.signum(l[1]);
          c1[n] = (y + sy) * 8 + x;
          c2[n] = (y + 2 * sy) * 8 + x;
        } else {
          int sx = Integer.signum(l[0]);
          c1[n] = y * 8 + x + sx;
          c2[n] = y * 8 + x + 2 * sx;
        }
        KNIGHT_TARGETS[sq] |= 1L << to[n];
        n++;
      }
      KNIGHT_TO[sq] = java.util.Arrays.copyOf(to, n);
      KNIGHT_CAP1[sq] = java.util.Arrays.copyOf(c1, n);
      KNIGHT_CAP2[sq] = java.util.Arrays.copyOf(c2, n);
      int[] k = new int[8];
      int m = 0;
      for (int d = 0; d < 8; d++) {
        int kx = x + DX[d];
        int ky = y + DY[d];
        if (kx >= 0 && kx < 8 && ky >= 0 && ky < 8) {
          k[m++] = ky * 8 + kx;
        }
      }
      KING_STEPS[sq] = java.util.Arrays.copyOf(k, m);
    }
  }

  private Board64() {}

  /**
   * Returns whether a king on {@code king} is in check (R7): an enemy rook or queen ({@code
   * orthogonal}) or bishop or queen ({@code diagonal}) sees it over empty squares, or an enemy
   * knight ({@code knights}) leaps to it. Kings never check.
   *
   * @param king the king's square
   * @param occupied every occupied square (the king's own square may be in it or not)
   * @param orthogonal enemy rooks and queens
   * @param diagonal enemy bishops and queens
   * @param knights enemy knights
   */
  static boolean inCheck(int king, long occupied, long orthogonal, long diagonal, long knights) {
    if ((KNIGHT_TARGETS[king] & knights) != 0) {
      return true;
    }
    if ((ORTHOGONAL_LINES[king] & orthogonal) != 0
        && (sees(RAY[0][king], occupied, orthogonal, true)
            || sees(RAY[2][king], occupied, orthogonal, true)
            || sees(RAY[4][king], occupied, orthogonal, false)
            || sees(RAY[6][king], occupied, orthogonal, false))) {
      return true;
    }
    return (DIAGONAL_LINES[king] & diagonal) != 0
        && (sees(RAY[1][king], occupied, diagonal, true)
            || sees(RAY[3][king], occupied, diagonal, true)
            || sees(RAY[5][king], occupied, diagonal, false)
            || sees(RAY[7][king], occupied, diagonal, false));
  }

  /** Returns whether the nearest occupied square of a ray holds one of the attackers. */
  private static boolean sees(long ray, long occupied, long attackers, boolean rising) {
    if ((ray & attackers) == 0) {
      return false;
    }
    long blockers = ray & occupied;
    long first = rising ? Long.lowestOneBit(blockers) : Long.highestOneBit(blockers);
    return (first & attackers) != 0;
  }
}

package io.github.overtake.orthodox;

/**
 * Precomputed 64-bit attack tables of the flat 8x8 board (square {@code a1} is bit 0, {@code h8}
 * bit 63), for the bitboard fast path of {@link FastChess}. Directions are numbered as {@link
 * io.github.overtake.core.geometry.Geometry}'s compass directions: 0 east, 1 north-east, 2 north,
 * 3 north-west, 4 west, 5 south-west, 6 south, 7 south-east.
 */
final class Bitboards {
  /** File offset of each direction. */
  static final int[] DX = {1, 1, 0, -1, -1, -1, 0, 1};

  /** Rank offset of each direction. */
  static final int[] DY = {0, 1, 1, 1, 0, -1, -1, -1};

  /** Knight attacks from each square. */
  static final long[] KNIGHT = new long[64];

  /** King attacks from each square. */
  static final long[] KING = new long[64];

  /** Squares attacked by a pawn of side s standing on a square: {@code PAWN[s][sq]}. */
  static final long[][] PAWN = new long[2][64];

  /** The squares from a square outwards in a direction, the square itself excluded. */
  static final long[][] RAY = new long[8][64];

  /** The squares strictly between two squares on one line, or 0. */
  static final long[][] BETWEEN = new long[64][64];

  /** The whole line through two distinct squares on one line (board edge to edge), or 0. */
  static final long[][] LINE = new long[64][64];

  /** The first rank; shifted by multiples of 8 for the others. */
  static final long RANK_1 = 0xFFL;

  /** The a-file. */
  static final long FILE_A = 0x0101010101010101L;

  /** The h-file. */
  static final long FILE_H = FILE_A << 7;

  static {
    int[][] leaps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int sq = 0; sq < 64; sq++) {
      int f = sq & 7;
      int r = sq >> 3;
      for (int[] l : leaps) {
        KNIGHT[sq] |= bit(f + l[0], r + l[1]);
      }
      for (int d = 0; d < 8; d++) {
        KING[sq] |= bit(f + DX[d], r + DY[d]);
        for (int k = 1; k < 8; k++) {
          RAY[d][sq] |= bit(f + k * DX[d], r + k * DY[d]);
        }
      }
      PAWN[0][sq] = bit(f - 1, r + 1) | bit(f + 1, r + 1);
      PAWN[1][sq] = bit(f - 1, r - 1) | bit(f + 1, r - 1);
    }
    for (int a = 0; a < 64; a++) {
      for (int d = 0; d < 8; d++) {
        long ray = RAY[d][a];
        for (long rest = ray; rest != 0; rest &= rest - 1) {
          int b = Long.numberOfTrailingZeros(rest);
          BETWEEN[a][b] = ray & ~RAY[d][b] & ~(1L << b);
          LINE[a][b] = ray | RAY[(d + 4) & 7][a] | (1L << a);
        }
      }
    }
  }

  private Bitboards() {}

  private static long bit(int file, int rank) {
    return file < 0 || file > 7 || rank < 0 || rank > 7 ? 0 : 1L << (rank * 8 + file);
  }

  /** Returns the squares a slider moving in direction {@code d} from {@code sq} reaches. */
  static long ray(int d, int sq, long occ) {
    long ray = RAY[d][sq];
    long blockers = ray & occ;
    if (blockers == 0) {
      return ray;
    }
    int first =
        d < 4 ? Long.numberOfTrailingZeros(blockers) : 63 - Long.numberOfLeadingZeros(blockers);
    return ray & ~RAY[d][first];
  }

  /** Returns the squares a rook on {@code sq} attacks with occupancy {@code occ}. */
  static long rook(int sq, long occ) {
    return ray(0, sq, occ) | ray(2, sq, occ) | ray(4, sq, occ) | ray(6, sq, occ);
  }

  /** Returns the squares a bishop on {@code sq} attacks with occupancy {@code occ}. */
  static long bishop(int sq, long occ) {
    return ray(1, sq, occ) | ray(3, sq, occ) | ray(5, sq, occ) | ray(7, sq, occ);
  }
}

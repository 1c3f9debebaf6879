package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.geometry.Geometry;
import java.util.Arrays;

/**
 * Precomputed tables of a Jumping Chess board (10x10, or 8x8 with {@code mini}): steps, the ring
 * of edge squares, knight leaps with their flank squares, the reverse knight table used by the
 * attack test, pawn ranks and the castling squares. Immutable after construction; the arrays are
 * never exposed outside the package.
 */
final class JumpingBoard {
  /** Knight leap displacements (dx, dy). */
  private static final int[][] LEAPS = {
    {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}
  };

  final Geometry geometry;
  final int n;
  final int files;
  final int ranks;
  /** Whether each square is on the ring. */
  final boolean[] edge;
  /** {@code step[d * n + sq]}: the neighbour in direction d, or -1. */
  final int[] step;
  /** {@code knightTo[sq * 8 + i]}: the i-th leap target or -1 (targets first, then -1s). */
  final int[] knightTo;
  /** The flank square of the i-th leap with the smaller index. */
  final int[] flankLo;
  /** The flank square of the i-th leap with the larger index. */
  final int[] flankHi;
  /** Reverse knight table: for a square t, pairs (from, to) of leaps that have t as a flank. */
  final int[] flankOfStart;
  /** The pairs themselves, indexed through {@link #flankOfStart}. */
  final int[] flankOf;
  /** The classes (bit {@code type - 1}) whose legs go over a man along a file or rank. */
  static final int ORTHOGONAL = 1 << (ROOK - 1) | 1 << (QUEEN - 1) | 1 << (KING - 1);
  /** The classes whose legs go over a man along a diagonal. */
  static final int DIAGONAL =
      1 << (BISHOP - 1) | 1 << (QUEEN - 1) | 1 << (KING - 1) | 1 << (PAWN - 1);
  /** The class of knights, whose legs go past a man on a flank of their leap. */
  static final int KNIGHTS = 1 << (KNIGHT - 1);
  /**
   * The pairs of squares a leg over a man on {@code t} uses, for {@code t} from {@code
   * pairStart[t]} to {@code pairStart[t + 1]} in steps of 3: the square the leg comes through (the
   * mover stands on it or slides over it) or a knight's leap starts on, the square it lands on, and
   * the classes whose legs use the pair ({@link #ORTHOGONAL}, {@link #DIAGONAL}, {@link #KNIGHTS}).
   * The four lines through {@code t} come first, then the knight leaps that have {@code t} as a
   * flank. A man of {@code t}'s side on either square of a pair rules out every leg using it.
   */
  final int[] pairs;
  /** Where each square's pairs start in {@link #pairs}. */
  final int[] pairStart;
  /** White's and Black's pawn start rank (0-based). */
  final int whiteStart;
  /** Black's pawn start rank (0-based). */
  final int blackStart;

  JumpingBoard(boolean mini) {
    int size = mini ? 8 : 10;
    this.geometry = Geometry.rectangleWithEdgeRing(size, size);
    this.files = size;
    this.ranks = size;
    this.n = size * size;
    this.edge = new boolean[n];
    this.step = new int[8 * n];
    this.knightTo = new int[8 * n];
    this.flankLo = new int[8 * n];
    this.flankHi = new int[8 * n];
    this.whiteStart = 2;
    this.blackStart = size - 3;
    int[] reverseCount = new int[n];
    for (int sq = 0; sq < n; sq++) {
      edge[sq] = geometry.isEdge(sq);
      for (int d = 0; d < 8; d++) {
        step[d * n + sq] = geometry.step(sq, d);
      }
      int c = 0;
      for (int[] l : LEAPS) {
        int to = geometry.displacement(sq, l[0], l[1]);
        if (to < 0) {
          continue;
        }
        int a;
        int b;
        int x = geometry.file(sq);
        int y = geometry.rank(sq);
        int sx = Integer.signum(l[0]);
        int sy = Integer.signum(l[1]);
        if (Math.abs(l[0]) == 1) {
          a = geometry.square(x, y + sy);
          b = geometry.square(x + sx, y + sy);
        } else {
          a = geometry.square(x + sx, y);
          b = geometry.square(x + sx, y + sy);
        }
        knightTo[sq * 8 + c] = to;
        flankLo[sq * 8 + c] = Math.min(a, b);
        flankHi[sq * 8 + c] = Math.max(a, b);
        reverseCount[a]++;
        reverseCount[b]++;
        c++;
      }
      for (; c < 8; c++) {
        knightTo[sq * 8 + c] = -1;
        flankLo[sq * 8 + c] = -1;
        flankHi[sq * 8 + c] = -1;
      }
    }
    this.flankOfStart = new int[n + 1];
    for (int sq = 0; sq < n; sq++) {
      flankOfStart[sq + 1] = flankOfStart[sq] + 2 * reverseCount[sq];
    }
    this.flankOf = new int[flankOfStart[n]];
    int[] fill = new int[n];
    for (int sq = 0; sq < n; sq++) {
      for (int i = 0; i < 8; i++) {
        int to = knightTo[sq * 8 + i];
        if (to < 0) {
          break;
        }
        for (int t : new int[] {flankLo[sq * 8 + i], flankHi[sq * 8 + i]}) {
          int at = flankOfStart[t] + 2 * fill[t]++;
          flankOf[at] = sq;
          flankOf[at + 1] = to;
        }
      }
    }
    this.pairStart = new int[n + 1];
    int[] p = new int[3 * (4 * n + flankOf.length / 2)];
    int k = 0;
    for (int t = 0; t < n; t++) {
      pairStart[t] = k;
      for (int d = 0; d < 4; d++) {
        int a = step[d * n + t];
        int l = step[Geometry.opposite(d) * n + t];
        if (a >= 0 && l >= 0) {
          p[k++] = a;
          p[k++] = l;
          p[k++] = (d & 1) != 0 ? DIAGONAL : ORTHOGONAL;
        }
      }
      for (int i = flankOfStart[t], e = flankOfStart[t + 1]; i < e; i += 2) {
        p[k++] = flankOf[i];
        p[k++] = flankOf[i + 1];
        p[k++] = KNIGHTS;
      }
    }
    pairStart[n] = k;
    this.pairs = Arrays.copyOf(p, k);
  }

  /** Returns whether a pawn of a side standing on {@code sq} is in its promotion zone (R8). */
  boolean inZone(int sq, int side) {
    int r = sq / files;
    return side == 0 ? r >= ranks - 2 : r <= 1;
  }

  /** Returns the 0-based rank of a square. */
  int rank(int sq) {
    return sq / files;
  }

  /** Returns the square of a file and rank (0-based). */
  int square(int file, int rank) {
    return rank * files + file;
  }
}

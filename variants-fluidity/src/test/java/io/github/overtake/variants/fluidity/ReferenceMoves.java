package io.github.overtake.variants.fluidity;

import static io.github.overtake.variants.fluidity.FluidityRules.BISHOP;
import static io.github.overtake.variants.fluidity.FluidityRules.KING;
import static io.github.overtake.variants.fluidity.FluidityRules.KNIGHT;
import static io.github.overtake.variants.fluidity.FluidityRules.ROOK;

import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

/**
 * A slow, literal transcription of the rulings (R3, R5-R10) on a plain board array, written
 * separately from the bitboard generator to cross-check it: each legal move as {@code text|captured
 * squares sorted}.
 */
final class ReferenceMoves {
  private static final int[][] DIRS = {
    {1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}
  };
  private static final int[][] LEAPS = {
    {1, 2}, {-1, 2}, {1, -2}, {-1, -2}, {2, 1}, {2, -1}, {-2, 1}, {-2, -1}
  };

  private ReferenceMoves() {}

  static Set<String> of(Position position) {
    MutablePosition p = position.toMutable();
    int[] b = new int[64];
    for (int sq = 0; sq < 64; sq++) {
      b[sq] = p.at(sq);
    }
    return of(b, p.sideToMove(), p.castling());
  }

  static Set<String> of(int[] b, int side, int rights) {
    TreeSet<String> out = new TreeSet<>();
    int king = find(b, side);
    if (king < 0) {
      return out;
    }
    for (int sq = 0; sq < 64; sq++) {
      int t = b[sq];
      if (t == 0 || Pieces.side(t) != side) {
        continue;
      }
      int type = Pieces.type(t);
      if (type == KNIGHT) {
        for (int[] l : LEAPS) {
          int to = at(sq, l[0], l[1]);
          if (to < 0 || b[to] != 0) {
            continue;
          }
          List<Integer> caps = new ArrayList<>();
          int ux = Math.abs(l[1]) == 2 ? 0 : Integer.signum(l[0]);
          int uy = Math.abs(l[1]) == 2 ? Integer.signum(l[1]) : 0;
          for (int k = 1; k <= 2; k++) {
            int c = at(sq, ux * k, uy * k);
            if (b[c] != 0 && Pieces.side(b[c]) != side) {
              caps.add(c);
            }
          }
          addIfLegal(b, side, sq, to, caps, out);
        }
      } else if (type == KING) {
        for (int[] d : DIRS) {
          int to = at(sq, d[0], d[1]);
          if (to >= 0 && b[to] == 0) {
            addIfLegal(b, side, sq, to, List.of(), out);
          }
        }
      } else {
        for (int di = 0; di < 8; di++) {
          boolean diagonal = (di & 1) == 1;
          if ((type == BISHOP && !diagonal) || (type == ROOK && diagonal)) {
            continue;
          }
          List<Integer> caps = new ArrayList<>();
          for (int k = 1; ; k++) {
            int s = at(sq, DIRS[di][0] * k, DIRS[di][1] * k);
            if (s < 0 || (b[s] != 0 && Pieces.side(b[s]) == side)) {
              break;
            }
            if (b[s] != 0) {
              caps.add(s);
            } else {
              addIfLegal(b, side, sq, s, new ArrayList<>(caps), out);
            }
          }
        }
      }
    }
    castling(b, side, rights, king, out);
    return out;
  }

  private static void castling(int[] b, int side, int rights, int king, Set<String> out) {
    int base = side * 56;
    if (king != base + 4 || inCheck(b, side)) {
      return;
    }
    for (int wing = 0; wing < 2; wing++) {
      int bit = wing == 0 ? (side == 0 ? 1 : 4) : (side == 0 ? 2 : 8);
      int rook = wing == 0 ? base + 7 : base;
      if ((rights & bit) == 0 || b[rook] != Pieces.code(ROOK, side)) {
        continue;
      }
      int dir = wing == 0 ? 1 : -1;
      List<Integer> caps = new ArrayList<>();
      boolean ok = true;
      for (int s = king + dir; s != rook; s += dir) {
        if (b[s] == 0) {
          continue;
        }
        if (Pieces.side(b[s]) == side) {
          ok = false;
        } else {
          if (caps.contains(s - dir)) {
            ok = false;
          }
          caps.add(s);
        }
      }
      if (!ok) {
        continue;
      }
      int cross = king + dir;
      int[] c = b.clone();
      c[cross] = c[king];
      c[king] = 0;
      if (inCheck(c, side)) {
        continue;
      }
      int[] a = b.clone();
      boolean takesKing = false;
      for (int s : caps) {
        takesKing |= Pieces.type(a[s]) == KING;
        a[s] = 0;
      }
      a[king + 2 * dir] = a[king];
      a[king] = 0;
      a[cross] = a[rook];
      a[rook] = 0;
      if (takesKing || !inCheck(a, side)) {
        out.add(name(king) + name(king + 2 * dir) + "|" + names(caps));
      }
    }
  }

  private static void addIfLegal(
      int[] b, int side, int from, int to, List<Integer> caps, Set<String> out) {
    int[] a = b.clone();
    boolean takesKing = false;
    for (int s : caps) {
      takesKing |= Pieces.type(a[s]) == KING;
      a[s] = 0;
    }
    a[to] = a[from];
    a[from] = 0;
    if (takesKing || !inCheck(a, side)) {
      out.add(name(from) + (caps.isEmpty() ? "" : "x") + name(to) + "|" + names(caps));
    }
  }

  /** R7: an enemy piece could move onto the king's square without capturing. */
  static boolean inCheck(int[] b, int side) {
    int king = find(b, side);
    if (king < 0) {
      return false;
    }
    for (int sq = 0; sq < 64; sq++) {
      int t = b[sq];
      if (t == 0 || Pieces.side(t) == side) {
        continue;
      }
      int type = Pieces.type(t);
      if (type == KNIGHT) {
        for (int[] l : LEAPS) {
          if (at(sq, l[0], l[1]) == king) {
            return true;
          }
        }
      } else if (type != KING) {
        for (int di = 0; di < 8; di++) {
          boolean diagonal = (di & 1) == 1;
          if ((type == BISHOP && !diagonal) || (type == ROOK && diagonal)) {
            continue;
          }
          for (int k = 1; ; k++) {
            int s = at(sq, DIRS[di][0] * k, DIRS[di][1] * k);
            if (s < 0) {
              break;
            }
            if (s == king) {
              return true;
            }
            if (b[s] != 0) {
              break;
            }
          }
        }
      }
    }
    return false;
  }

  private static int find(int[] b, int side) {
    for (int sq = 0; sq < 64; sq++) {
      if (b[sq] == Pieces.code(KING, side)) {
        return sq;
      }
    }
    return -1;
  }

  private static int at(int sq, int dx, int dy) {
    int x = (sq & 7) + dx;
    int y = (sq >> 3) + dy;
    return x < 0 || x > 7 || y < 0 || y > 7 ? -1 : y * 8 + x;
  }

  private static String name(int sq) {
    return "" + (char) ('a' + (sq & 7)) + (char) ('1' + (sq >> 3));
  }

  private static String names(List<Integer> squares) {
    TreeSet<Integer> sorted = new TreeSet<>(squares);
    StringBuilder sb = new StringBuilder();
    for (int s : sorted) {
      sb.append(sb.length() == 0 ? "" : ",").append(name(s));
    }
    return sb.toString();
  }

}

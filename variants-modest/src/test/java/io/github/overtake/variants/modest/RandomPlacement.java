package io.github.overtake.variants.modest;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import java.util.List;
import java.util.Optional;

/**
 * Random positions for property tests: two kings and a handful of men on random squares, so that
 * threat tests meet men in every relation to the kings, not only those reachable from a start
 * position.
 */
final class RandomPlacement {
  private static final String MEN = "PNBRQpnbrq";

  private RandomPlacement() {}

  /**
   * Builds a position of {@code v}: the kings on the first two squares of {@code squares} (mod
   * 64), then one man per further square, its letter chosen by the matching entry of {@code
   * kinds}; pawns that would stand on the first or last rank and squares already used are
   * skipped. No castling, no en passant.
   *
   * @param v the variant
   * @param squares square choices
   * @param kinds man choices
   * @param blackToMove the side to move
   * @return the position, or empty when the variant rejects it (the side not to move in check)
   */
  static Optional<Position> of(
      Variant v, List<Integer> squares, List<Integer> kinds, boolean blackToMove) {
    char[] board = new char[64];
    int placed = 0;
    for (int i = 0; i < squares.size(); i++) {
      int sq = Math.floorMod(squares.get(i), 64);
      if (board[sq] != 0) {
        continue;
      }
      char c;
      if (placed == 0) {
        c = 'K';
      } else if (placed == 1) {
        c = 'k';
      } else {
        c = MEN.charAt(Math.floorMod(i < kinds.size() ? kinds.get(i) : i, MEN.length()));
        if (Character.toLowerCase(c) == 'p' && (sq < 8 || sq >= 56)) {
          continue;
        }
      }
      board[sq] = c;
      placed++;
    }
    if (placed < 2) {
      return Optional.empty();
    }
    StringBuilder sb = new StringBuilder();
    for (int r = 7; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < 8; f++) {
        char c = board[r * 8 + f];
        if (c == 0) {
          empty++;
        } else {
          if (empty > 0) {
            sb.append(empty);
            empty = 0;
          }
          sb.append(c);
        }
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    sb.append(blackToMove ? " b - - 0 1" : " w - - 0 1");
    try {
      return Optional.of(v.position(sb.toString()));
    } catch (InvalidPositionException e) {
      return Optional.empty();
    }
  }
}

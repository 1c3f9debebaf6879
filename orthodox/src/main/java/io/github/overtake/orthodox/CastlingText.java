package io.github.overtake.orthodox;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * The castling field of chess position text on the 8x8 board: FIDE's {@code KQkq}, X-FEN (each
 * of {@code KQkq} names the outermost rook on that side of the king, a file letter any other
 * rook) and Shredder-FEN (the rook's file, {@code HAha}).
 */
final class CastlingText {
  private CastlingText() {}

  /**
   * Reads a castling field into {@code p} (placement read already).
   *
   * @param field the field
   * @param p the position
   * @param anyFiles whether castling works with any files (Chess960); if not, only {@code KQkq}
   *     and the corner files {@code HAha} are read, as FIDE's rights
   * @return true (the field is always read here)
   * @throws IllegalArgumentException naming the problem
   */
  static boolean parse(String field, MutablePosition p, boolean anyFiles) {
    if (field.equals("-")) {
      p.setCastling(0);
      return true;
    }
    int mask = 0;
    int[] kingSq = new int[4];
    int[] rookSq = new int[4];
    for (int k = 0; k < field.length(); k++) {
      char ch = field.charAt(k);
      char up = (char) (ch & ~0x20);
      boolean white = ch >= 'A' && ch <= 'Z';
      boolean letter = (up >= 'A' && up <= 'H') || up == 'K' || up == 'Q';
      if (!letter || !(white || (ch >= 'a' && ch <= 'z'))) {
        throw new IllegalArgumentException(
            "castling field must be '-', letters from KQkq or files A-H and a-h, got '"
                + quote(field) + "'");
      }
      int side = white ? 0 : 1;
      int bit;
      int king = -1;
      int rook = -1;
      if (!anyFiles) {
        if (up != 'K' && up != 'Q' && up != 'A' && up != 'H') {
          throw new IllegalArgumentException(
              "castling right '" + ch + "' names a rook off the corners: chess960 only");
        }
        bit = MutablePosition.castlingRight(side, up == 'K' || up == 'H');
      } else {
        king = backRankKing(p, side);
        if (king < 0) {
          throw new IllegalArgumentException(
              "castling right '" + ch + "' needs the " + colour(side)
                  + " king on its first rank");
        }
        int kf = king & 7;
        int base = king & ~7;
        if (up == 'K' || up == 'Q') {
          rook = outermostRook(p, side, base, kf, up == 'K');
          if (rook < 0) {
            throw new IllegalArgumentException(
                "castling right '" + ch + "' needs a " + colour(side) + " rook on the "
                    + (up == 'K' ? "king's" : "queen's") + " side of the king, on its first rank");
          }
        } else {
          int f = up - 'A';
          if (f == kf) {
            throw new IllegalArgumentException(
                "castling right '" + ch + "' names the king's own file");
          }
          rook = base + f;
        }
        bit = MutablePosition.castlingRight(side, (rook & 7) > kf);
      }
      if ((mask & bit) != 0) {
        throw new IllegalArgumentException(
            "castling field gives one right twice: '" + quote(field) + "'");
      }
      mask |= bit;
      int i = Integer.numberOfTrailingZeros(bit);
      kingSq[i] = king;
      rookSq[i] = rook;
    }
    if (anyFiles) {
      for (int i = 0; i < 4; i++) {
        if ((mask & (1 << i)) != 0) {
          p.setCastlingSquares(1 << i, kingSq[i], rookSq[i]);
        }
      }
    }
    p.setCastling(mask);
    return true;
  }

  /**
   * Writes the rights as X-FEN: {@code K}/{@code Q} (lower case for Black) where the right's rook
   * is the outermost one of its colour on that side of the king, else the rook's file, as
   * python-chess and shakmaty write it; {@code -} for none.
   */
  static boolean formatXfen(MutablePosition p, StringBuilder out) {
    int c = p.castling();
    if (c == 0) {
      out.append('-');
      return true;
    }
    for (int side = 0; side < 2; side++) {
      for (int kingside = 1; kingside >= 0; kingside--) {
        int bit = MutablePosition.castlingRight(side, kingside == 1);
        if ((c & bit) == 0) {
          continue;
        }
        int rook = p.castlingRookSquare(bit);
        int king = p.castlingKingSquare(bit);
        char letter;
        if (rook < 0 || king < 0
            || outermostRook(p, side, rook & ~7, king & 7, kingside == 1) == rook) {
          letter = kingside == 1 ? 'K' : 'Q';
        } else {
          letter = (char) ('A' + (rook & 7));
        }
        out.append(side == 0 ? letter : Character.toLowerCase(letter));
      }
    }
    return true;
  }

  /** The square of the side's king on its first rank, or -1 (the first one found). */
  private static int backRankKing(MutablePosition p, int side) {
    int base = side == 0 ? 0 : 56;
    int king = Pieces.code(KING, side);
    for (int f = 0; f < 8; f++) {
      if (p.at(base + f) == king) {
        return base + f;
      }
    }
    return -1;
  }

  /** The side's rook farthest from the king on one side of it on the rank, or -1. */
  private static int outermostRook(
      MutablePosition p, int side, int base, int kingFile, boolean higher) {
    int rook = Pieces.code(ROOK, side);
    if (higher) {
      for (int f = 7; f > kingFile; f--) {
        if (p.at(base + f) == rook) {
          return base + f;
        }
      }
    } else {
      for (int f = 0; f < kingFile; f++) {
        if (p.at(base + f) == rook) {
          return base + f;
        }
      }
    }
    return -1;
  }

  private static String colour(int side) {
    return side == 0 ? "White" : "Black";
  }

  private static String quote(String s) {
    return s.length() > 120 ? s.substring(0, 120) + "..." : s;
  }
}

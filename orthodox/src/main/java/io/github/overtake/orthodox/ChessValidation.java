package io.github.overtake.orthodox;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.List;

/**
 * The validation of a chess position ({@link ChessRules#validate}), and its checks of kings and
 * pawns ({@link #kingsAndPawns}) for the rule sets of variants of chess on the 8x8 board.
 */
public final class ChessValidation {
  private ChessValidation() {}

  /**
   * Returns the problems of a chess position: a side without exactly one king, a pawn on the
   * first or last rank, a castling right without its king and rook, an en-passant square that does
   * not follow a double step, the side not to move in check (by the rule set's own {@link
   * ChessRules#attacked}).
   *
   * @param rules the rule set
   * @param p the position, left as it was
   * @return the problems, empty when the position is valid
   */
  static List<String> problems(ChessRules rules, MutablePosition p) {
    List<String> problems = new ArrayList<>();
    kingsAndPawns(p, problems);
    int c = p.castling();
    checkRight(p, c, MutablePosition.WHITE_KINGSIDE, 0, "K", problems);
    checkRight(p, c, MutablePosition.WHITE_QUEENSIDE, 0, "Q", problems);
    checkRight(p, c, MutablePosition.BLACK_KINGSIDE, 1, "k", problems);
    checkRight(p, c, MutablePosition.BLACK_QUEENSIDE, 1, "q", problems);
    int ep = p.epSquare();
    if (ep >= 0) {
      int side = p.sideToMove();
      int rank = ep >> 3;
      int victim = side == 0 ? ep - 8 : ep + 8;
      int origin = side == 0 ? ep + 8 : ep - 8;
      if (rank != (side == 0 ? 5 : 2)
          || p.at(ep) != 0
          || p.at(origin) != 0
          || p.at(victim) != Pieces.code(PAWN, side ^ 1)) {
        problems.add(
            "en-passant square "
                + rules.kit().geometry().name(ep)
                + " does not follow a double step");
      }
    }
    if (problems.isEmpty()) {
      int other = p.sideToMove() ^ 1;
      int king = p.find(other, KING);
      if (rules.attacked(p, king, p.sideToMove())) {
        problems.add("the side not to move is in check");
      }
    }
    return problems;
  }

  /**
   * Adds the problems of the kings and pawns of a position on the 8x8 board (square 0 is a1,
   * square 63 is h8) whose men have the {@link Orthodox} type ids: for each side without exactly
   * one king, "White has 2 kings, expected 1" (or "Black ..."), then, once, "a pawn stands on the
   * first or last rank" if one does.
   *
   * @param p the position, left as it was
   * @param problems the list the problems are added to, in that order
   */
  public static void kingsAndPawns(MutablePosition p, List<String> problems) {
    for (int side = 0; side < 2; side++) {
      int kings = p.countType(side, KING);
      if (kings != 1) {
        problems.add((side == 0 ? "White" : "Black") + " has " + kings + " kings, expected 1");
      }
    }
    for (int f = 0; f < 8; f++) {
      if (Pieces.type(p.at(f)) == PAWN || Pieces.type(p.at(56 + f)) == PAWN) {
        problems.add("a pawn stands on the first or last rank");
        break;
      }
    }
  }

  private static void checkRight(
      MutablePosition p, int rights, int bit, int side, String letter, List<String> problems) {
    int kingSq = ChessRules.castlingKing(p, bit);
    int rookSq = ChessRules.castlingRook(p, bit);
    if ((rights & bit) != 0
        && (p.at(kingSq) != Pieces.code(KING, side) || p.at(rookSq) != Pieces.code(ROOK, side))) {
      problems.add(
          "castling right " + letter + " needs the king and rook on their initial squares");
    }
  }
}

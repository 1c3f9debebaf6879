package io.github.overtake.variants.checkerschess;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.List;

/** The validity rules of a loaded position (R29). */
final class PositionCheck {
  private final CheckersChessRules rules;
  private final Options o;
  private final Geometry g;
  private final int[] kingHome;
  private final int[][] rookHome;

  PositionCheck(
      CheckersChessRules rules, Options options, StartArrays setup, int[] kingHome, int[][] rookHome) {
    this.rules = rules;
    this.o = options;
    this.g = rules.geometry();
    this.kingHome = kingHome;
    this.rookHome = rookHome;
  }

  private static String name(int side) {
    return side == 0 ? "White" : "Black";
  }

  List<String> problems(MutablePosition p) {
    List<String> out = new ArrayList<>();
    for (int side = 0; side < 2; side++) {
      ArmyType type = o.type(side);
      boolean badLetter = false;
      boolean farRow = false;
      for (int i = 0, n = p.pieceCount(side); i < n; i++) {
        int sq = p.pieceSquare(side, i);
        int code = p.at(sq);
        int t = Pieces.type(code);
        boolean checkersPiece = t == CheckersKit.MAN || t == CheckersKit.KING;
        if (checkersPiece == type.isChess()) {
          badLetter = true;
        }
        if (t == PAWN || t == CheckersKit.MAN) {
          int r = g.rank(sq);
          if (CheckersKit.forward(code) > 0 ? r == g.ranks() - 1 : r == 0) {
            farRow = true;
          }
        }
      }
      if (badLetter) {
        out.add(
            name(side)
                + " plays "
                + type.id()
                + (type.isChess() ? " and may use only K Q R B N P" : " and may use only M and C"));
      }
      if (farRow) {
        out.add(name(side) + " has a pawn or man on its promotion rank");
      }
      if (type == ArmyType.ROYAL) {
        int kings = p.countType(side, KING);
        if (kings != 1) {
          out.add(name(side) + " plays royal chess and has " + kings + " kings, expected 1");
        }
      }
    }
    checkCastling(p, out);
    checkEnPassant(p, out);
    if (out.isEmpty()) {
      int other = p.sideToMove() ^ 1;
      if (o.type(other) == ArmyType.ROYAL) {
        int king = p.find(other, KING);
        if (rules.attacked(p, king, p.sideToMove(), Scratch.get(g.squareCount()))) {
          out.add("the side not to move (" + name(other) + ") is in check");
        }
      }
    }
    return out;
  }

  private void checkCastling(MutablePosition p, List<String> out) {
    int c = p.castling();
    if (c == 0) {
      return;
    }
    if (!o.castling()) {
      out.add("castling is off, so the castling field must be '-'");
      return;
    }
    String letters = "KQkq";
    for (int side = 0; side < 2; side++) {
      for (int w = 0; w < 2; w++) {
        int bit = MutablePosition.castlingRight(side, w == 0);
        if ((c & bit) == 0) {
          continue;
        }
        char letter = letters.charAt(side * 2 + w);
        int rook = rookHome[side][w];
        if (!o.type(side).isChess()) {
          out.add("castling right " + letter + " for a checkers side");
        } else if (rook < 0) {
          out.add("castling right " + letter + ": the rook would be less than 3 files from the king");
        } else if (p.at(kingHome[side]) != Pieces.code(KING, side)
            || p.at(rook) != Pieces.code(ROOK, side)) {
          out.add(
              "castling right " + letter + " needs the king and rook on their initial squares");
        }
      }
    }
  }

  private void checkEnPassant(MutablePosition p, List<String> out) {
    int ep = p.epSquare();
    if (ep < 0) {
      return;
    }
    int mover = p.sideToMove() ^ 1;
    int pawnRow = mover == 0 ? 1 : g.ranks() - 2;
    int ahead = mover == 0 ? Geometry.NORTH : Geometry.SOUTH;
    int origin = g.step(ep, Geometry.opposite(ahead));
    int pawn = g.step(ep, ahead);
    boolean ok =
        o.type(mover).isChess()
            && origin >= 0
            && pawn >= 0
            && g.rank(origin) == pawnRow
            && p.at(ep) == 0
            && p.at(origin) == 0
            && p.at(pawn) == Pieces.code(PAWN, mover);
    if (!ok) {
      out.add("en-passant square " + g.name(ep) + " does not follow a double step");
    }
  }
}

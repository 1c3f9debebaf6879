package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.List;

/** The checks a loaded Jumping Chess position must pass (R21). Immutable and thread-safe. */
final class JumpingValidation {
  private static final String[] SIDE_NAMES = {"White", "Black"};

  private final JumpingRules rules;
  private final JumpingBoard b;
  private final JumpingAttacks attacks;
  private final JumpingOptions options;

  JumpingValidation(
      JumpingRules rules, JumpingBoard board, JumpingAttacks attacks, JumpingOptions options) {
    this.rules = rules;
    this.b = board;
    this.attacks = attacks;
    this.options = options;
  }

  /** Returns the problems of a position, or an empty list. */
  List<String> problems(MutablePosition p) {
    List<String> problems = new ArrayList<>();
    Geometry g = b.geometry;
    int toMove = p.sideToMove();
    for (int side = 0; side < 2; side++) {
      int kings = p.countType(side, KING);
      if (kings > 1) {
        problems.add(SIDE_NAMES[side] + " has " + kings + " kings, at most 1 is allowed");
      } else if (kings == 0 && side != toMove) {
        problems.add(SIDE_NAMES[side] + " has no king but is not to move");
      }
    }
    for (int side = 0; side < 2; side++) {
      for (int i = 0; i < p.pieceCount(side); i++) {
        int sq = p.pieceSquare(side, i);
        if (Pieces.type(p.at(sq)) != PAWN) {
          continue;
        }
        int r = b.rank(sq);
        if (b.inZone(sq, side)) {
          problems.add(
              SIDE_NAMES[side] + " pawn on " + g.name(sq) + " stands in its promotion zone");
        } else if (side == 0 ? r < 2 : r > b.ranks - 3) {
          problems.add(
              SIDE_NAMES[side] + " pawn on " + g.name(sq) + " stands behind its starting rank");
        }
      }
    }
    checkCastling(p, problems);
    checkEnPassant(p, problems);
    if (problems.isEmpty() && options.checkmate()) {
      int other = toMove ^ 1;
      int king = p.find(other, KING);
      if (king >= 0 && attacks.attacked(p, king, toMove)) {
        problems.add("the side not to move (" + SIDE_NAMES[other] + ") is in check");
      }
    }
    return problems;
  }

  private void checkCastling(MutablePosition p, List<String> problems) {
    int c = p.castling();
    String[] letters = {"K", "Q", "k", "q"};
    int[] bits = {
      MutablePosition.WHITE_KINGSIDE,
      MutablePosition.WHITE_QUEENSIDE,
      MutablePosition.BLACK_KINGSIDE,
      MutablePosition.BLACK_QUEENSIDE
    };
    for (int i = 0; i < 4; i++) {
      if ((c & bits[i]) == 0) {
        continue;
      }
      int side = i / 2;
      boolean kingside = i % 2 == 0;
      int rookSq = kingside ? rules.rookK(side) : rules.rookQ(side);
      if (rookSq < 0) {
        problems.add("castling right " + letters[i] + " does not exist with mini=true");
        continue;
      }
      if (p.at(rules.kingHome(side)) != Pieces.code(KING, side)
          || p.at(rookSq) != Pieces.code(ROOK, side)) {
        problems.add(
            "castling right "
                + letters[i]
                + " needs the king on "
                + b.geometry.name(rules.kingHome(side))
                + " and the rook on "
                + b.geometry.name(rookSq));
      }
    }
  }

  private void checkEnPassant(MutablePosition p, List<String> problems) {
    int ep = p.epSquare();
    if (ep < 0) {
      return;
    }
    Geometry g = b.geometry;
    int toMove = p.sideToMove();
    // the pawn that double-stepped belongs to the side not to move
    int mover = toMove ^ 1;
    int rank = toMove == 0 ? b.ranks - 4 : 3;
    int dir = mover == 0 ? Geometry.NORTH : Geometry.SOUTH;
    int pawnSq = g.step(ep, dir);
    int startSq = g.step(ep, Geometry.opposite(dir));
    if (b.rank(ep) != rank
        || g.file(ep) == 0
        || g.file(ep) == b.files - 1
        || p.at(ep) != 0
        || pawnSq < 0
        || startSq < 0
        || p.at(pawnSq) != Pieces.code(PAWN, mover)
        || p.at(startSq) != 0) {
      problems.add(
          "en-passant square "
              + g.name(ep)
              + " does not follow a double step of a "
              + SIDE_NAMES[mover]
              + " pawn");
    }
  }
}

package io.github.overtake.core;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Explains an illegal move on the error path only (never during move generation): first what core
 * tells by itself (an empty or an enemy starting square), then the variant's {@link
 * RuleSet#whyIllegal}, then the generic reasons.
 */
final class IllegalMoves {
  /** The last square name of a text, for notations core does not parse itself (SAN). */
  private static final Pattern SQUARE = Pattern.compile("[a-z][1-9][0-9]?");

  private IllegalMoves() {}

  /**
   * Returns the exception for a text in the variant's own notation (SAN: {@code Ke3}) that names
   * no legal move: the men of the type its leading letter names (pawns without one) are tried as
   * origins toward its last square.
   */
  static IllegalMoveException explainNotation(
      Variant variant, MutablePosition position, String text, String input) {
    Matcher m = SQUARE.matcher(input);
    int to = -1;
    while (m.find()) {
      to = variant.geometry().parseSquare(m.group());
    }
    char letter = input.isEmpty() || !Character.isUpperCase(input.charAt(0)) ? 'P' : input.charAt(0);
    PieceType type = null;
    for (PieceType t : variant.pieceTypes()) {
      if (Character.toUpperCase(t.letter()) == letter) {
        type = t;
      }
    }
    if (to < 0 || type == null) {
      return explain(variant, position, text, input, -1, to);
    }
    int side = position.sideToMove();
    IllegalMoveReason best = null;
    for (int i = 0, n = position.pieceCount(side); i < n; i++) {
      int from = position.pieceSquare(side, i);
      if (Pieces.type(position.at(from)) != type.id()) {
        continue;
      }
      IllegalMoveReason r = ask(variant, position, from, to);
      if (best == null || rank(r) > rank(best)) {
        best = r;
      }
    }
    String square = variant.geometry().name(to);
    if (best == null) {
      return new IllegalMoveException(
          input, text, IllegalMoveReason.NO_SUCH_MAN, "there is no " + type.name() + " to move");
    }
    if (!best.isSpecific()) {
      best = IllegalMoveReason.CANNOT_MOVE_SO;
    }
    return new IllegalMoveException(
        input, text, best, best.sentence() + " (" + type.name() + " to " + square + ")");
  }

  private static int rank(IllegalMoveReason r) {
    switch (r) {
      case KING_LEFT_ATTACKED:
        return 3;
      case PATH_BLOCKED:
        return 2;
      case NOT_LEGAL:
        return 0;
      default:
        return 1;
    }
  }

  private static IllegalMoveReason ask(Variant variant, MutablePosition position, int from, int to) {
    try {
      IllegalMoveReason r = variant.rules().whyIllegal(position.copy(), from, to);
      return r == null ? IllegalMoveReason.NOT_LEGAL : r;
    } catch (RuntimeException e) {
      return IllegalMoveReason.NOT_LEGAL; // an explanation must never hide the error it explains
    }
  }

  /**
   * Returns the exception for a move text that names no legal move.
   *
   * @param variant the variant
   * @param position the position (not changed)
   * @param text the position text
   * @param input the move text
   * @param from the square the text starts from, or -1
   * @param to the square the text ends on, or -1
   */
  static IllegalMoveException explain(
      Variant variant, MutablePosition position, String text, String input, int from, int to) {
    Geometry g = variant.geometry();
    String squares =
        from >= 0 && to >= 0 ? " (" + g.name(from) + " to " + g.name(to) + ")"
            : from >= 0 ? " (" + g.name(from) + ")" : "";
    if (from >= 0) {
      int man = position.at(from);
      if (man == Pieces.EMPTY) {
        return new IllegalMoveException(
            input, text, IllegalMoveReason.NO_SUCH_MAN, "there is no man on " + g.name(from));
      }
      if (Pieces.side(man) != position.sideToMove()) {
        return new IllegalMoveException(
            input,
            text,
            IllegalMoveReason.NOT_YOUR_MAN,
            "the man on " + g.name(from) + " is the opponent's");
      }
    }
    IllegalMoveReason reason = ask(variant, position, from, to);
    if (!reason.isSpecific()) {
      reason = from >= 0 ? IllegalMoveReason.CANNOT_MOVE_SO : IllegalMoveReason.NOT_LEGAL;
    }
    return new IllegalMoveException(input, text, reason, reason.sentence() + squares);
  }
}

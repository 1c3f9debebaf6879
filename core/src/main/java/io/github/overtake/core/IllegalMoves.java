package io.github.overtake.core;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Explains an illegal move on the error path only (never during move generation): first what core
 * tells by itself (an empty or an enemy starting square), then the variant's {@link
 * RuleSet#whyIllegal(MutablePosition, int, int, MoveBuffer)}, then the generic reasons.
 *
 * <p>An explanation runs under the variant's {@link Limits}, one work counter for all the
 * questions it asks the rule set (a notation may ask about several men), which goes on from the
 * work of the single-move check that refused the move: checking and explaining a refusal together
 * cost at most what one call may. When the budget runs out, or the rule set fails, the move is
 * refused with the fallback reason {@link IllegalMoveReason#NOT_LEGAL}, never with an untyped
 * exception.
 */
final class IllegalMoves {
  /** The last square name of a text, for notations core does not parse itself (SAN). */
  private static final Pattern SQUARE = Pattern.compile("[a-z][1-9][0-9]?");

  /** The explanation added to the fallback reason when the work budget ran out. */
  static final String OVER_BUDGET = "explaining why would exceed the work limit";

  private IllegalMoves() {}

  /** The work counter of one explanation, carried from question to question. */
  private static final class Budget {
    final Limits limits;
    long spent;
    boolean exhausted;

    Budget(Limits limits) {
      this.limits = limits;
    }
  }

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
      return explain(variant, position, text, input, -1, to, 0);
    }
    int side = position.sideToMove();
    Budget budget = new Budget(variant.limits());
    IllegalMoveReason best = null;
    boolean unexplained = false;
    for (int i = 0, n = position.pieceCount(side); i < n; i++) {
      int from = position.pieceSquare(side, i);
      if (Pieces.type(position.at(from)) != type.id()) {
        continue;
      }
      IllegalMoveReason r = ask(variant, position, from, to, budget);
      if (r == null) {
        unexplained = true;
        r = IllegalMoveReason.NOT_LEGAL;
      }
      if (best == null || rank(r) > rank(best)) {
        best = r;
      }
    }
    String square = variant.geometry().name(to);
    if (best == null) {
      return new IllegalMoveException(
          input, text, IllegalMoveReason.NO_SUCH_MAN, "there is no " + type.name() + " to move");
    }
    String squares = " (" + type.name() + " to " + square + ")";
    if (!best.isSpecific()) {
      if (unexplained) {
        return unexplained(input, text, squares, budget);
      }
      best = IllegalMoveReason.CANNOT_MOVE_SO;
    }
    return new IllegalMoveException(input, text, best, best.sentence() + squares);
  }

  /** The refusal with the fallback reason, for a move the rule set did not explain. */
  private static IllegalMoveException unexplained(
      String input, String text, String squares, Budget budget) {
    IllegalMoveReason r = IllegalMoveReason.NOT_LEGAL;
    String why = budget.exhausted ? squares.isEmpty() ? " (" + OVER_BUDGET + ")"
        : squares.substring(0, squares.length() - 1) + "; " + OVER_BUDGET + ")" : squares;
    return new IllegalMoveException(input, text, r, r.sentence() + why);
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

  /**
   * Asks the rule set why, on a copy of the position, under what is left of the budget; returns
   * null when the budget ran out (or had run out) or the rule set failed.
   */
  private static IllegalMoveReason ask(
      Variant variant, MutablePosition position, int from, int to, Budget budget) {
    if (budget.exhausted) {
      return null;
    }
    MutablePosition copy = position.copy();
    MoveBuffer scratch = new MoveBuffer();
    scratch.limit(budget.limits, copy); // one work budget, as for the call that refused the move
    try {
      for (long left = budget.spent; left > 0; left -= Integer.MAX_VALUE) {
        copy.spend((int) Math.min(left, Integer.MAX_VALUE)); // what earlier questions spent
      }
      IllegalMoveReason r = variant.rules().whyIllegal(copy, from, to, scratch);
      return r == null ? IllegalMoveReason.NOT_LEGAL : r;
    } catch (WorkLimitException e) {
      budget.exhausted = true;
      return null;
    } catch (RuntimeException e) {
      return null; // an explanation must never hide the error it explains
    } finally {
      budget.spent = copy.work();
      copy.resetWork(Long.MAX_VALUE); // the explanation ends: gives back a heavy call's share
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
   * @param spent the work the check that refused the move spent already: the explanation goes on
   *     with the same counter
   */
  static IllegalMoveException explain(
      Variant variant, MutablePosition position, String text, String input, int from, int to,
      long spent) {
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
    Budget budget = new Budget(variant.limits());
    budget.spent = spent;
    IllegalMoveReason reason = ask(variant, position, from, to, budget);
    if (reason == null) {
      return unexplained(input, text, squares, budget);
    }
    if (!reason.isSpecific()) {
      reason = from >= 0 ? IllegalMoveReason.CANNOT_MOVE_SO : IllegalMoveReason.NOT_LEGAL;
    }
    return new IllegalMoveException(input, text, reason, reason.sentence() + squares);
  }
}

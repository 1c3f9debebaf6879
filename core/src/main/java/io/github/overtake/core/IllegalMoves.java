package io.github.overtake.core;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveNotation;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;
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

  /** The part of an origin SAN may give: a file, a rank, or both. */
  private static final Pattern ORIGIN = Pattern.compile("[a-z]?[0-9]{0,2}");

  /** The explanation added to the fallback reason when the work budget ran out. */
  static final String OVER_BUDGET = "explaining why would exceed the work limit";

  /** The most legal moves a {@link IllegalMoveReason#NOT_AS_WRITTEN} refusal names. */
  static final int NAMED = 4;

  /** The most characters of one named move's text. */
  private static final int NAMED_TEXT = 40;

  private IllegalMoves() {}

  /**
   * Returns the refusal of a text whose origin and destination are those of legal moves that the
   * rest of the text does not name (see {@link IllegalMoveReason#NOT_AS_WRITTEN}), naming the
   * first {@link #NAMED} of them; or null when {@code there} is empty.
   *
   * @param input the move text
   * @param text the position text
   * @param squares what the text names, as {@code "g1 to f3"} or {@code "knight to f3"}
   * @param there the texts of the legal moves from the origin to the destination
   */
  static IllegalMoveException notAsWritten(
      String input, String text, String squares, List<String> there) {
    if (there.isEmpty()) {
      return null;
    }
    StringBuilder why = new StringBuilder(IllegalMoveReason.NOT_AS_WRITTEN.sentence());
    why.append(" (").append(squares).append("; legal: ");
    for (int i = 0; i < there.size() && i < NAMED; i++) {
      String t = there.get(i);
      why.append(i == 0 ? "" : ", ")
          .append(t.length() <= NAMED_TEXT ? t : t.substring(0, NAMED_TEXT - 3) + "...");
    }
    if (there.size() > NAMED) {
      why.append(", and ").append(there.size() - NAMED).append(" more");
    }
    return new IllegalMoveException(
        input, text, IllegalMoveReason.NOT_AS_WRITTEN, why.append(')').toString());
  }

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
   * no legal move: when the listed moves hold moves of a man of the type its leading letter names
   * (pawns without one) to its last square, those moves ({@link
   * IllegalMoveReason#NOT_AS_WRITTEN}); otherwise those men are tried as origins toward that square.
   *
   * @param at the position
   * @param position its board, not changed (each question asks a copy)
   * @param notation the notation, which writes the moves named
   * @param listed the position's legal moves when listed already, or null
   * @param input the move text
   */
  static IllegalMoveException explainNotation(
      Position at, MutablePosition position, MoveNotation notation, List<Move> listed,
      String input) {
    Variant variant = at.variant();
    String text = at.text();
    Matcher m = SQUARE.matcher(input);
    int to = -1;
    int toAt = -1;
    while (m.find()) {
      to = variant.geometry().parseSquare(m.group());
      toAt = m.start();
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
    // the part of the origin written between the piece letter and the destination ("e" in exd5,
    // "1" in N1f3), without the capture mark: only the men it fits are looked at
    int after = Character.isUpperCase(input.charAt(0)) ? 1 : 0;
    String origin = toAt < after ? "" : input.substring(after, toAt).replaceAll("[x:-]", "");
    if (!ORIGIN.matcher(origin).matches()) {
      origin = ""; // a drop (P@e4) or a shape SAN does not write: no origin to fit
    }
    if (listed != null) {
      List<String> there = new ArrayList<>();
      for (Move move : listed) {
        int from = move.fromIndex();
        if (from >= 0 && move.toIndex() == to && !move.isCastling()
            && Pieces.type(position.at(from)) == type.id()
            && fits(variant.geometry().name(from), origin)) {
          there.add(notation.format(at, move));
        }
      }
      IllegalMoveException e =
          notAsWritten(input, text, type.name() + " to " + variant.geometry().name(to), there);
      if (e != null) {
        return e;
      }
    }
    int side = position.sideToMove();
    Budget budget = new Budget(variant.limits());
    IllegalMoveReason best = null;
    boolean unexplained = false;
    for (int i = 0, n = position.pieceCount(side); i < n; i++) {
      int from = position.pieceSquare(side, i);
      if (Pieces.type(position.at(from)) != type.id()
          || !fits(variant.geometry().name(from), origin)) {
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
          input, text, IllegalMoveReason.NO_SUCH_MAN,
          "there is no " + type.name() + (origin.isEmpty() ? " to move" : " on " + where(origin)));
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

  /**
   * Whether a square's name fits the part of an origin a text gives: a file letter, rank digits,
   * both or neither.
   */
  private static boolean fits(String name, String origin) {
    int digits = 0;
    while (digits < origin.length()
        && Character.isDigit(origin.charAt(origin.length() - 1 - digits))) {
      digits++;
    }
    String file = origin.substring(0, origin.length() - digits);
    String rank = origin.substring(origin.length() - digits);
    return (file.isEmpty() || name.startsWith(file)) && (rank.isEmpty() || name.endsWith(rank))
        && (file.isEmpty() || rank.isEmpty() || name.equals(origin));
  }

  /** Names the part of an origin a text gives: {@code the h-file}, {@code rank 1} or {@code g1}. */
  private static String where(String origin) {
    boolean digits = origin.chars().allMatch(Character::isDigit);
    boolean letters = origin.chars().noneMatch(Character::isDigit);
    return digits ? "rank " + origin : letters ? "the " + origin + "-file" : origin;
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

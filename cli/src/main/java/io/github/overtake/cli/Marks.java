package io.github.overtake.cli;

import io.github.overtake.core.Position;

/**
 * The check and mate marks a move text may end with ({@code +}, {@code #}, before any {@code !}
 * or {@code ?} annotation), checked against the position the move made: {@code pgn write} refuses
 * a move whose mark is false rather than write a record that says something else. (Reading PGN
 * stays lenient about marks, as PGN readers are.)
 */
final class Marks {
  private Marks() {}

  /**
   * Returns why the move text's mark is false in the position after it, or {@code null} if it has
   * no mark or a true one.
   *
   * @param text the move text as given
   * @param after the position the move made
   * @return the reason, or {@code null}
   */
  static String wrongMark(String text, Position after) {
    String t = text.strip();
    int end = t.length();
    while (end > 0 && (t.charAt(end - 1) == '!' || t.charAt(end - 1) == '?')) {
      end--;
    }
    int markEnd = end;
    while (end > 0 && (t.charAt(end - 1) == '+' || t.charAt(end - 1) == '#')) {
      end--;
    }
    String mark = t.substring(end, markEnd);
    if (mark.isEmpty()) {
      return null;
    }
    String bare = t.substring(0, end);
    boolean check = after.isCheck();
    boolean mate = check && after.legalMoves().isEmpty();
    String truth =
        mate ? "it mates: write '" + bare + "#'"
            : check ? "it gives check, not mate: write '" + bare + "+'"
            : "it gives no check: write '" + bare + "'";
    switch (mark) {
      case "#":
        return mate ? null : "the mark '#' is false (" + truth + ")";
      case "+":
        return check && !mate ? null : "the mark '+' is false (" + truth + ")";
      default:
        return "the mark '" + mark + "' is not a check or mate mark (" + truth + ")";
    }
  }
}

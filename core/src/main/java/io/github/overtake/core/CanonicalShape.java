package io.github.overtake.core;

/**
 * A quick look at move text that tells, without parsing it, when canonical move text cannot read
 * it: then a text in the variant's own notation (SAN's {@code Nf3}, {@code exd5}, {@code e4}) goes
 * to that notation at once, without the canonical parser's exception.
 */
final class CanonicalShape {
  private CanonicalShape() {}

  /**
   * Returns true only when {@link io.github.overtake.core.notation.MoveText#parse} surely rejects
   * the text on every board: its first part neither starts with a square (a letter and a digit)
   * nor is castling, a drop or an exchange, or it is a lone square with nothing after it.
   *
   * @param input the move text, not null
   * @return whether canonical move text surely cannot read it; false when unsure
   */
  static boolean surelyMalformed(String input) {
    String t = input.strip();
    int end = t.length();
    while (end > 0 && "+#!?".indexOf(t.charAt(end - 1)) >= 0) {
      end--;
    }
    if (end < 2) {
      return false;
    }
    char first = t.charAt(0);
    if (!Character.isLetter(first) || first == 'O' || first == 'o') {
      return false; // not a letter, or castling
    }
    for (int i = 0; i < end; i++) {
      char c = t.charAt(i);
      if (c == '@' || c == ',' || c == '/' || c == '[' || c == ']' || c == '(' || c == ')') {
        return false; // drops, parts, capture lists, exchanges: let the parser judge
      }
    }
    if (!isAsciiDigit(t.charAt(1))) {
      return true; // the text starts with a letter not followed by a digit: no square
    }
    for (int i = 1; i < end; i++) {
      if (!isAsciiDigit(t.charAt(i))) {
        return false;
      }
    }
    return true; // a lone square: no destination
  }

  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }
}

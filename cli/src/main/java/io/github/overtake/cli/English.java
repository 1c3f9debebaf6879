package io.github.overtake.cli;

/** Counts in correct English for the tool's messages: "1 game", "2 games", "occurred once". */
final class English {
  private English() {}

  /**
   * Returns the count with the noun in the number it takes: {@code count(1, "ply", "plies")} is
   * "1 ply", {@code count(0, "ply", "plies")} is "0 plies".
   *
   * @param n the count
   * @param one the noun for one
   * @param many the noun for any other count
   * @return the phrase
   */
  static String count(long n, String one, String many) {
    return n + " " + (n == 1 ? one : many);
  }
}

package io.github.overtake.core;

/**
 * One of the two players. {@link #WHITE} is the first player (moves first, upper-case letters,
 * starts on the low ranks); {@link #BLACK} is the second. The names follow FEN, even where a side
 * plays a checkers army.
 */
public enum Side {
  /** The first player. */
  WHITE,
  /** The second player. */
  BLACK;

  /**
   * Returns the other side.
   *
   * @return the opponent
   */
  public Side opposite() {
    return this == WHITE ? BLACK : WHITE;
  }

  /**
   * Returns 0 for White and 1 for Black.
   *
   * @return the side's index
   */
  public int index() {
    return this == WHITE ? 0 : 1;
  }

  /**
   * Returns the side with the given {@linkplain #index() index}.
   *
   * @param index 0 White, 1 Black
   * @return the side
   */
  public static Side ofIndex(int index) {
    return index == 0 ? WHITE : BLACK;
  }

  /**
   * Returns the letter used in position text: {@code w} or {@code b}.
   *
   * @return the side letter
   */
  public char letter() {
    return this == WHITE ? 'w' : 'b';
  }

  /**
   * Returns the lower-case name used in outcomes, {@code white} or {@code black}.
   *
   * @return the side id
   */
  public String id() {
    return this == WHITE ? "white" : "black";
  }
}

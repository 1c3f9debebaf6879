package io.github.overtake.core;

/** Thrown when a well-formed move text names no legal move of the position. */
public final class IllegalMoveException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /** The text of the position the move was tried in. */
  private final String position;

  /**
   * Creates the exception for a move text and the position text it was tried in.
   *
   * @param input the move text
   * @param position the position text
   */
  public IllegalMoveException(String input, String position) {
    this(input, position, "");
  }

  /**
   * Creates the exception with a detail appended to the message.
   *
   * @param input the move text
   * @param position the position text
   * @param detail why the move is illegal, or empty for no detail
   */
  public IllegalMoveException(String input, String position, String detail) {
    super(
        input,
        "illegal move " + quote(input) + " in " + quote(position) + (detail.isEmpty() ? "" : ": " + detail));
    this.position = position;
  }

  /**
   * Returns the text of the position the move was tried in.
   *
   * @return the position text
   */
  public String position() {
    return position;
  }
}

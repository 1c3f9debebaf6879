package io.github.overtake.core;

/** Thrown when a move text is not well formed. */
public final class MoveFormatException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception for a move text and the reason it is malformed.
   *
   * @param input the move text
   * @param reason why it is malformed
   */
  public MoveFormatException(String input, String reason) {
    super(input, "invalid move text " + quote(input) + ": " + reason);
  }
}

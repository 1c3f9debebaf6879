package io.github.overtake.core;

import java.util.Objects;

/**
 * Thrown when a well-formed move text names no legal move of the position. It carries a
 * machine-readable {@link #reason()} and an English {@link #explanation()}, both also in the
 * message: {@code illegal move 'e4e5' in <position>: that man cannot move so (e4 to e5)}.
 */
public final class IllegalMoveException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /** The text of the position the move was tried in. */
  private final String position;

  /** Why the move is illegal. */
  private final IllegalMoveReason reason;

  /** The reason in words, naming the squares and men concerned. */
  private final String explanation;

  /**
   * Creates the exception for a move text and the position text it was tried in, with the
   * generic reason {@link IllegalMoveReason#NOT_LEGAL}.
   *
   * @param input the move text
   * @param position the position text
   */
  public IllegalMoveException(String input, String position) {
    this(input, position, IllegalMoveReason.NOT_LEGAL, "");
  }

  /**
   * Creates the exception with a detail appended to the message, with the generic reason {@link
   * IllegalMoveReason#NOT_LEGAL}.
   *
   * @param input the move text
   * @param position the position text
   * @param detail why the move is illegal, or empty for no detail
   */
  public IllegalMoveException(String input, String position, String detail) {
    this(input, position, IllegalMoveReason.NOT_LEGAL, detail);
  }

  /**
   * Creates the exception with a reason and its explanation.
   *
   * @param input the move text
   * @param position the position text
   * @param reason the reason
   * @param explanation the reason in English, or empty for the reason's {@linkplain
   *     IllegalMoveReason#sentence() sentence}
   */
  public IllegalMoveException(
      String input, String position, IllegalMoveReason reason, String explanation) {
    super(
        input,
        "illegal move "
            + quote(input)
            + " in "
            + quote(position)
            + (explanation.isEmpty() && !reason.isSpecific()
                ? ""
                : ": " + (explanation.isEmpty() ? reason.sentence() : explanation)));
    this.position = position;
    this.reason = Objects.requireNonNull(reason, "reason");
    this.explanation = explanation.isEmpty() ? reason.sentence() : explanation;
  }

  /**
   * Returns the text of the position the move was tried in.
   *
   * @return the position text
   */
  public String position() {
    return position;
  }

  /**
   * Returns why the move is illegal, for programs.
   *
   * @return the reason; {@link IllegalMoveReason#NOT_LEGAL} when nothing more is known
   */
  public IllegalMoveReason reason() {
    return reason;
  }

  /**
   * Returns why the move is illegal, for people: the reason's sentence, with squares where known.
   *
   * @return the explanation, an English clause without a final stop
   */
  public String explanation() {
    return explanation;
  }
}

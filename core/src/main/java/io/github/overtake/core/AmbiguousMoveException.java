package io.github.overtake.core;

import java.util.List;

/** Thrown when a move text names more than one legal move. */
public final class AmbiguousMoveException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /** The canonical texts of the moves the input matches. */
  @SuppressWarnings("serial") // an immutable list of strings
  private final List<String> candidates;

  /**
   * Creates the exception for a move text, its position and the canonical texts it matches.
   *
   * @param input the move text
   * @param position the position text
   * @param candidates the canonical texts of the matching moves
   */
  public AmbiguousMoveException(String input, String position, List<String> candidates) {
    super(
        input,
        "ambiguous move "
            + quote(input)
            + " in "
            + quote(position)
            + ": matches "
            + (candidates.size() <= 10
                ? String.join(", ", candidates)
                : String.join(", ", candidates.subList(0, 10))
                    + " and " + (candidates.size() - 10) + " more"));
    this.candidates = List.copyOf(candidates);
  }

  /**
   * Returns the canonical texts of the moves the input matches.
   *
   * @return the canonical texts, an immutable list
   */
  public List<String> candidates() {
    return candidates;
  }
}

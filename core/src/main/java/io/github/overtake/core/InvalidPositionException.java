package io.github.overtake.core;

import java.util.List;

/**
 * Thrown when a position text is malformed or describes a position the variant does not accept.
 * The message names every problem found.
 */
public final class InvalidPositionException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /** The problems found, each a short sentence. */
  @SuppressWarnings("serial") // an immutable list of strings
  private final List<String> problems;

  /**
   * Creates the exception for a position text and its problems.
   *
   * @param text the position text
   * @param variant the variant spec
   * @param problems the problems found, each a short sentence
   */
  public InvalidPositionException(String text, String variant, List<String> problems) {
    super(
        text,
        "invalid position " + quote(text) + " for " + variant + ": " + String.join("; ", problems));
    this.problems = List.copyOf(problems);
  }

  /**
   * Returns the problems found, each a short sentence.
   *
   * @return the problems, an immutable list
   */
  public List<String> problems() {
    return problems;
  }
}

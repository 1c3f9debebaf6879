package io.github.overtake.core;

import java.util.List;

/**
 * Thrown when a position text is malformed or describes a position the variant does not accept.
 * The message names the problems found, the first {@value #MESSAGE_PROBLEMS} of them and then how
 * many more; {@link #problems()} lists every one.
 */
public final class InvalidPositionException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /** The most problems the message names. */
  static final int MESSAGE_PROBLEMS = 10;

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
        "invalid position " + quote(text) + " for " + variant + ": " + summary(problems));
    this.problems = List.copyOf(problems);
  }

  /** The first problems, joined, and how many more there are. */
  private static String summary(List<String> problems) {
    if (problems.size() <= MESSAGE_PROBLEMS) {
      return String.join("; ", problems);
    }
    return String.join("; ", problems.subList(0, MESSAGE_PROBLEMS))
        + "; and " + (problems.size() - MESSAGE_PROBLEMS) + " more";
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

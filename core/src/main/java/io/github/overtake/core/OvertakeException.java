package io.github.overtake.core;

/**
 * The base of every exception Overtake throws for bad input: an unknown variant, a bad option, a
 * malformed or invalid position text, a malformed, illegal or ambiguous move. It extends {@link
 * IllegalArgumentException}, so one {@code catch} covers them all. Nothing a caller holds is
 * changed when one is thrown.
 */
public class OvertakeException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The rejected input text. */
  private final String input;

  /**
   * Creates an exception about {@code input} with a message that already quotes it.
   *
   * @param input the rejected input text
   * @param message the detail message
   */
  public OvertakeException(String input, String message) {
    super(message);
    this.input = input;
  }

  /**
   * Returns the rejected input text.
   *
   * @return the input text
   */
  public String input() {
    return input;
  }

  /** Returns a text quoted for a message, shortened when long. */
  static String quote(String text) {
    if (text == null) {
      return "null";
    }
    String t = text.length() > 120 ? text.substring(0, 117) + "..." : text;
    return "'" + t + "'";
  }
}

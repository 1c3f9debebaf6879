package io.github.overtake.core.record;

import io.github.overtake.core.OvertakeException;

/**
 * Thrown when a PGN text or a record edit is rejected: names the game (from 1), the ply (from 1; 0
 * for the tags or the record as a whole) and the reason. The message is one line, and quotes at
 * most 120 characters of any input; {@link #input()} keeps at most 120 characters of the rejected
 * text (a longer one is cut and ends with {@code ...}).
 */
public final class PgnException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /** The number of the game in the file, from 1. */
  private final int game;

  /** The ply of the bad move in its game, from 1; 0 for a fault outside the moves. */
  private final int ply;

  /** What is wrong, in words. */
  private final String reason;

  /**
   * Creates the exception.
   *
   * @param input the rejected text: the move, tag or value (kept to 120 characters)
   * @param game the game's number in the text, from 1, or 0 when no text is read
   * @param ply the ply, from 1, or 0 for the tags or the record as a whole
   * @param reason why the input is rejected (line breaks in it are shown as spaces)
   */
  public PgnException(String input, int game, int ply, String reason) {
    super(shorten(input), where(game, ply) + oneLine(reason));
    this.game = game;
    this.ply = ply;
    this.reason = oneLine(reason);
  }

  private static String shorten(String input) {
    if (input == null) {
      return null;
    }
    String t = input.length() > 120 ? input.substring(0, 117) + "..." : input;
    return oneLine(t);
  }

  /** Shows control characters (line breaks, tabs) as spaces, so that a message is one line. */
  private static String oneLine(String s) {
    if (s == null) {
      return "null";
    }
    StringBuilder sb = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
        if (sb == null) {
          sb = new StringBuilder(s.length()).append(s, 0, i);
        }
        sb.append(' ');
      } else if (sb != null) {
        sb.append(c);
      }
    }
    return sb == null ? s : sb.toString();
  }

  private static String where(int game, int ply) {
    if (game <= 0) {
      return ply <= 0 ? "" : "ply " + ply + ": ";
    }
    return "game " + game + (ply <= 0 ? ": " : ", ply " + ply + ": ");
  }

  /**
   * Returns the game's number in the text.
   *
   * @return the game number from 1, or 0 when the problem is not in a read text
   */
  public int game() {
    return game;
  }

  /**
   * Returns the ply of the bad move.
   *
   * @return the ply from 1, or 0 for the tags or the record as a whole
   */
  public int ply() {
    return ply;
  }

  /**
   * Returns the reason, without the game and ply.
   *
   * @return the reason
   */
  public String reason() {
    return reason;
  }
}

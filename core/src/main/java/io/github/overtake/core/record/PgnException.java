package io.github.overtake.core.record;

import io.github.overtake.core.OvertakeException;

/**
 * Thrown when a PGN text or a record edit is rejected: names the game (from 1), the ply (from 1; 0
 * for the tags or the record as a whole) and the reason.
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
   * @param input the rejected text: the move, tag or value
   * @param game the game's number in the text, from 1, or 0 when no text is read
   * @param ply the ply, from 1, or 0 for the tags or the record as a whole
   * @param reason why the input is rejected
   */
  public PgnException(String input, int game, int ply, String reason) {
    super(input, where(game, ply) + reason);
    this.game = game;
    this.ply = ply;
    this.reason = reason;
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

package io.github.overtake.core;

/** Thrown when a draw is claimed where the rules allow no claim, or the game is already over. */
public final class DrawClaimException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param position the text of the position the claim was made in
   * @param reason why no draw can be claimed there
   */
  public DrawClaimException(String position, String reason) {
    super(position, "no draw to claim in " + position + ": " + reason);
  }
}

package io.github.overtake.core;

/**
 * Why a move text names no legal move: the machine-readable part of an {@link
 * IllegalMoveException}. Variant families report their reasons through {@link
 * io.github.overtake.core.spi.RuleSet#whyIllegal}; a family that reports none gets the generic
 * ones core can tell by itself ({@link #NO_SUCH_MAN}, {@link #NOT_YOUR_MAN}, {@link
 * #CANNOT_MOVE_SO}, {@link #NOT_LEGAL}).
 */
public enum IllegalMoveReason {
  /** No man stands on the square the move starts from. */
  NO_SUCH_MAN("there is no man on the square it starts from"),
  /** The man on the starting square belongs to the side not to move. */
  NOT_YOUR_MAN("the man on the square it starts from is the opponent's"),
  /**
   * Legal moves go from the text's origin to its destination, but none as the text writes it: a
   * capture mark on a quiet move, a promotion letter left out where the player chooses, captured
   * squares or a route that no legal move has. The explanation names those moves.
   */
  NOT_AS_WRITTEN("a legal move goes there, but not as written"),
  /** The man does not move that way, whatever stands around it. */
  CANNOT_MOVE_SO("that man cannot move so"),
  /** The man moves that way on an open board, but a man stands in its path. */
  PATH_BLOCKED("a man blocks the path"),
  /** The move is one of the man's moves but would leave the mover's king attacked. */
  KING_LEFT_ATTACKED("it would leave the king attacked"),
  /** The rules make a capture (or another duty) compulsory, and this move is not one. */
  CAPTURE_COMPULSORY("a capture is compulsory elsewhere"),
  /** The move stops short: the capture must continue or a longer capture is compulsory. */
  LONGER_CAPTURE_COMPULSORY("a longer capture is compulsory"),
  /** The variant forbids this capture. */
  CAPTURE_FORBIDDEN("the variant forbids this capture"),
  /** A man must be placed (dropped) before any other move. */
  PLACEMENT_DUE("a placement is due first"),
  /** The game is over: no move is legal. */
  GAME_OVER("the game is over"),
  /**
   * The generic reason: no legal move matches, and the variant says no more. Also the fallback
   * when explaining the refusal would pass the call's work budget ({@link Limits}): the
   * explanation then says so.
   */
  NOT_LEGAL("no legal move matches it");

  private final String sentence;

  IllegalMoveReason(String sentence) {
    this.sentence = sentence;
  }

  /**
   * Returns the reason as a short English clause, such as "a capture is compulsory elsewhere".
   *
   * @return the clause, lower case, without a final stop
   */
  public String sentence() {
    return sentence;
  }

  /**
   * Returns whether this is a reason that says more than that the move is not legal: any reason
   * but {@link #NOT_LEGAL}.
   *
   * @return whether the reason is specific
   */
  public boolean isSpecific() {
    return this != NOT_LEGAL;
  }
}

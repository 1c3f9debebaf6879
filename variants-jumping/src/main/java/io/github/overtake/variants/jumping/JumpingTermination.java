package io.github.overtake.variants.jumping;

import io.github.overtake.core.Termination;

/**
 * Why a game of Jumping Chess ended decisively. Draws use the core reasons {@code repetition} and
 * {@code no-progress}.
 */
public enum JumpingTermination implements Termination {
  /** The side to move has no king: it was captured (R16). */
  KING_CAPTURED("king-captured"),
  /** The side to move has no legal move and loses (R17, main game). */
  NO_MOVES("no-moves"),
  /** With {@code checkmate}: the side to move is in check and has no legal move (R27). */
  CHECKMATE("checkmate"),
  /** With {@code checkmate}: the side to move is not in check and has no legal move; a loss. */
  STALEMATE("stalemate");

  private final String id;

  JumpingTermination(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }
}

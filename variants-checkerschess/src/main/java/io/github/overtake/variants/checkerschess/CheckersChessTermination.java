package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.Termination;

/** The end conditions of the checkers-chess family (R26); draws use core's reasons. */
public enum CheckersChessTermination implements Termination {
  /** A checkers or nonroyal side to move has no pieces. */
  NO_PIECES("no-pieces"),
  /** A checkers or nonroyal side to move has pieces but no legal move. */
  NO_MOVES("no-moves"),
  /** A royal side to move is in check and has no legal move. */
  CHECKMATE("checkmate"),
  /** A royal side to move is not in check and has no legal move. */
  STALEMATE("stalemate"),
  /** A royal side to move has only its king left, which can still move. */
  BARE_KING("bare-king"),
  /** A royal side to move has only its king left, not in check and without a move. */
  BARE_KING_STALEMATE("bare-king-stalemate"),
  /** A royal side to move has only its king left, in check and without a move. */
  BARE_KING_CHECKMATE("bare-king-checkmate");

  private final String id;

  CheckersChessTermination(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }
}

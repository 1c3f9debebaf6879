package io.github.overtake.core;

/** The reasons for a game's end that several variants share. */
public enum StandardTermination implements Termination {
  /** The side to move is in check and has no legal move. */
  CHECKMATE("checkmate"),
  /** The side to move is not in check and has no legal move. */
  STALEMATE("stalemate"),
  /** The side to move has no legal move, in a variant without check. */
  NO_MOVES("no-moves"),
  /** A king was captured. */
  KING_CAPTURED("king-captured"),
  /** Neither side can ever win. */
  INSUFFICIENT_MATERIAL("insufficient-material"),
  /** The same position occurred for the third time (or the variant's count). */
  REPETITION("repetition"),
  /** Too many plies passed without progress (the fifty-move rule and its kin). */
  NO_PROGRESS("no-progress");

  private final String id;

  StandardTermination(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }
}

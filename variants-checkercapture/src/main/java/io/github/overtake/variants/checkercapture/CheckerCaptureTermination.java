package io.github.overtake.variants.checkercapture;

import io.github.overtake.core.Termination;

/**
 * The reasons a Checker-capture game ends that are particular to this family. King capture and
 * having no legal move use {@link io.github.overtake.core.StandardTermination#KING_CAPTURED} and
 * {@link io.github.overtake.core.StandardTermination#NO_MOVES}; draws use the standard
 * repetition and no-progress reasons.
 */
public enum CheckerCaptureTermination implements Termination {
  /** Semi-misère pawn goal (R17): a side without pawns wins. */
  NO_PAWNS("no-pawns");

  private final String id;

  CheckerCaptureTermination(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }
}

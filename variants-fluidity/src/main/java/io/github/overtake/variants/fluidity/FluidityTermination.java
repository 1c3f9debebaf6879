package io.github.overtake.variants.fluidity;

import io.github.overtake.core.Termination;

/**
 * The reasons for a game's end that are particular to Fluidity Chess. King capture, checkmate,
 * stalemate (a loss here), repetition and no progress use {@link
 * io.github.overtake.core.StandardTermination}.
 */
public enum FluidityTermination implements Termination {
  /** Only the two kings are left: nothing can ever be captured, so the game is drawn. */
  BARE_KINGS("bare-kings");

  private final String id;

  FluidityTermination(String id) {
    this.id = id;
  }

  @Override
  public String id() {
    return id;
  }
}

package io.github.overtake.core.geometry;

/** How the left and right edges of a board are joined. */
public enum Topology {
  /** A flat rectangle: stepping off any side leaves the board. */
  SQUARE,
  /** Files wrap around: the last file is the left neighbour of the first. */
  ANNULUS,
  /**
   * Files wrap around with a half twist: stepping off the right side of rank {@code r} enters
   * the left side of rank {@code ranks - 1 - r}, and the vertical sense of the moving piece flips.
   */
  MOBIUS
}

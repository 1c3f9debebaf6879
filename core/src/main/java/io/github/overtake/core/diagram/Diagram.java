package io.github.overtake.core.diagram;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import com.google.errorprone.annotations.CheckReturnValue;
import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.geometry.Geometry;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * An SVG diagram of a position, for any variant on any core geometry: square and rectangular
 * boards with coordinates, Jumping Chess's edge ring set apart, the annulus drawn as a ring, the
 * Möbius strip drawn flat with its glued edges marked, off-board state (pools, waiting men) beside
 * the board, the last move as an arrow through its landing squares with captured squares crossed,
 * and highlighted squares.
 *
 * <p>A diagram is an immutable value; each option returns a new diagram:
 *
 * <pre>{@code
 * String svg = Diagram.of(position).lastMove(move).flipped(true).size(480).svg();
 * }</pre>
 *
 * <p>Every piece is a group with {@code class="piece"}, {@code data-square} and {@code
 * data-piece} (its letter, upper case for White, lower case for Black), every square a shape with
 * {@code class="square"} and {@code data-square}; the arrow is a polyline with {@code
 * class="arrow"} and {@code data-squares} listing its squares; captured squares carry {@code
 * class="captured"}. The output is a standalone SVG document with no external references.
 */
@Immutable
@CheckReturnValue
public final class Diagram {
  /** The default width in pixels. */
  public static final int DEFAULT_SIZE = 400;

  private final Position position;
  private final boolean flipped;
  private final int size;
  private final Move lastMove;
  private final ImmutableSet<Integer> highlights;
  private final Outcome outcome;

  private Diagram(
      Position position,
      boolean flipped,
      int size,
      Move lastMove,
      ImmutableSet<Integer> highlights,
      Outcome outcome) {
    this.position = position;
    this.flipped = flipped;
    this.size = size;
    this.lastMove = lastMove;
    this.highlights = highlights;
    this.outcome = outcome;
  }

  /**
   * Returns a diagram of a position, White at the bottom, {@value #DEFAULT_SIZE} pixels wide, with
   * no arrow and no highlights.
   *
   * @param position the position to draw
   * @return the diagram
   * @throws NullPointerException if {@code position} is null
   */
  public static Diagram of(Position position) {
    return new Diagram(Objects.requireNonNull(position, "position"), false, DEFAULT_SIZE, null,
        ImmutableSet.of(), null);
  }

  /**
   * Returns this diagram with the second player (Black) at the bottom, or not.
   *
   * @param flip whether to turn the board around
   * @return the new diagram
   */
  public Diagram flipped(boolean flip) {
    return new Diagram(position, flip, size, lastMove, highlights, outcome);
  }

  /**
   * Returns this diagram with another width in pixels.
   *
   * @param pixels the width, 100 to 4000
   * @return the new diagram
   * @throws IllegalArgumentException if the width is out of range
   */
  public Diagram size(int pixels) {
    if (pixels < 100 || pixels > 4000) {
      throw new IllegalArgumentException("diagram size " + pixels + " is not between 100 and 4000");
    }
    return new Diagram(position, flipped, pixels, lastMove, highlights, outcome);
  }

  /**
   * Returns this diagram with a move drawn as an arrow from its origin through every landing
   * square, its captured squares crossed out. The move is usually the one that led to the
   * position; it is drawn as it is, wherever its squares are.
   *
   * @param move the move to draw, or null for none
   * @return the new diagram
   */
  public Diagram lastMove(Move move) {
    return new Diagram(position, flipped, size, move, highlights, outcome);
  }

  /**
   * Returns this diagram with squares highlighted (a UI's legal targets, say).
   *
   * @param squares the squares to mark
   * @return the new diagram
   * @throws NullPointerException if {@code squares} or one of them is null
   * @throws IllegalArgumentException if a square is not a square of the position's board
   */
  public Diagram highlight(Collection<Square> squares) {
    ImmutableSet.Builder<Integer> b = ImmutableSet.builder();
    Geometry g = position.variant().geometry();
    for (Square s : squares) {
      int i = Objects.requireNonNull(s, "square").index();
      if (!g.contains(i) || !g.name(i).equalsIgnoreCase(s.name())) {
        String name = String.valueOf(s.name());
        throw new IllegalArgumentException(
            "cannot highlight '"
                + (name.length() > 120 ? name.substring(0, 117) + "..." : name)
                + "' (index " + i + "): not a square of the " + g + " board");
      }
      b.add(i);
    }
    return new Diagram(position, flipped, size, lastMove, b.build(), outcome);
  }

  /**
   * Returns this diagram with the game's outcome: once it is over, the caption under the board
   * says so ({@code Game over: black-wins checkmate (0-1)}) instead of naming the side to move.
   * Pass {@link io.github.overtake.core.Game#outcome()} to include repetition and claimed draws,
   * or {@link Position#outcome()}.
   *
   * @param outcome the outcome, or null to name the side to move whatever it is
   * @return the new diagram
   */
  public Diagram outcome(Outcome outcome) {
    return new Diagram(position, flipped, size, lastMove, highlights, outcome);
  }

  /**
   * Returns the position drawn.
   *
   * @return the position
   */
  public Position position() {
    return position;
  }

  /**
   * Returns the squares of the arrow: the move's origin (if it has one) and its landing squares.
   *
   * @return the squares in order, empty without a last move
   */
  public List<Square> arrowSquares() {
    if (lastMove == null) {
      return List.of();
    }
    ImmutableList.Builder<Square> b = ImmutableList.builder();
    Optional<Square> from = lastMove.from();
    from.ifPresent(b::add);
    b.addAll(lastMove.path());
    if (!from.isPresent()) {
      lastMove.to().ifPresent(b::add);
    }
    return b.build();
  }

  /**
   * Renders the diagram.
   *
   * @return a standalone SVG document
   */
  public String svg() {
    return new SvgWriter(position, flipped, size, lastMove, arrowSquares(), highlights, outcome)
        .write();
  }
}

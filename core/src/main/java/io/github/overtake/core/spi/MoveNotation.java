package io.github.overtake.core.spi;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import java.util.List;

/**
 * A variant-specific move notation that {@link Position#parseMove(String)} accepts beside
 * canonical move text, such as Standard Algebraic Notation for variants with orthodox pieces. A
 * rule set offers one through {@link RuleSet#moveNotation()}. Implementations must be immutable
 * and thread-safe.
 */
public interface MoveNotation {
  /**
   * Returns whether a text has the shape of this notation (a cheap syntactic test).
   *
   * @param text the move text, never {@code null}
   * @return whether the text could be a move in this notation
   */
  boolean looksLike(String text);

  /**
   * Returns every legal move of a position that the text could name in this notation; core
   * raises the error when there is none or more than one.
   *
   * @param position the position the move is played in
   * @param text the move text
   * @return the matching legal moves, possibly empty
   */
  List<Move> matches(Position position, String text);

  /**
   * Writes the legal moves a text names, as {@link #matches} returns them (the same moves, with
   * the same ops and flags, in the same order), without listing every legal move of the position;
   * or returns false, by default, to let core call {@link #matches}. {@link
   * Position#parseMove(String)} asks this first when the position's moves are not listed yet, and
   * takes the move when exactly one is written; otherwise (none, several) it calls {@link
   * #matches}, which also decides the error.
   *
   * @param position the position the move is played in
   * @param work a working copy of the position, to be left as it was
   * @param text the move text
   * @param out the empty buffer the moves are written into
   * @return whether the moves were written; false, with nothing written, lets core call {@link
   *     #matches}
   */
  default boolean writeMatches(
      Position position, MutablePosition work, String text, MoveBuffer out) {
    return false;
  }

  /**
   * Returns the text of a legal move in this notation, as game records ({@code
   * io.github.overtake.core.record}) write it; by default the canonical move text.
   *
   * @param position the position the move is played in
   * @param move a legal move of that position
   * @return the move in this notation
   */
  default String format(Position position, Move move) {
    return move.text();
  }
}

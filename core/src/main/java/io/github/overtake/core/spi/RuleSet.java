package io.github.overtake.core.spi;

import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.geometry.Geometry;
import java.util.List;

/**
 * The compiled rules of one variant with all its options fixed: what a variant module implements.
 *
 * <p>Core owns everything else: position text, move text, legality checks of user input, {@code
 * play}, history, repetition and perft. A rule set must be immutable and thread-safe; all mutable
 * work happens on the {@link MutablePosition} and {@link MoveBuffer} passed in.
 */
public interface RuleSet {
  /**
   * Returns the family id, such as {@code chess} or {@code jumping}.
   *
   * @return the family id
   */
  String id();

  /**
   * Returns a one-line description of this rule set.
   *
   * @return the description
   */
  String description();

  /**
   * Returns the board.
   *
   * @return the geometry
   */
  Geometry geometry();

  /**
   * Returns the piece types in roster order: the type with id {@code i} is at index i - 1.
   *
   * @return the piece types, ordered by id
   */
  List<PieceType> pieceTypes();

  /**
   * Returns the start position as position text.
   *
   * @return the start position text
   */
  String startPosition();

  /**
   * Writes every legal move of the side to move into {@code out} (which is empty). Writes nothing
   * when the game is over by the variant's own rules (a king was captured, a goal was reached), so
   * that perft stops there. Several routes of one move may be written: core merges them.
   *
   * @param position the position, to be left as it was
   * @param out the empty buffer the moves are written into
   */
  void generateMoves(MutablePosition position, MoveBuffer out);

  /**
   * Returns the outcome of a position without regard to history: decisive ends and the variant's
   * own draws. Core adds the no-progress rule ({@link #noProgressLimit()}) and repetition.
   *
   * @param position the position
   * @param legalMoves the number of legal moves of the side to move
   * @return the outcome, {@link Outcome#ONGOING} if the game goes on
   */
  Outcome outcome(MutablePosition position, int legalMoves);

  /**
   * Returns the problems that make a loaded position invalid, or an empty list.
   *
   * @param position the loaded position
   * @return one message per problem found
   */
  default List<String> validate(MutablePosition position) {
    return List.of();
  }

  /**
   * Returns, for each square, the castling rights lost when a move lifts, lands or captures on it,
   * or {@code null} when the variant has no castling.
   *
   * @return the castling rights mask lost per square, or {@code null}
   */
  default int[] castlingRightsCleared() {
    return null;
  }

  /**
   * Returns the number of variant state slots in a position.
   *
   * @return the number of slots, 0 by default
   */
  default int extraSlots() {
    return 0;
  }

  /**
   * Returns whether position text carries a pool in brackets after the placement.
   *
   * @return whether positions have a pool, false by default
   */
  default boolean hasPool() {
    return false;
  }

  /**
   * Writes the variant's extra {@code key:value} tokens of a position (each preceded by a space),
   * or nothing.
   *
   * @param position the position
   * @param out the text the tokens are appended to
   */
  default void formatExtras(MutablePosition position, StringBuilder out) {}

  /**
   * Reads one extra {@code key:value} token into the position, returning false if the token is not
   * one of the variant's.
   *
   * @param token the {@code key:value} token
   * @param position the position being loaded
   * @return whether the token was read
   * @throws IllegalArgumentException if the token is the variant's but malformed; its message
   *     becomes one of the problems of the {@code InvalidPositionException}
   */
  default boolean parseExtra(String token, MutablePosition position) {
    return false;
  }

  /**
   * Returns the number of plies without progress (the half-move clock) after which the game is
   * drawn automatically; 0 for no such rule.
   *
   * @return the limit in plies, 100 by default
   */
  default int noProgressLimit() {
    return 100;
  }

  /**
   * Returns how many occurrences of a position draw the game automatically; 0 for never.
   *
   * @return the number of occurrences, 3 by default
   */
  default int repetitionLimit() {
    return 3;
  }

  /**
   * Returns whether the side to move is in check, in variants that have check.
   *
   * @param position the position
   * @return whether the side to move is in check, false by default
   */
  default boolean inCheck(MutablePosition position) {
    return false;
  }

  /**
   * Returns whether move text in Standard Algebraic Notation is accepted.
   *
   * @return whether SAN is accepted, false by default
   */
  default boolean acceptsSan() {
    return false;
  }
}

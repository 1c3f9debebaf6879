package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import com.google.errorprone.annotations.Immutable;
import java.util.List;

/**
 * A game: a start position and the moves played from it. Immutable; {@link #play(String)} and
 * {@link #undo()} return new games. Adds what a position alone cannot know: repetition.
 */
@Immutable
public final class Game {
  private final ImmutableList<Position> positions;
  private final ImmutableList<Move> moves;

  private Game(ImmutableList<Position> positions, ImmutableList<Move> moves) {
    this.positions = positions;
    this.moves = moves;
  }

  /**
   * Starts a game from a position.
   *
   * @param start the start position
   * @return a game with no moves
   */
  public static Game startingFrom(Position start) {
    return new Game(ImmutableList.of(start), ImmutableList.of());
  }

  /**
   * Starts a game from a variant's start position.
   *
   * @param variant the variant
   * @return a game with no moves
   */
  public static Game start(Variant variant) {
    return startingFrom(variant.startPosition());
  }

  /**
   * Returns the current position.
   *
   * @return the position after the last move
   */
  public Position position() {
    return positions.get(positions.size() - 1);
  }

  /**
   * Returns the start position.
   *
   * @return the start position
   */
  public Position startPosition() {
    return positions.get(0);
  }

  /**
   * Returns the moves played, in order.
   *
   * @return the moves, an immutable list
   */
  public List<Move> moves() {
    return moves;
  }

  /**
   * Returns every position of the game, the start first and the current last.
   *
   * @return the positions, an immutable list one longer than {@link #moves()}
   */
  public List<Position> positions() {
    return positions;
  }

  /**
   * Returns the game after a legal move.
   *
   * @param move the move
   * @return the new game
   * @throws IllegalMoveException if the move is not legal or the game is over
   */
  public Game play(Move move) {
    requireNotOver(move.text());
    return append(move);
  }

  private void requireNotOver(String moveText) {
    Outcome o = outcome();
    if (o.isOver()) {
      throw new IllegalMoveException(
          moveText, position().text(), IllegalMoveReason.GAME_OVER, "the game is over (" + o + ")");
    }
  }

  private Game append(Move move) {
    Position next = position().play(move);
    return new Game(
        ImmutableList.<Position>builder().addAll(positions).add(next).build(),
        ImmutableList.<Move>builder().addAll(moves).add(move).build());
  }

  /**
   * Returns the game after the move a text names.
   *
   * @param moveText the move text, read as {@link Position#parseMove} does
   * @return the new game
   * @throws MoveFormatException if the text is not well formed
   * @throws IllegalMoveException if it names no legal move, or the game is over
   * @throws AmbiguousMoveException if it names several
   */
  public Game play(String moveText) {
    requireNotOver(moveText);
    return append(position().parseMove(moveText));
  }

  /**
   * Returns the game without its last move.
   *
   * @return the game one move shorter
   * @throws IllegalStateException if no move was played
   */
  public Game undo() {
    if (moves.isEmpty()) {
      throw new IllegalStateException("no move to undo");
    }
    return new Game(positions.subList(0, positions.size() - 1), moves.subList(0, moves.size() - 1));
  }

  /**
   * Returns how often the current position has occurred in this game, itself included.
   *
   * @return the number of occurrences, at least 1
   */
  public int repetitions() {
    String key = position().repetitionKey();
    int n = 0;
    for (Position p : positions) {
      if (p.repetitionKey().equals(key)) {
        n++;
      }
    }
    return n;
  }

  /**
   * Returns the outcome: the position's own outcome, or a draw by repetition when the current
   * position has occurred as often as the variant's limit.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    Outcome o = position().outcome();
    if (o.isOver()) {
      return o;
    }
    int limit = position().variant().rules().repetitionLimit();
    if (limit > 0 && repetitions() >= limit) {
      return Outcome.draw(StandardTermination.REPETITION);
    }
    return o;
  }
}

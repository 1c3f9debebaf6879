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

  /** Starts a game from a position. */
  public static Game startingFrom(Position start) {
    return new Game(ImmutableList.of(start), ImmutableList.of());
  }

  /** Starts a game from a variant's start position. */
  public static Game start(Variant variant) {
    return startingFrom(variant.startPosition());
  }

  /** Returns the current position. */
  public Position position() {
    return positions.get(positions.size() - 1);
  }

  /** Returns the start position. */
  public Position startPosition() {
    return positions.get(0);
  }

  /** Returns the moves played, in order. */
  public List<Move> moves() {
    return moves;
  }

  /** Returns every position of the game, the start first and the current last. */
  public List<Position> positions() {
    return positions;
  }

  /**
   * Returns the game after a legal move.
   *
   * @throws IllegalMoveException if the move is not legal or the game is over
   */
  public Game play(Move move) {
    Position p = position();
    if (outcome().isOver()) {
      throw new IllegalMoveException(move.text(), p.text(), "the game is over (" + outcome() + ")");
    }
    Position next = p.play(move);
    return new Game(
        ImmutableList.<Position>builder().addAll(positions).add(next).build(),
        ImmutableList.<Move>builder().addAll(moves).add(move).build());
  }

  /**
   * Returns the game after the move a text names.
   *
   * @throws MoveFormatException if the text is not well formed
   * @throws IllegalMoveException if it names no legal move, or the game is over
   * @throws AmbiguousMoveException if it names several
   */
  public Game play(String moveText) {
    Position p = position();
    if (outcome().isOver()) {
      throw new IllegalMoveException(moveText, p.text(), "the game is over (" + outcome() + ")");
    }
    return play(p.parseMove(moveText));
  }

  /**
   * Returns the game without its last move.
   *
   * @throws IllegalStateException if no move was played
   */
  public Game undo() {
    if (moves.isEmpty()) {
      throw new IllegalStateException("no move to undo");
    }
    return new Game(positions.subList(0, positions.size() - 1), moves.subList(0, moves.size() - 1));
  }

  /** Returns how often the current position has occurred in this game, itself included. */
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

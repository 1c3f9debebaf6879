package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.RuleSet;
import java.util.List;
import java.util.Optional;

/**
 * A game: a start position and the moves played from it. Immutable; {@link #play(String)}, {@link
 * #undo()} and {@link #claimDraw()} return new games. Adds what a position alone cannot know:
 * repetition, and draws that a player claims.
 *
 * <h2>Draws</h2>
 *
 * Each variant says which draws are automatic ({@link RuleSet#repetitionLimit()}, {@link
 * RuleSet#noProgressLimit()}: {@link #outcome()} reports them at once) and which a player may
 * claim ({@link RuleSet#claimableRepetitionCount()}, {@link RuleSet#claimableNoProgressLimit()}:
 * {@link #claimableDraw()} reports them, and {@link #claimDraw()} ends the game). Chess follows
 * FIDE: threefold repetition and fifty moves are claimed, fivefold repetition and seventy-five
 * moves are automatic; the other families draw automatically as their rules say.
 */
@Immutable
public final class Game {
  private final ImmutableList<Position> positions;
  private final ImmutableList<Move> moves;

  /** The claimed draw, or null when none was claimed. */
  private final Outcome claim;

  private Game(ImmutableList<Position> positions, ImmutableList<Move> moves, Outcome claim) {
    this.positions = positions;
    this.moves = moves;
    this.claim = claim;
  }

  /**
   * Starts a game from a position.
   *
   * @param start the start position
   * @return a game with no moves
   */
  public static Game startingFrom(Position start) {
    return new Game(ImmutableList.of(start), ImmutableList.of(), null);
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
   * @throws NullPointerException if move is null
   * @throws WorkLimitException if listing the moves exceeds a limit
   */
  public Game play(Move move) {
    java.util.Objects.requireNonNull(move, "move");
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
        ImmutableList.<Move>builder().addAll(moves).add(move).build(),
        null);
  }

  /**
   * Returns the game after the move a text names.
   *
   * @param moveText the move text, read as {@link Position#parseMove} does
   * @return the new game
   * @throws MoveFormatException if the text is not well formed or null
   * @throws IllegalMoveException if it names no legal move, or the game is over
   * @throws WorkLimitException if checking the move exceeds a limit
   * @throws AmbiguousMoveException if it names several
   */
  public Game play(String moveText) {
    requireNotOver(moveText);
    return append(position().parseMove(moveText));
  }

  /**
   * Returns the game as PGN: {@code GameRecord.of(this).toPgn()}, with the Seven Tag Roster
   * unknown ({@code ?}) and moves in the variant's notation (SAN in chess).
   *
   * @return the PGN text of this game
   * @see io.github.overtake.core.record.GameRecord
   */
  public String toPgn() {
    return io.github.overtake.core.record.GameRecord.of(this).toPgn();
  }

  /**
   * Returns the game without its last move, or without its claimed draw if a draw was claimed.
   *
   * @return the game one move shorter, or the same moves without the claim
   * @throws IllegalStateException if no move was played and no draw claimed
   */
  public Game undo() {
    if (claim != null) {
      return new Game(positions, moves, null);
    }
    if (moves.isEmpty()) {
      throw new IllegalStateException("no move to undo");
    }
    return new Game(
        positions.subList(0, positions.size() - 1), moves.subList(0, moves.size() - 1), null);
  }

  /**
   * Returns the draw the player to move could claim now: repetition when the current position has
   * occurred {@link RuleSet#claimableRepetitionCount()} times, else no progress when the half-move
   * clock has reached {@link RuleSet#claimableNoProgressLimit()} (threefold repetition and the
   * fifty-move rule in chess). A claim rests on the position on the board: a move that would
   * repeat the position a third time is played first, then the draw claimed.
   *
   * @return the rule a claim would rest on, or empty when there is none or the game is over
   */
  public Optional<Termination> claimableDraw() {
    if (outcome().isOver()) {
      return Optional.empty();
    }
    RuleSet rules = position().variant().rules();
    int count = rules.claimableRepetitionCount();
    if (count > 0 && repetitions() >= count) {
      return Optional.of(StandardTermination.REPETITION);
    }
    int plies = rules.claimableNoProgressLimit();
    if (plies > 0 && position().halfmoveClock() >= plies) {
      return Optional.of(StandardTermination.NO_PROGRESS);
    }
    return Optional.empty();
  }

  /**
   * Returns the game ended by a claimed draw ({@link #claimableDraw()}); its outcome is an
   * {@link Outcome.Draw} whose {@code claimed()} is true.
   *
   * @return the drawn game
   * @throws DrawClaimException if no draw can be claimed now or the game is over
   */
  public Game claimDraw() {
    Optional<Termination> reason = claimableDraw();
    if (reason.isEmpty()) {
      Outcome o = outcome();
      throw new DrawClaimException(
          position().text(),
          o.isOver()
              ? "the game is over (" + o + ")"
              : "the position occurred "
                  + times(repetitions())
                  + " and the half-move clock is "
                  + position().halfmoveClock());
    }
    return new Game(positions, moves, Outcome.claimedDraw(reason.get()));
  }

  /** Returns "once", "twice" or "n times". */
  private static String times(int n) {
    return n == 1 ? "once" : n == 2 ? "twice" : n + " times";
  }

  /**
   * Returns how often the current position has occurred in this game, itself included.
   *
   * @return the number of occurrences, at least 1
   */
  public int repetitions() {
    Position current = position();
    long key = current.key();
    int n = 0;
    for (Position p : positions) {
      // the key decides cheaply; the identity rules out a collision of keys
      if (p.key() == key && p.repetitionIdentity().equals(current.repetitionIdentity())) {
        n++;
      }
    }
    return n;
  }

  /**
   * Returns the outcome: a claimed draw, the position's own outcome (decisive ends, the variant's
   * draws, the automatic no-progress draw), or an automatic draw by repetition when the current
   * position has occurred as often as the variant's limit. A draw that may only be claimed is
   * not an outcome: see {@link #claimableDraw()}.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    if (claim != null) {
      return claim;
    }
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

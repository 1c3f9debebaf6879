package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;
import java.util.Optional;

/**
 * What {@link MoveValidator#validate} found: the resulting position and outcome, or the first bad
 * input with its error.
 */
@Immutable
public final class ValidationResult {
  /** The value of {@link #badInput()} when the variant spec was rejected. */
  public static final int SPEC = -2;
  /** The value of {@link #badInput()} when the position text was rejected. */
  public static final int POSITION = -1;
  /**
   * The value of {@link #badInput()} when the move list as a whole was rejected: more than
   * {@link MoveValidator#MAX_MOVES} moves.
   */
  public static final int MOVE_LIST = -3;

  private final Position position;
  private final Outcome outcome;

  @SuppressWarnings("Immutable") // exceptions are not mutated after construction
  private final OvertakeException error;

  private final int badInput;

  private ValidationResult(Position position, Outcome outcome, OvertakeException error, int bad) {
    this.position = position;
    this.outcome = outcome;
    this.error = error;
    this.badInput = bad;
  }

  static ValidationResult ok(Position position, Outcome outcome) {
    return new ValidationResult(position, outcome, null, 0);
  }

  static ValidationResult failed(Position last, OvertakeException error, int badInput) {
    return new ValidationResult(last, last == null ? null : Outcome.ONGOING, error, badInput);
  }

  /**
   * Returns whether every input was accepted.
   *
   * @return whether no input was rejected
   */
  public boolean isValid() {
    return error == null;
  }

  /**
   * Returns the position after all the moves when valid, or the last good position before the
   * first bad move (empty when the spec or position text was rejected).
   *
   * @return the resulting or last good position, or empty
   */
  public Optional<Position> position() {
    return Optional.ofNullable(position);
  }

  /**
   * Returns the game's outcome after all the moves, when valid.
   *
   * @return the outcome, or empty when invalid
   */
  public Optional<Outcome> outcome() {
    return error == null ? Optional.of(outcome) : Optional.empty();
  }

  /**
   * Returns the error of the first bad input, when invalid.
   *
   * @return the error, or empty when valid
   */
  public Optional<OvertakeException> error() {
    return Optional.ofNullable(error);
  }

  /**
   * Returns which input was bad: {@link #SPEC}, {@link #POSITION}, {@link #MOVE_LIST} (too many
   * moves), or the index of the first bad move. Meaningless when valid.
   *
   * @return the bad input's index or code
   */
  public int badInput() {
    return badInput;
  }

  @Override
  public String toString() {
    return isValid()
        ? "valid: " + position.text() + " (" + outcome.text() + ")"
        : "invalid input " + badInput + ": " + error.getMessage();
  }
}

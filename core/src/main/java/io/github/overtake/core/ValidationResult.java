package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;
import java.util.Optional;

/**
 * What {@link MoveValidator#validate} found: the resulting position and outcome, or the first bad
 * input with its error.
 *
 * <p>After a failure, {@link #position()} holds the <em>last valid position</em>: the position
 * after every move before the first bad one (the start or given position when the first move is
 * bad), and is empty only when the spec or the position text was rejected. {@link #reason()} and
 * {@link #explanation()} say why the bad input was rejected without unwrapping the error:
 *
 * <pre>{@code
 * ValidationResult r = MoveValidator.validate("chess", null, List.of("e4", "e5", "Ke3"));
 * r.isValid();                          // false
 * r.badInput();                         // 2, the index of "Ke3"
 * r.reason().orElseThrow();             // IllegalMoveReason.CANNOT_MOVE_SO
 * r.explanation();                      // "that man cannot move so (king to e3)"
 * r.position().orElseThrow().text();    // the position after e4 e5, where "Ke3" was tried
 * }</pre>
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
   * Returns the position after all the moves when valid; after a failure, the last valid
   * position: the one the first bad move was tried in (the start or given position when the first
   * move is bad, and also when the move list as a whole was rejected). Empty only when the spec or
   * the position text was rejected.
   *
   * @return the resulting or last valid position, or empty
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
   * Returns why the bad move was illegal, when the failure was an illegal move ({@link
   * IllegalMoveException#reason()}).
   *
   * @return the reason, or empty when valid or when the failure was not an illegal move (a bad
   *     spec, position text or move format, an ambiguous move, a work limit)
   */
  public Optional<IllegalMoveReason> reason() {
    return error instanceof IllegalMoveException e ? Optional.of(e.reason()) : Optional.empty();
  }

  /**
   * Returns why the input was rejected, in English: for an illegal move its {@linkplain
   * IllegalMoveException#explanation() explanation} ({@code "it would leave the king attacked (e1
   * to e2)"}), for any other failure the error's message.
   *
   * @return the explanation, or the empty string when valid
   */
  public String explanation() {
    if (error == null) {
      return "";
    }
    return error instanceof IllegalMoveException e ? e.explanation() : error.getMessage();
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

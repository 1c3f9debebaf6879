package io.github.overtake.core;

import java.util.List;

/**
 * Checks moves from an untrusted client in one stateless, thread-safe call: a variant spec, a
 * position text and move texts in, the resulting position and outcome or the first bad input out.
 * The work is bounded for any input: texts are length-limited, boards are at most 26x26, at most
 * {@link #MAX_MOVES} moves are checked, and each position is listed under the registry's {@link
 * Limits}: a position whose moves exceed them fails the move played from it (or the position
 * text, or the last move, whose outcome could not be judged) with a {@link WorkLimitException}.
 *
 * <p>Null inputs: a {@code null} spec fails as an unknown variant, a {@code null} position text
 * stands for the start position, a {@code null} move text fails that move; a {@code null} move
 * list or registry throws a {@link NullPointerException} naming the parameter before any work.
 */
public final class MoveValidator {
  /** The most moves one call checks. */
  public static final int MAX_MOVES = 2000;

  private MoveValidator() {}

  /**
   * Validates with the default registry ({@link VariantRegistry#load()}).
   *
   * @param spec the variant spec
   * @param positionText the start position text, or {@code null} for the variant's start
   * @param moves the move texts, in order
   * @return the result; never throws for bad input
   * @throws NullPointerException if moves is null
   */
  public static ValidationResult validate(String spec, String positionText, List<String> moves) {
    java.util.Objects.requireNonNull(moves, "moves");
    return validate(VariantRegistry.load(), spec, positionText, moves);
  }

  /**
   * Validates a game fragment.
   *
   * @param registry the variants to accept
   * @param spec the variant spec
   * @param positionText the start position text, or {@code null} for the variant's start
   * @param moves the move texts, in order
   * @return the result; never throws for bad input
   * @throws NullPointerException if registry or moves is null
   */
  public static ValidationResult validate(
      VariantRegistry registry, String spec, String positionText, List<String> moves) {
    java.util.Objects.requireNonNull(registry, "registry");
    java.util.Objects.requireNonNull(moves, "moves");
    Variant variant;
    try {
      variant = registry.variant(spec);
    } catch (OvertakeException e) {
      return ValidationResult.failed(null, e, ValidationResult.SPEC);
    }
    Game game;
    try {
      game = Game.startingFrom(
          positionText == null ? variant.startPosition() : variant.position(positionText));
    } catch (OvertakeException e) {
      return ValidationResult.failed(null, e, ValidationResult.POSITION);
    }
    if (moves.size() > MAX_MOVES) {
      return ValidationResult.failed(
          game.position(),
          new MoveFormatException(
              moves.size() + " moves", "more than " + MAX_MOVES + " moves in one call"),
          ValidationResult.MOVE_LIST);
    }
    int n = moves.size();
    for (int i = 0; i < n; i++) {
      try {
        game = game.play(moves.get(i));
      } catch (OvertakeException e) {
        return ValidationResult.failed(game.position(), e, i);
      }
    }
    Outcome outcome;
    try {
      outcome = game.outcome();
    } catch (OvertakeException e) {
      // the outcome of the last position could not be judged within the limits
      return n == 0
          ? ValidationResult.failed(null, e, ValidationResult.POSITION)
          : ValidationResult.failed(game.positions().get(n - 1), e, n - 1);
    }
    return ValidationResult.ok(game.position(), outcome);
  }
}

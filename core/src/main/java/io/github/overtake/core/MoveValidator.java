package io.github.overtake.core;

import java.util.List;

/**
 * Checks moves from an untrusted client in one stateless, thread-safe call: a variant spec, a
 * position text and move texts in, the resulting position and outcome or the first bad input out.
 * The work is bounded for any input: texts are length-limited, boards are at most 26x26, and at
 * most {@link #MAX_MOVES} moves are checked.
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
   */
  public static ValidationResult validate(String spec, String positionText, List<String> moves) {
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
   */
  public static ValidationResult validate(
      VariantRegistry registry, String spec, String positionText, List<String> moves) {
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
    for (int i = 0; i < moves.size(); i++) {
      try {
        game = game.play(moves.get(i));
      } catch (OvertakeException e) {
        return ValidationResult.failed(game.position(), e, i);
      }
    }
    return ValidationResult.ok(game.position(), game.outcome());
  }
}

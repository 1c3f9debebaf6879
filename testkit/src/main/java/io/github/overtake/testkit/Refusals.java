package io.github.overtake.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;

/**
 * Checks of the reasons a variant gives for refusing a move: the {@link IllegalMoveReason} an
 * {@link IllegalMoveException} carries, for moves given as text in positions given as text.
 */
public final class Refusals {
  private Refusals() {}

  /**
   * Returns a position of a variant of the default registry.
   *
   * @param spec the variant spec
   * @param text the position text, or the empty string for the variant's start position
   * @return the position
   */
  public static Position position(String spec, String text) {
    VariantRegistry registry = VariantRegistry.load();
    return text.isEmpty()
        ? registry.variant(spec).startPosition()
        : registry.variant(spec).position(text);
  }

  /**
   * Asserts that a move text is refused in a position with the given reason.
   *
   * @param reason the reason expected
   * @param spec the variant spec
   * @param text the position text, or the empty string for the start position
   * @param move the move text
   * @return the exception, for further checks of its message
   */
  public static IllegalMoveException assertReason(
      IllegalMoveReason reason, String spec, String text, String move) {
    Position p = position(spec, text);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.parseMove(move));
    assertEquals(reason, e.reason(), e.getMessage());
    return e;
  }
}

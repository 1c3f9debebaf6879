package io.github.overtake.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

/** Position text problems quote at most 120 characters of a field and bound the message. */
class PositionTextTest {
  private final Variant mini = VariantRegistry.load().variant("test-minichess");
  private final String start = mini.startPosition().text();
  private final String placement = start.substring(0, start.indexOf(' '));
  private static final String LONG = "x".repeat(3_000);
  private static final String QUOTED = "'" + "x".repeat(117) + "...'";

  private InvalidPositionException refused(String text) {
    return assertThrows(InvalidPositionException.class, () -> mini.position(text));
  }

  @Test
  void longFieldsAreQuotedShort() {
    for (String text :
        new String[] {
          placement + " " + LONG + " - - 0 1",
          placement + " w - " + LONG + " 0 1",
          placement + " w - - " + LONG + " 1",
          placement + " w - - 0 " + LONG,
          placement + " w - - 0 1 " + LONG
        }) {
      InvalidPositionException e = refused(text);
      assertEquals(1, e.problems().size(), e.getMessage());
      assertTrue(e.problems().get(0).endsWith(QUOTED), e.problems().get(0));
      assertTrue(e.getMessage().length() < 400, e.getMessage());
    }
  }

  @Test
  void theClocksSayTheirRange() {
    assertEquals(
        "half-move clock must be a number from 0 to 100000, got '100001'",
        refused(placement + " w - - 100001 1").problems().get(0));
    assertEquals(
        "move number must be a number from 1 to 100000, got '0'",
        refused(placement + " w - - 0 0").problems().get(0));
    Position last = mini.position(placement + " w - - 100000 100000");
    assertEquals(100_000, last.halfmoveClock());
    assertEquals(100_000, last.fullmoveNumber());
  }

  @Test
  void manyProblemsAreCountedNotAllWrittenOut() {
    InvalidPositionException e = refused(placement + " w - - 0 1" + " ?".repeat(1_000));
    assertEquals(1_000, e.problems().size());
    assertTrue(e.getMessage().endsWith("unknown field '?'; and 990 more"), e.getMessage());
    assertEquals(10, e.getMessage().split("unknown field").length - 1, e.getMessage());
  }
}

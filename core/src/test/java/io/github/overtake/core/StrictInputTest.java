package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class StrictInputTest {
  private final VariantRegistry registry = VariantRegistry.load();
  private final Variant mini = registry.variant("test-minichess:array=gardner");

  @Test
  void onlyAsciiDigitsCount() {
    assertEquals("4k/5/5/5/K4 w - - 0 1", mini.position("4k/5/5/5/K4 w - - 0 1").text());
    for (String digit : List.of("\u0664", "\u0e54", "\uff14")) { // Arabic-Indic, Thai, full-width
      assertThrows(
          InvalidPositionException.class,
          () -> mini.position(digit + "k/5/5/5/K4 w - - 0 1"));
      assertThrows(
          InvalidPositionException.class, () -> mini.position("4k/5/5/5/K4 w - - 0 " + digit));
    }
    Position p = mini.position("1nkn1/5/5/5/1NKN1 w - - 0 1");
    assertThrows(OvertakeException.class, () -> p.play("b1a\u0663"));
  }

  @Test
  void nullsGetWhatTheyAreDocumentedToGet() {
    ValidationResult spec = MoveValidator.validate(registry, null, null, List.of());
    assertEquals(ValidationResult.SPEC, spec.badInput());
    ValidationResult move =
        MoveValidator.validate(registry, "test-minichess", null, Arrays.asList("b1a3", null));
    assertFalse(move.isValid());
    assertEquals(1, move.badInput());
    NullPointerException npe =
        assertThrows(
            NullPointerException.class,
            () -> MoveValidator.validate(registry, "test-minichess", null, null));
    assertEquals("moves", npe.getMessage());
    assertThrows(InvalidPositionException.class, () -> mini.position(null));
    Position start = mini.startPosition();
    assertFalse(start.isLegal(null));
    assertThrows(NullPointerException.class, () -> start.play((Move) null));
    assertThrows(MoveFormatException.class, () -> start.play((String) null));
  }

  @Test
  void messagesQuoteLongInputsCut() {
    String longText = "1nkn1/5/5/5/1NKN1 w - - 0 1" + " ".repeat(300);
    Position p = mini.position("1nkn1/5/5/5/1NKN1 w - - 0 1");
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.play("a1a2"));
    assertTrue(e.getMessage().length() < 300, e.getMessage());
    OvertakeException bad =
        assertThrows(OvertakeException.class, () -> mini.position("z" + longText));
    assertTrue(bad.getMessage().length() < 600, bad.getMessage());
  }
}

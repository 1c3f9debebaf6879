package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Setup refuses bad squares and pieces by name, quoting at most 120 characters of them. */
class SetupTest {
  private final Variant mini = VariantRegistry.load().variant("test-minichess");
  private static final String LONG = "e".repeat(1_000_000);
  private static final String QUOTED = "'" + "e".repeat(117) + "...'";

  @Test
  void longSquaresAndPiecesAreQuotedShort() {
    Setup s = Setup.empty(mini);
    String before = s.text();
    for (org.junit.jupiter.api.function.Executable call :
        new org.junit.jupiter.api.function.Executable[] {
          () -> s.put(LONG, "K"), () -> s.put("a1", LONG), () -> s.remove(LONG),
          () -> s.enPassant(LONG)
        }) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, call);
      assertTrue(e.getMessage().startsWith(QUOTED + " is not a "), e.getMessage());
      assertTrue(e.getMessage().length() < 200, e.getMessage());
    }
    assertEquals(before, s.text());
  }

  @Test
  void nullSquaresAndLettersAreRefusedByName() {
    Setup s = Setup.empty(mini);
    IllegalArgumentException square =
        assertThrows(IllegalArgumentException.class, () -> s.put(null, "K"));
    assertTrue(square.getMessage().startsWith("null is not a square of the "),
        square.getMessage());
    IllegalArgumentException letter =
        assertThrows(IllegalArgumentException.class, () -> s.put("a1", (String) null));
    assertEquals("null is not a piece letter", letter.getMessage());
  }

  @Test
  void nullObjectsFailAsDocumented() {
    Setup s = Setup.empty(mini);
    NullPointerException piece =
        assertThrows(NullPointerException.class, () -> s.put("a1", (Piece) null));
    assertEquals("piece", piece.getMessage());
    NullPointerException position =
        assertThrows(NullPointerException.class, () -> Setup.of(null));
    assertEquals("position", position.getMessage());
    NullPointerException variant =
        assertThrows(NullPointerException.class, () -> Setup.empty(null));
    assertEquals("variant", variant.getMessage());
  }
}

package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.geometry.Geometry;
import org.junit.jupiter.api.Test;

/** Board look-ups: a square of the board answers, anything else is refused by name. */
class BoardTest {
  private final Board board =
      VariantRegistry.load().variant("test-minichess").startPosition().board();
  private final Geometry geometry = board.geometry();

  @Test
  void everySquareOfTheBoardAnswersByNameAndBySquare() {
    for (int i = 0; i < geometry.squareCount(); i++) {
      Square s = new Square(i, geometry.name(i));
      assertEquals(board.pieceAt(s), board.pieceAt(s.name()));
      assertEquals(board.pieceAt(s), board.pieceAt(s.name().toUpperCase(java.util.Locale.ROOT)));
      assertEquals(board.occupiedSquares().contains(s), board.pieceAt(s).isPresent());
    }
  }

  @Test
  void aNullNameIsRefusedAsNoSquare() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> board.pieceAt((String) null));
    assertTrue(e.getMessage().startsWith("null is not a square of the "), e.getMessage());
  }

  @Test
  void aLongNameIsQuotedShort() {
    String name = "e".repeat(1_000_000);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> board.pieceAt(name));
    assertTrue(e.getMessage().startsWith("'" + "e".repeat(117) + "...' is not a square"),
        e.getMessage());
    assertTrue(e.getMessage().length() < 200, e.getMessage());
  }

  @Test
  void aSquareOffTheBoardIsRefusedNotIndexedOutOfBounds() {
    int count = geometry.squareCount();
    for (Square s :
        new Square[] {
          new Square(count, "z99"), new Square(-1, "a1"), new Square(Integer.MAX_VALUE, "a1")
        }) {
      IllegalArgumentException e =
          assertThrows(IllegalArgumentException.class, () -> board.pieceAt(s));
      assertEquals(IllegalArgumentException.class, e.getClass());
      assertTrue(e.getMessage().contains("(index " + s.index() + ") is not a square of the"),
          e.getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> board.pieceAt((Square) null));
  }

  @Test
  void aSquareOfAnotherBoardIsRefused() {
    // index 0 is a1 on every board; index 1 named as another board's square is not this one's
    Square wrongName = new Square(1, geometry.name(0));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> board.pieceAt(wrongName));
    assertTrue(e.getMessage().startsWith("'a1' (index 1)"), e.getMessage());
    assertEquals(board.pieceAt("a1"), board.pieceAt(new Square(0, "A1")));
  }
}

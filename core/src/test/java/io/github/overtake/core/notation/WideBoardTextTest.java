package io.github.overtake.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.geometry.Geometry;
import java.util.List;
import org.junit.jupiter.api.Test;

class WideBoardTextTest {
  private final Geometry wide = Geometry.rectangle(26, 26);

  @Test
  void anXBeforeADigitIsTheFileX() {
    MoveText.Query plain = MoveText.parse("x1x5", wide);
    assertEquals(wide.parseSquare("x1"), plain.parts.get(0).origin);
    assertEquals(List.of(wide.parseSquare("x5")), plain.parts.get(0).landings);
    MoveText.Query capture = MoveText.parse("a1xx5", wide);
    assertEquals(List.of(wide.parseSquare("x5")), capture.parts.get(0).landings);
    assertEquals(List.of('x'), capture.parts.get(0).separators);
    MoveText.Query fromX = MoveText.parse("x3xv5-x7", wide);
    assertEquals(
        List.of(wide.parseSquare("v5"), wide.parseSquare("x7")), fromX.parts.get(0).landings);
  }

  @Test
  void upperCaseReadsAsLowerCase() {
    // the file X in capitals is still a file before a digit, and a separator before a letter
    MoveText.Query upper = MoveText.parse("X1X5", wide);
    assertEquals(wide.parseSquare("x1"), upper.parts.get(0).origin);
    assertEquals(List.of(wide.parseSquare("x5")), upper.parts.get(0).landings);
    MoveText.Query capture = MoveText.parse("A1XX5", wide);
    assertEquals(List.of(wide.parseSquare("x5")), capture.parts.get(0).landings);
    assertEquals(List.of('x'), capture.parts.get(0).separators);
    MoveText.Query fromX = MoveText.parse("X3XV5-X7", wide);
    assertEquals(wide.parseSquare("x3"), fromX.parts.get(0).origin);
    assertEquals(
        List.of(wide.parseSquare("v5"), wide.parseSquare("x7")), fromX.parts.get(0).landings);
    assertEquals(List.of('x', '-'), fromX.parts.get(0).separators);
  }

  @Test
  void onNarrowBoardsTheFileXIsNotASquare() {
    assertThrows(MoveFormatException.class, () -> MoveText.parse("a1x5", Geometry.standard()));
    assertThrows(MoveFormatException.class, () -> MoveText.parse("A1X5", Geometry.standard()));
  }
}

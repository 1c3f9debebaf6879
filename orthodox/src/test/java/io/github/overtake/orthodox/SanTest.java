package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

/** San's documented refusals: a move of another position, and null arguments. */
class SanTest {
  private final Variant chess = VariantRegistry.load().variant("chess");
  private final Position start = chess.startPosition();

  @Test
  void aMoveOfAnotherPositionIsAnIllegalMove() {
    Position rookAndKing = chess.position("4k3/8/8/8/8/8/8/R3K3 w Q - 0 1");
    Move castle = rookAndKing.parseMove("O-O-O");
    assertEquals("O-O-O", San.format(rookAndKing, castle));
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> San.format(start, castle));
    assertEquals("e1c1", e.input());
    // a pawn move of the start is not one of a bare-kings position either
    Move e4 = start.parseMove("e4");
    Position kings = chess.position("4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> San.format(kings, e4));
  }

  @Test
  void nullsFailAsDocumented() {
    Move e4 = start.parseMove("e4");
    assertEquals("position",
        assertThrows(NullPointerException.class, () -> San.format(null, e4)).getMessage());
    assertEquals("move",
        assertThrows(NullPointerException.class, () -> San.format(start, null)).getMessage());
    assertEquals("position",
        assertThrows(NullPointerException.class, () -> San.matches(null, "e4")).getMessage());
    assertEquals("position",
        assertThrows(NullPointerException.class, () -> San.parse(null, "e4")).getMessage());
    assertEquals(0, San.matches(start, null).size());
    assertEquals("types",
        assertThrows(NullPointerException.class, () -> San.notation(null)).getMessage());
  }
}

package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Square;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class GameTest {
  private final Variant chess = VariantRegistry.load().variant("chess");

  @Test
  void threefoldRepetitionDrawsAutomatically() {
    Game g = Game.start(chess);
    for (String m : List.of("g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1")) {
      g = g.play(m);
      assertFalse(g.outcome().isOver(), m);
    }
    g = g.play("f6g8");
    assertEquals(3, g.repetitions());
    assertEquals("draw repetition", g.outcome().text());
    Game over = g;
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> over.play("e2e4"));
    assertTrue(e.getMessage().contains("game is over"), e.getMessage());
    assertEquals(2, g.undo().repetitions());
  }

  @Test
  void enPassantRightCountsOnlyWhenUsable() {
    // after 1.e4 the en-passant square e3 cannot be used, so the position repeats the one with '-'
    Game g = Game.start(chess).play("e4").play("Nf6").play("Nf3").play("Ng8").play("Ng1");
    assertEquals(2, g.repetitions());
  }

  @Test
  void undoAndHistory() {
    Game g = Game.start(chess).play("e4").play("e5");
    assertEquals(2, g.moves().size());
    assertEquals(3, g.positions().size());
    assertEquals(chess.startPosition().play("e2e4"), g.undo().position());
    assertThrows(IllegalStateException.class, () -> Game.start(chess).undo());
  }

  @Test
  void scholarsMate() {
    Game g = Game.start(chess);
    for (String m : List.of("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")) {
      g = g.play(m);
    }
    assertEquals(Side.WHITE, g.outcome().winningSide().orElseThrow());
    assertEquals("1-0", g.outcome().result());
    assertEquals("white-wins checkmate", g.outcome().text());
  }

  @Test
  void movesAreValuesWithAccessors() {
    Position p = chess.position("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    Move ep = p.parseMove("e5d6");
    assertEquals(List.of("d5"), ep.captures().stream().map(Square::name).toList());
    assertTrue(ep.isCapture());
    Move castle = p.parseMove("O-O");
    assertTrue(castle.isCastling());
    assertEquals("e1", castle.from().orElseThrow().name());
    assertEquals("g1", castle.to().orElseThrow().name());
    assertEquals(castle, p.parseMove("e1g1"));
    assertEquals(castle.hashCode(), p.parseMove("e1g1").hashCode());
    assertFalse(p.isLegal(chess.startPosition().parseMove("e2e4")));
  }
}

package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Setup;
import io.github.overtake.core.Side;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

class SetupTest {
  private final Variant chess = VariantRegistry.load().variant("chess");

  @Test
  void buildsAndValidates() {
    Position p =
        Setup.empty(chess).put("e1", "K").put("e8", "k").put("a7", "P").toPosition();
    assertEquals("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", p.text());
    assertEquals(9, p.legalMoves().size());
    assertThrows(InvalidPositionException.class, () -> Setup.empty(chess).put("e1", "K").toPosition());
    assertThrows(IllegalArgumentException.class, () -> Setup.empty(chess).put("i9", "K"));
    assertThrows(IllegalArgumentException.class, () -> Setup.empty(chess).put("e1", "X"));
  }

  @Test
  void roundTripsAPosition() {
    Position start = chess.startPosition().play("e2e4");
    assertEquals(start, Setup.of(start).toPosition());
    Position edited =
        Setup.of(start).remove("e4").put("e2", "P").sideToMove(Side.WHITE).enPassant(null)
            .clocks(0, 1).toPosition();
    assertEquals(chess.startPosition(), edited);
    assertEquals("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        Setup.of(edited).castling("KQkq").text());
  }
}

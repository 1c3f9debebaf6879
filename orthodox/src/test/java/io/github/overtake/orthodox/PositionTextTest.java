package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

class PositionTextTest {
  private final Variant chess = VariantRegistry.load().variant("chess");

  @Test
  void roundTripsAndFillsMissingFields() {
    String fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    assertEquals(fen, chess.position(fen).text());
    assertEquals(
        "4k3/8/8/8/8/8/8/4K3 w - - 0 1", chess.position("4k3/8/8/8/8/8/8/4K3 w").text());
  }

  @Test
  void everyProblemIsNamed() {
    InvalidPositionException e =
        assertThrows(
            InvalidPositionException.class,
            () -> chess.position("4k3/8/8/8/8/8/8/4K3 x KK zz -1 0"));
    assertTrue(e.problems().size() >= 4, e.problems().toString());
    assertTrue(e.getMessage().contains("side to move"), e.getMessage());
  }

  @Test
  void badPlacementsAreRejected() {
    for (String bad :
        new String[] {
          "", "8/8 w", "4k3/8/8/8/8/8/8/4K4 w - - 0 1", "4k3/8/8/8/8/8/8/4X3 w - - 0 1",
          "4k3/8/8/8/8/8/8/4K3/8 w - - 0 1", "4k3/8/8/8/8/8/8/3K'3 w - - 0 1",
          "4k3/8/8/8/8/8/8/4K3[] w - - 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 1 extra"
        }) {
      assertThrows(InvalidPositionException.class, () -> chess.position(bad), bad);
    }
    assertThrows(InvalidPositionException.class, () -> chess.position(null));
    assertThrows(InvalidPositionException.class, () -> chess.position("8/".repeat(3000)));
  }
}

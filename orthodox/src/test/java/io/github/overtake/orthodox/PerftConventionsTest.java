package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

/**
 * Perft counts what the rules list: drawn positions (insufficient material, the 75-move clock)
 * still count their moves; checkmate and stalemate count none.
 */
class PerftConventionsTest {
  private final Variant chess = VariantRegistry.load().variant("chess");

  @Test
  void drawsOfMaterialAndClockAreIgnored() {
    Position kings = chess.position("k7/8/8/8/8/8/8/4K3 w - - 0 1");
    assertTrue(kings.isGameOver());
    assertEquals(5, Perft.count(kings, 1));
    assertEquals(5, Perft.countFull(kings, 1));
    Position clock = chess.position("4k3/8/8/8/8/8/8/R3K3 w - - 150 100");
    assertTrue(clock.isGameOver());
    assertEquals(clock.legalMoves().size(), Perft.count(clock, 1));
    assertEquals(15, Perft.count(clock, 1));
  }

  @Test
  void mateAndStalemateCountNothing() {
    assertEquals(0, Perft.count(chess.position("k7/8/1Q6/8/8/8/8/4K3 b - - 0 1"), 1));
    assertEquals(
        0,
        Perft.count(
            chess.position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"), 2));
  }
}

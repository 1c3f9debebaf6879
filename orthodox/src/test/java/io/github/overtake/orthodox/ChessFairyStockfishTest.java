package io.github.overtake.orthodox;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.UciEngine;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Differential perft against Fairy-Stockfish on positions from seeded random games; skipped when
 * /usr/games/fairy-stockfish is missing (CI installs it).
 */
class ChessFairyStockfishTest {
  private static final Variant CHESS = VariantRegistry.load().variant("chess");

  @Test
  void randomPositionsAgreeWithFairyStockfish() {
    try (UciEngine fsf = UciEngine.startOrSkip(UciEngine.FAIRY_STOCKFISH, "chess")) {
      fsf.assertPerftAgrees(CHESS.startPosition(), 4);
      Random random = new Random(20261125);
      for (int game = 0; game < 12; game++) {
        fsf.assertPerftAgreesAfterRandomGame(
            CHESS.startPosition(), random, 10 + random.nextInt(70), 3);
      }
    }
  }
}

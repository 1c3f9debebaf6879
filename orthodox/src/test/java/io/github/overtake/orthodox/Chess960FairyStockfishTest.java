package io.github.overtake.orthodox;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.UciEngine;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Differential perft of Chess960 against Fairy-Stockfish with {@code UCI_Chess960} on (it reads
 * the X-FEN that Overtake writes): start arrays chosen by a seeded generator and positions of
 * random games from them, which castle often. Skipped when /usr/games/fairy-stockfish is missing.
 */
class Chess960FairyStockfishTest {
  @Test
  void randomArraysAndGamesAgreeWithFairyStockfish() {
    VariantRegistry registry = VariantRegistry.load();
    try (UciEngine fsf = UciEngine.startOrSkip(UciEngine.FAIRY_STOCKFISH, "chess")) {
      fsf.setOption("UCI_Chess960", "true");
      Random random = new Random(20261127);
      for (int array = 0; array < 16; array++) {
        Variant v = registry.variant("chess960:start=" + random.nextInt(960));
        fsf.assertPerftAgrees(v.startPosition(), 3);
        fsf.assertPerftAgreesAfterRandomGame(v.startPosition(), random, 6 + random.nextInt(40), 3);
      }
    }
  }
}

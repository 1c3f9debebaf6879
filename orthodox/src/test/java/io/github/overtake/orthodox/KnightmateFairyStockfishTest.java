package io.github.overtake.orthodox;

import io.github.overtake.core.Variant;
import io.github.overtake.testkit.UciEngine;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Knightmate (a renamed piece, swapped leapers, {@link OrthodoxKit#attackedBy}) against
 * Fairy-Stockfish's {@code knightmate}; skipped when /usr/games/fairy-stockfish is missing.
 */
class KnightmateFairyStockfishTest {
  private static final Variant KM = Knightmate.VARIANT;

  @Test
  void perftAgreesWithFairyStockfish() {
    try (UciEngine fsf = UciEngine.startOrSkip(UciEngine.FAIRY_STOCKFISH, "knightmate")) {
      fsf.assertPerftAgrees(KM.startPosition(), 4);
      for (String fen :
          List.of(
              "r3k2r/pppq1ppp/2m1bm2/3pp3/3PP3/2M1BM2/PPPQ1PPP/R3K2R w KQkq - 0 1",
              "r3k2r/8/8/8/3pP3/8/8/R3K2R b KQkq e3 0 1",
              "4k3/8/8/8/8/8/6m1/R3K2R w KQ - 0 1",
              "4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1")) {
        fsf.assertPerftAgrees(KM.position(fen), 3);
      }
      Random random = new Random(20261128);
      for (int game = 0; game < 8; game++) {
        fsf.assertPerftAgreesAfterRandomGame(KM.startPosition(), random, 20 + random.nextInt(60), 3);
      }
    }
  }
}

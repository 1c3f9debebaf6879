package io.github.overtake.orthodox;

import io.github.overtake.core.Variant;
import io.github.overtake.testkit.UciEngine;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * King of the Hill on the goal hook against Fairy-Stockfish's {@code kingofthehill}: perft on
 * positions where kings reach the hill inside the counted depth; skipped when
 * /usr/games/fairy-stockfish is missing (CI installs it).
 */
class KingOfTheHillFairyStockfishTest {
  private static final Variant KOTH = KingOfTheHill.VARIANT;

  @Test
  void perftAgreesWithFairyStockfish() {
    try (UciEngine fsf = UciEngine.startOrSkip(UciEngine.FAIRY_STOCKFISH, "kingofthehill")) {
      fsf.assertPerftAgrees(KOTH.startPosition(), 4);
      // kings a step or two from the hill, with and without other men
      for (String fen :
          List.of(
              "k7/8/8/8/8/2K5/8/8 w - - 0 1",
              "8/8/3k4/8/8/2K5/8/8 w - - 0 1",
              "8/2k5/8/8/8/8/5K2/8 w - - 0 1",
              "4k3/8/8/3q4/8/2K5/8/7R w - - 0 1",
              "r3k2r/ppp2ppp/2n5/3pp3/3PP3/2N5/PPP2PPP/R3K2R w KQkq - 0 1",
              "8/8/4k3/3p4/3P4/4K3/8/8 b - - 0 1")) {
        fsf.assertPerftAgrees(KOTH.position(fen), 4);
      }
      Random random = new Random(20261127);
      for (int game = 0; game < 8; game++) {
        fsf.assertPerftAgreesAfterRandomGame(
            KOTH.startPosition(), random, 20 + random.nextInt(60), 3);
      }
    }
  }
}

package org.example.crazyhouse;

import static org.example.crazyhouse.CrazyhouseConformanceTest.CRAZYHOUSE;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.testkit.UciEngine;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Differential perft against Fairy-Stockfish: the start position to depth 4, and positions of
 * seeded random games to depth 3, most of them with men in hand. Skipped, with a message, when the engine is not installed.
 */
class CrazyhouseFairyStockfishTest {
  @Test
  void agreesWithFairyStockfish() {
    try (UciEngine fsf = UciEngine.startOrSkip(UciEngine.FAIRY_STOCKFISH, "crazyhouse")) {
      fsf.assertPerftAgrees(CRAZYHOUSE.startPosition(), 4);
      Random random = new Random(15);
      int withPools = 0;
      for (int game = 0; game < 16; game++) {
        Game g = Game.start(CRAZYHOUSE);
        int plies = 8 + random.nextInt(60);
        // play on past the planned length until someone holds a man in hand
        for (int i = 0;
            (i < plies || g.position().text().contains("[]")) && i < 200 && !g.outcome().isOver();
            i++) {
          List<Move> legal = g.position().legalMoves();
          g = g.play(legal.get(random.nextInt(legal.size())));
        }
        if (!g.position().legalMoves().isEmpty()) {
          fsf.assertPerftAgrees(g.position(), 3);
          withPools += g.position().text().contains("[]") ? 0 : 1;
        }
      }
      assertTrue(withPools >= 12, "too few positions with men in hand: " + withPools);
    }
  }
}

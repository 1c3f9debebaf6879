package io.github.overtake.thirdparty;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import java.util.List;
import org.junit.jupiter.api.Test;

class ThirdPartyProviderTest {
  @Test
  void serviceLoaderFindsAProviderOutsideCore() {
    VariantRegistry registry = VariantRegistry.load();
    assertTrue(registry.ids().contains("test-minichess"), registry.ids().toString());
    Variant v = registry.variant("test-minichess");
    assertEquals("test-minichess:array=gardner", v.spec());
    Position start = v.startPosition();
    assertEquals(9, start.legalMoves().size());
    assertEquals(9, Perft.count(start, 1));
    assertEquals(start.play("b1a3").legalMoves().size(), Perft.divide(start, 2).get("b1a3"));
    Game game = Game.startingFrom(start);
    for (int choice : List.of(3, 1, 4, 1, 5, 9, 2, 6, 5, 3, 5, 8, 9, 7, 9, 3, 2, 3, 8)) {
      List<Move> legal = game.position().legalMoves();
      if (game.outcome().isOver()) {
        break;
      }
      Move m = legal.get(choice % legal.size());
      assertEquals(m, game.position().parseMove(m.text()));
      game = game.play(m);
      assertEquals(game.position().text(), v.position(game.position().text()).text());
    }
  }

  @Test
  void explicitRegistryNeedsNoServiceFiles() {
    VariantRegistry registry = VariantRegistry.of(new MinichessProvider());
    assertEquals(List.of("test-minichess"), registry.ids());
    assertEquals(3, registry.variant("test-minichess:array=empty").startPosition().legalMoves().size());
  }
}

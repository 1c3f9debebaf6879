package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class MercenaryTest extends BoardOnlyContract {
  private static final Variant MERCENARY = VariantRegistry.load().variant("modest-mercenary");

  /** Positions where enemy pawns can be used, for the properties. */
  private static final List<String> LIVE = List.of(
      MERCENARY.startPosition().text(),
      "rnbqkbnr/pppppppp/8/8/8/5N2/PPPPPPPP/RNBQKB1R b KQkq - 1 1",
      "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPPKPPP/RNBQ1BNR w kq - 2 3",
      "4k2R/6P1/8/8/8/8/8/4K3 b - - 0 1",
      "r3k2r/1pp2ppp/p1n1bn2/4p3/2B1P3/2NP1N2/PPP2PPP/R3K2R w KQkq - 0 1",
      "8/2p5/3n4/4k3/8/8/8/4K3 w - - 0 1");

  MercenaryTest() {
    super(MERCENARY, Mercenary::new, LIVE);
  }

  @Test
  void merc2KingMayNotStandInFrontOfItsOwnPawns() {
    Position p = MERCENARY.position("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/8/PPPPKPPP/RNBQ1BNR w kq - 2 3");
    assertEquals(
        List.of("e2e1"),
        p.legalMoves().stream()
            .map(m -> m.text())
            .filter(t -> t.startsWith("e2"))
            .collect(Collectors.toList()));
    for (String m : List.of("e2d3", "e2e3", "e2f3")) {
      assertThrows(IllegalMoveException.class, () -> p.parseMove(m), m);
    }
  }

  @Test
  void merc3UsingTheEnemyPawnGivesCheck() {
    Position p = MERCENARY.position("8/2p5/3n4/4k3/8/8/8/4K3 w - - 0 1");
    assertTrue(p.play("c7d6").isCheck());
  }

  @Test
  void merc4TheMoverChoosesThePromotion() {
    Position p = MERCENARY.position("4k2R/6P1/8/8/8/8/8/4K3 b - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("g7h8q"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("g7h8r"));
    assertEquals("g7h8b", p.parseMove("g7h8b").text());
  }

  @Test
  void enemyPawnsNeitherPushNorTakePawns() {
    Position p = MERCENARY.position("4k3/8/8/8/8/8/3P4/4K3 b - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d2d3"));
    Position q = MERCENARY.position("4k3/8/8/8/8/4p3/3P4/4K3 b - - 0 1");
    assertThrows(IllegalMoveException.class, () -> q.parseMove("d2e3"));
  }

  @Test
  void badPositionTextsNameTheProblem() {
    ModestTesting.assertRejected(
        MERCENARY, "8/8/3p4/4k3/8/8/8/4K3 w - - 0 1", "not to move is in check");
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(MERCENARY.startPosition().text(), "R1N1k3/1P6/8/8/8/8/8/4K3 b - - 0 1");
  }
}

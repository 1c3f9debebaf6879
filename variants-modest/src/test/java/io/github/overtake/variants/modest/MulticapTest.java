package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class MulticapTest extends BoardOnlyContract {
  private static final Variant MULTICAP = VariantRegistry.load().variant("modest-multicap");

  /** Positions where attraction is live, for the properties. */
  private static final List<String> LIVE = List.of(
      MULTICAP.startPosition().text(),
      "7k/8/1p6/8/8/4Rp2/8/4K3 w - - 0 1",
      "4k3/8/8/4p3/8/1p2B3/8/4K3 w - - 0 1",
      "r3k2r/p1p2p1p/1n2b1n1/8/8/1N2B1N1/P1P2P1P/R3K2R w KQkq - 0 1",
      "4k3/8/8/8/3r4/8/8/3NK3 w - - 0 1",
      "2b1k1n1/8/8/8/8/8/8/R3K2R w KQ - 0 1");

  MulticapTest() {
    super(MULTICAP, Multicap::new, LIVE);
  }

  @Test
  void multi1ErratumNoMoveReachesG4() {
    Position p = MULTICAP.position("7k/8/1p6/8/8/4Rp2/8/4K3 w - - 0 1");
    assertFalse(p.legalMoves().stream().anyMatch(m -> m.text().contains("g4")));
    assertEquals(
        List.of("e3f3", "e3xc5[b6]"),
        p.legalMoves().stream()
            .filter(m -> m.isCapture())
            .map(m -> m.text())
            .sorted()
            .collect(Collectors.toList()));
  }

  @Test
  void multi4AdjacentEnemiesAreTakenOnlyNormally() {
    Position p = MULTICAP.position("7k/8/8/8/8/8/4Bn2/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e2f2"));
    assertEquals("e1f2", p.parseMove("e1f2").text());
  }

  @Test
  void shortTextOfAnAttraction() {
    Position p = MULTICAP.position("7k/8/1p6/8/8/4Rp2/8/4K3 w - - 0 1");
    assertEquals("e3xc5[b6]", p.parseMove("e3c5").text());
  }

  @Test
  void friendlyManFirstOnTheLineBlocksAttraction() {
    Position p = MULTICAP.position("4k3/8/4p3/8/4P3/8/4B3/4K3 w - - 0 1");
    assertTrue(p.legalMoves().stream().noneMatch(m -> m.isCapture()));
  }

  @Test
  void badPositionTextsNameTheProblem() {
    ModestTesting.assertRejected(
        MULTICAP, "4k3/8/8/8/8/8/4B3/4K3 w - - 0 1", "not to move is in check");
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(MULTICAP.startPosition().text(), "r3k3/8/8/8/2B5/8/8/N3K2n w q - 0 1");
  }
}

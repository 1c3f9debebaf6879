package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class ZoneTest extends BoardOnlyContract {
  private static final Variant ZONE = VariantRegistry.load().variant("modest-zone");

  /** Positions with men on ranks 4 and 5, for the properties. */
  private static final List<String> LIVE = List.of(
      ZONE.startPosition().text(),
      "rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2",
      "r1bqkb1r/pppp1ppp/2n2n2/4p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 4 4",
      "8/8/8/8/4k3/3p4/8/4K3 w - - 0 1",
      "r3k2r/ppp2ppp/2n5/3qp3/3PN3/2P5/PP3PPP/R2QK2R w KQkq - 0 1",
      "4k3/8/4b3/8/3n4/8/8/4K3 w - - 0 1");

  ZoneTest() {
    super(ZONE, Zone::new, LIVE);
  }

  @Test
  void zone2QueenMayNotAimAtItsOwnKingFromTheZone() {
    Position p = ZONE.position("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d1a5"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d1b4"));
  }

  @Test
  void zone3OnlyOneMoveOfAWhiteMan() {
    Position p = ZONE.position("rnbqkbnr/pppp1ppp/8/4p2Q/4P3/8/PPPP1PPP/RNB1KBNR b KQkq - 1 2");
    List<String> moved = p.legalMoves().stream()
        .filter(m -> p.board().pieceAt(m.from().orElseThrow()).orElseThrow().side() == Side.WHITE)
        .map(m -> m.text())
        .collect(Collectors.toList());
    assertEquals(List.of("h5h2"), moved);
  }

  @Test
  void zone4CheckFromOwnQueen() {
    assertTrue(ZONE.position("6k1/8/8/8/4Q3/8/8/4K3 w - - 0 1").isCheck());
  }

  @Test
  void usedPawnsTakeForwardInTheirOwnDirectionOnly() {
    // White may use Black's pawn d4 (moving down) on c3 but not on e5 behind it.
    Position p = ZONE.position("4k3/8/8/4b3/3p4/2n5/8/4K3 w - - 0 1");
    assertEquals("d4c3", p.parseMove("d4c3").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4e5"));
  }

  @Test
  void targetsOnTheZoneRanksCannotBeTakenWithAUsedMan() {
    Position p = ZONE.position("4k3/8/8/8/3n1b2/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4f5"));
  }

  @Test
  void badPositionTextsNameTheProblem() {
    ModestTesting.assertRejected(
        ZONE, "6k1/8/8/8/4Q3/8/8/4K3 b - - 0 1", "not to move is in check");
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(ZONE.startPosition().text(), "4k3/2r5/8/8/3n2p1/1b5n/8/4K3 w - - 0 1");
  }
}

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
import org.junit.jupiter.api.Test;

class AssistanceTest extends BoardOnlyContract {
  private static final Variant ASSISTANCE = VariantRegistry.load().variant("modest-assistance");

  /** Positions where borrowed captures are live, for the threat-test property. */
  private static final List<String> LIVE = List.of(
      ASSISTANCE.startPosition().text(),
      "4k3/8/8/2pp4/1N6/3R4/8/4K3 w - - 0 1",
      "4k3/4Q3/8/8/8/8/8/4RK2 b - - 0 1",
      "r3k2r/1b2qp2/2n1pn2/1p1p4/3P1B2/2NQPN2/PP3PPP/R3K2R w KQkq - 0 1",
      "2r1k3/3n4/4b3/1Q3N2/2B5/4R3/3K4/8 b - - 0 1",
      "7k/2n5/3r4/8/2Q1B3/8/1N6/4K3 w - - 0 1");

  AssistanceTest() {
    super(ASSISTANCE, Assistance::new, LIVE);
  }

  @Test
  void assist1BorrowsOnlyTheGuardsPattern() {
    Position p = ASSISTANCE.position("4k3/8/8/2pp4/1N6/3R4/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d3d5"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("b4d5"));
    assertEquals("d3c5", p.parseMove("d3c5").text());
    assertEquals("b4c6", p.parseMove("b4c6").text());
  }

  @Test
  void assist3PawnPatternButNotTheKnightLeap() {
    Position p = ASSISTANCE.position("4k3/8/3rp1p1/5N2/4P3/8/8/4K3 w - - 0 1");
    assertEquals("f5e6", p.parseMove("f5e6").text());
    assertEquals("f5g6", p.parseMove("f5g6").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("f5d6"));
  }

  @Test
  void assist2IsCheckButNotMate() {
    Position p = ASSISTANCE.position("4k3/4Q3/8/8/8/8/8/4RK2 b - - 0 1");
    assertTrue(p.isCheck());
    assertFalse(p.isGameOver());
  }

  @Test
  void borrowedPawnPatternNeverPromotesNorTakesEnPassant() {
    // Rook b7 guarded by pawn a6 may take c8 like a pawn but stays a rook.
    Position p = ASSISTANCE.position("2n1k3/1R6/P7/8/8/8/8/4K3 w - - 0 1");
    assertEquals("b7c8", p.parseMove("b7c8").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("b7c8q"));
    assertEquals("2R1k3/8/P7/8/8/8/8/4K3 b - - 0 1", p.play("b7c8").text());
    // Knight e5 guarded by pawn d4 cannot take d5 en passant after ...d7d5.
    Position ep = ASSISTANCE.position("4k3/8/8/3pN3/3P4/8/8/4K3 w - d6 0 2");
    assertThrows(IllegalMoveException.class, () -> ep.parseMove("e5d6"));
  }

  @Test
  void unguardedQueenBesideTheKingMayBeTakenOrIgnored() {
    Position p = ASSISTANCE.position("4k3/4Q3/8/8/8/8/8/5K2 b - - 0 1");
    assertFalse(p.isCheck());
    assertEquals("e8e7", p.parseMove("e8e7").text());
    assertEquals("e8d8", p.parseMove("e8d8").text());
  }

  @Test
  void castlingCrossesOnlyRealThreats() {
    // The bishop b5 is unguarded: it does not attack f1, so White may castle short.
    Position p = ASSISTANCE.position("4k3/8/8/1b6/8/8/8/4K2R w K - 0 1");
    assertEquals("e1g1", p.parseMove("e1g1").text());
    // A black pawn on a6 guards b5 but lends only its diagonal step (to a4 and c4), not the line.
    Position q = ASSISTANCE.position("4k3/8/p7/1b6/8/8/8/4K2R w K - 0 1");
    assertEquals("e1g1", q.parseMove("e1g1").text());
    // Guarded by a bishop on d7: the bishop b5 now attacks f1 along its diagonal.
    Position r = ASSISTANCE.position("4k3/3b4/8/1b6/8/8/8/4K2R w K - 0 1");
    assertThrows(IllegalMoveException.class, () -> r.parseMove("e1g1"));
  }

  @Test
  void badPositionTextsNameTheProblem() {
    ModestTesting.assertRejected(
        ASSISTANCE, "4k3/4Q3/8/8/8/8/8/4RK2 w - - 0 1", "not to move is in check");
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(ASSISTANCE.startPosition().text(), "2r1k3/3n4/4b3/1Q3N2/2B5/4R3/3K4/8 b - - 0 1");
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class CoalitionTest extends BoardOnlyContract {
  private static final Variant COALITION = VariantRegistry.load().variant("modest-coalition");

  /** Positions where wings and pawn directions matter, for the properties. */
  private static final List<String> LIVE = List.of(
      COALITION.startPosition().text(),
      "7k/P7/8/1p6/8/8/8/7K w - - 0 1",
      "3r3k/2P1p3/8/8/3Q4/8/1p3P2/R6K w - - 0 1",
      "QRBN3k/PPPPpp2/8/8/8/8/ppppPPPP/qrbnN1K1 b - - 0 1",
      "7k/8/8/8/3pR3/8/8/7K w - - 0 1",
      "8/1p4k1/8/8/4b3/8/6P1/3N2K1 w - - 0 1");

  CoalitionTest() {
    super(COALITION, Coalition::new, LIVE);
  }

  @Test
  void coal1CrossWingCapturesDoNotExist() {
    Position p = COALITION.startPosition();
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d8f7"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e1c2"));
  }

  @Test
  void coal2RookCannotTakeAcrossTheBoundary() {
    Position p = COALITION.position("7k/8/8/8/3pR3/8/8/7K w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e4d4"));
    assertEquals("e4e8", p.parseMove("e4e8").text());
  }

  @Test
  void coal3QueenOnTheOtherWingGivesNoCheck() {
    Position p = COALITION.position("7k/8/8/8/8/8/8/Q6K b - - 0 1");
    assertFalse(p.isCheck());
  }

  @Test
  void coal5QueensidePawnsMoveTowardsTheirOwnSide() {
    Position p = COALITION.position("7k/8/8/8/8/8/1P6/7K w - - 0 1");
    for (String m : List.of("b2b1q", "b2b1r", "b2b1b", "b2b1n")) {
      assertEquals(m, p.parseMove(m).text());
    }
    assertThrows(IllegalMoveException.class, () -> p.parseMove("b2b3"));
  }

  @Test
  void noCastlingEvenWithKingAndRookAtHome() {
    Position p = COALITION.position("r3k3/8/8/8/8/8/8/R3K2R w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e1g1"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e1c1"));
  }

  @Test
  void badPositionTextsNameTheProblem() {
    ModestTesting.assertRejected(
        COALITION, "QRBNnbrk/PPPPpppp/8/8/8/8/ppppPPPP/qrbnNBRK w K - 0 1", "castling");
    ModestTesting.assertRejected(
        COALITION, "7k/8/8/Pp6/8/8/8/7K b - a3 0 1", "en-passant square a3");
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(COALITION.startPosition().text(), "3r3k/2P1p3/8/8/3Q4/8/1p3P2/R6K w - - 0 1");
  }
}

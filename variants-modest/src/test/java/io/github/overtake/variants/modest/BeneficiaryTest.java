package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class BeneficiaryTest extends ModestVariantContract {
  private static final Variant V = VariantRegistry.load().variant("modest-beneficiary");

  /** Positions with few pieces of a type, where the last pieces' powers come into play early. */
  private static final List<String> SPARSE =
      List.of(
          "r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1",
          "4k3/8/2n5/8/4B3/8/8/1N2K3 w - - 0 1",
          "r1b1k1n1/pppp1ppp/8/8/8/8/PPPP1PPP/1N2KB1R w Kq - 0 1");

  BeneficiaryTest() {
    super(V, Beneficiary::new, SPARSE, 60);
  }

  @Test
  void foreignStateIsRejected() {
    DiplomatTest.assertRejectsForeignState(V, "");
  }

  @Test
  void twoRooksHaveNoKnightMove() {
    Position p = V.position("4k3/8/8/8/3R4/8/8/R3K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4e6"));
    assertEquals("d4d8", p.parseMove("d4d8").text());
  }

  @Test
  void lastKnightNoLongerLeaps() {
    Position p = V.position("4k3/8/8/8/3N4/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4e6"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4f5"));
    assertEquals("d4a4", p.parseMove("d4a4").text());
  }

  @Test
  void promotionIsToAQueenOnly() {
    Position p = V.position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    for (String under : List.of("b7b8n", "b7b8r", "b7b8b")) {
      assertThrows(IllegalMoveException.class, () -> p.parseMove(under), under);
    }
    assertEquals("b7b8q", p.parseMove("b7b8q").text());
  }

  @Test
  void knightBecomesLastWhenItsPartnerIsTaken() {
    Position p = V.position("4k3/8/8/8/1b6/2N5/5K2/6N1 b - - 0 1");
    assertTrue(
        texts(V.position("4k3/8/8/8/1b6/2N5/5K2/6N1 w - - 0 1")).contains("g1f3"),
        "two knights still leap");
    Position after = p.play("b4c3");
    Set<String> moves = texts(after);
    assertTrue(moves.contains("g1g8"), "the last knight moves like a rook");
    assertTrue(moves.contains("g1a1"));
    assertFalse(moves.contains("g1f3"), "the last knight no longer leaps");
    assertFalse(moves.contains("g1e2"));
  }

  @Test
  void lastRookGivesCheckByKnightMove() {
    Position p = V.position("8/8/4k3/8/3R4/8/8/4K3 b - - 0 1");
    assertTrue(p.isCheck());
    Position two = V.position("8/8/4k3/8/3R4/8/8/R3K3 b - - 0 1");
    assertFalse(two.isCheck(), "with two rooks d4 does not reach e6");
  }

  private static Set<String> texts(Position p) {
    Set<String> out = new TreeSet<>();
    for (Move m : p.legalMoves()) {
      out.add(m.text());
    }
    return out;
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(SPARSE.get(2));
  }
}

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

class SalvoTest extends ListedCapturesContract {
  private static final Variant SALVO = VariantRegistry.load().variant("modest-salvo");

  private static final List<String> LIVE =
      List.of(
          "r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "4k3/2n5/8/3pP3/8/8/8/4K3 w - d6 0 1",
          "1r2k3/2p5/3P4/8/8/8/8/4K3 w - - 0 1");

  SalvoTest() {
    super(SALVO, Salvo::new, LIVE);
  }

  /** SALVO-1: the single and the double capture exist, a quiet second leg does not. */
  @Test
  void knightTakesOnceOrTwice() {
    Position p = SALVO.startPosition().play("b1c3").play("d7d5");
    assertEquals("c3d5", p.parseMove("c3d5").text());
    assertEquals("c3xd5xe7", p.parseMove("c3xd5xe7").text());
    assertFalse(p.legalMoves().stream().anyMatch(m -> m.text().equals("c3xd5-e7")));
  }

  /** SALVO-2: a second capture may not take the king, so Nc4 is no check. */
  @Test
  void secondCaptureNeverTakesTheKing() {
    Position p = SALVO.startPosition().play("b1a3").play("d7d6").play("a3c4");
    assertFalse(p.isCheck());
    Position q = SALVO.position("k7/8/8/8/p7/8/8/R3K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> q.parseMove("a1xa4xa8"));
    assertEquals("a1a4", q.parseMove("a1a4").text());
  }

  /** A pawn capturing onto the seventh rank may take again onto the eighth and then promotes. */
  @Test
  void pawnPromotesAtTheEndOfTheWholeMove() {
    Position p = SALVO.position("1r2k3/2p5/3P4/8/8/8/8/4K3 w - - 0 1");
    assertEquals(
        List.of("d6xc7xb8b", "d6xc7xb8n", "d6xc7xb8q", "d6xc7xb8r"),
        p.legalMoves().stream().map(m -> m.text()).filter(t -> t.startsWith("d6x")).sorted().toList());
    assertEquals("1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1", p.play("d6xc7xb8q").text());
  }

  @Test
  void invalidPositionNamesTheProblem() {
    Exception e =
        assertThrows(
            io.github.overtake.core.InvalidPositionException.class,
            () -> SALVO.position("4k3/8/8/8/8/8/4R3/4K3 w - - 0 1"));
    assertTrue(e.getMessage().contains("not to move is in check"), e.getMessage());
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  }
}

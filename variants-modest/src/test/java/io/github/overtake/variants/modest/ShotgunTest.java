package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class ShotgunTest extends ListedCapturesContract {
  private static final Variant SHOTGUN = VariantRegistry.load().variant("modest-shotgun");

  private static final List<String> LIVE =
      List.of(
          "r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "4k3/8/8/8/3p4/8/3KP3/8 w - - 0 1",
          "4k3/4r3/8/2ppP3/8/8/8/4K3 w - d6 0 1",
          "7k/8/8/3p2n1/1N6/8/3R4/7K w - - 0 1",
          "k7/8/8/4N2q/6p1/8/7P/K7 w - - 0 1");

  ShotgunTest() {
    super(SHOTGUN, Shotgun::new, LIVE);
  }

  /** SHOT-4: a king on an elimination line is in check; the capture that would hit one's own
   *  king is illegal in every form. */
  @Test
  void eliminationChecksAndOwnKingRule() {
    assertTrue(SHOTGUN.position("8/8/8/3p4/1k6/8/3R4/7K b - - 0 1").isCheck());
    Position p = SHOTGUN.position("7k/8/8/3p4/1K6/8/3R4/8 w - - 0 1");
    for (String text : List.of("d2d5", "d2xd5", "d2xd5[b4]")) {
      assertThrows(IllegalMoveException.class, () -> p.parseMove(text), text);
    }
  }

  /** The eliminations are forced, so the short text names the move. */
  @Test
  void shortTextNamesTheForcedEliminations() {
    Position p = SHOTGUN.position("7k/8/8/3p2n1/1N6/8/3R4/7K w - - 0 1");
    assertEquals("d2xd5[b4,g5]", p.parseMove("d2d5").text());
  }

  /** SHOT-6: the en-passant reply eliminates too, so e2e4 (and e2e3) are illegal. */
  @Test
  void enPassantEliminationCounts() {
    Position p = SHOTGUN.position("4k3/8/8/8/3p4/8/3KP3/8 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e2e4"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e2e3"));
  }

  /** A king's capture eliminates nothing. */
  @Test
  void kingCapturesEliminateNothing() {
    Position p = SHOTGUN.position("7k/8/4r3/8/2n5/3p4/4K3/8 w - - 0 1");
    assertEquals("7k/8/4r3/8/2n5/3K4/8/8 b - - 0 1", p.play("e2d3").text());
  }

  @Test
  void invalidPositionNamesTheProblem() {
    ModestTesting.assertRejected(
        SHOTGUN, "8/8/8/3p4/1k6/8/3R4/7K w - - 0 1", "not to move is in check");
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  }
}

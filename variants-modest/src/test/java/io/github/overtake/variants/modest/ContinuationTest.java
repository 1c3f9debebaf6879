package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class ContinuationTest extends ListedCapturesContract {
  private static final Variant CONT = VariantRegistry.load().variant("modest-continuation");

  private static final List<String> LIVE =
      List.of(
          "r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "4k3/8/8/8/3p4/8/4PK2/8 w - - 0 1",
          "4k3/8/8/8/3pP3/8/8/5K2 b - e3 0 1",
          "1r2k3/2p5/3P4/8/8/8/8/4K3 w - - 0 1",
          "4k3/8/8/8/8/3p4/r2n4/3K4 w - - 0 1");

  ContinuationTest() {
    super(CONT, Continuation::new, LIVE);
  }

  /** The source's examples, played from the start: 1 e4 g5 2 Qh5 and 1 e3 d5 2 Bb5 mate. */
  @Test
  void sourceMatesFromTheStart() {
    Outcome mate = Outcome.win(Side.WHITE, StandardTermination.CHECKMATE);
    Position a = CONT.startPosition().play("e2e4").play("g7g5").play("d1h5");
    assertEquals(mate, a.outcome());
    Position b = CONT.startPosition().play("e2e3").play("d7d5").play("f1b5");
    assertEquals(mate, b.outcome());
    // in FIDE the first is not even check
    assertTrue(a.isCheck());
  }

  /** CONT-2: every single block leaves the bishop a capture and a continuation onto e8. */
  @Test
  void blocksDoNotHelp() {
    Position p = CONT.position("rnbqkbnr/ppp1pppp/8/1B1p4/8/4P3/PPPP1PPP/RNBQK1NR b KQkq - 1 2");
    for (String block : List.of("c7c6", "b8c6", "b8d7", "c8d7", "d8d7")) {
      assertThrows(IllegalMoveException.class, () -> p.parseMove(block), block);
    }
  }

  /** CONT-4: the king may not capture on a square where it could not stay. */
  @Test
  void kingCapturesOnlyWhereItCouldStay() {
    Position p = CONT.position("4k3/8/8/8/8/3p4/r2n4/3K4 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d1d2"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d1xd2xd3"));
  }

  /** CONT-5: a double step that lets the en-passant reply continue onto the king is illegal. */
  @Test
  void enPassantContinuationCounts() {
    Position p = CONT.position("4k3/8/8/8/3p4/8/4PK2/8 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e2e4"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e2e3"));
    Position q = CONT.position("4k3/8/8/8/3p4/8/4P3/5K2 w - - 0 1");
    Position after = q.play("e2e4");
    assertEquals("4k3/8/8/8/8/8/5p2/5K2 w - - 0 2", after.play("d4xe3-f2").text());
  }

  /** CONT-3: a quiet continuation after a pawn capture. */
  @Test
  void quietContinuation() {
    Position p = CONT.position("rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    assertEquals("e4xd5-c6", p.parseMove("e4xd5-c6").text());
    assertEquals("e4d5", p.parseMove("e4d5").text());
  }

  @Test
  void invalidPositionNamesTheProblem() {
    ModestTesting.assertRejected(
        CONT,
        "rnbqkbnr/pppppp1p/8/6pQ/4P3/8/PPPP1PPP/RNB1KBNR w KQkq - 1 2",
        "not to move is in check");
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MutablePosition;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class DetentionTest extends ModestVariantContract {
  private static final Variant DETENTION = VariantRegistry.load().variant("modest-detention");
  private static final int[] PIECES = {QUEEN, ROOK, BISHOP, KNIGHT};

  DetentionTest() {
    super(DETENTION, Detention::new, BUSY, 120);
  }

  @Test
  void nothingEntersFilesAAndB() {
    Position start = DETENTION.startPosition();
    assertThrows(IllegalMoveException.class, () -> start.parseMove("d1b2"));
    Position p = DETENTION.position("7k/8/8/8/8/8/6R1/5K2 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("g2b2"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("g2a2"));
  }

  @Test
  void lastReturnedFirstBack() {
    Position p = DETENTION.position("7k/8/8/8/8/8/1R6/1N3K2 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("f1e1,R@f1"));
  }

  @Test
  void promotionOnlyIntoTheOldestStoredPiece() {
    Position p = DETENTION.position("R6k/B2P4/8/8/8/8/8/5K2 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d7d8r"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d7d8q"));
  }

  @Test
  void forcedPromotionLetterMayBeLeftOut() {
    Position p = DETENTION.position("R6k/B2P4/8/8/8/8/8/5K2 w - - 0 1");
    assertEquals("d7d8b", p.parseMove("d7d8").text());
    Position q = DETENTION.position("Q4k2/R1P5/3n4/8/4N3/b7/n7/rR3K2 w - - 0 1");
    assertEquals("c7c8r,R@c7", q.parseMove("c7c8").text());
    // where the player chooses, the letter stays required
    Position u = VariantRegistry.load().variant("modest-upgrade")
        .position("7k/P7/8/8/8/8/8/4K3[] w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> u.parseMove("a7a8"));
  }

  @Test
  void pawnWithoutStoredPiecesDoesNotGuardTheLastRank() {
    // the pawn on g7 cannot promote (Black stores nothing), so h8 is no check ...
    Position p = DETENTION.position("7k/6P1/8/8/8/8/8/5K2 b - - 0 1");
    assertFalse(p.isCheck());
    // ... but with a stored piece it could capture on h8 and become it
    Position q = DETENTION.position("R6k/6P1/8/8/8/8/8/5K2 b - - 0 1");
    assertTrue(q.isCheck());
  }

  @Test
  void capturedPawnsLeaveAndPiecesAreStored() {
    Position p = DETENTION.position("4k3/8/8/3n1p2/4P3/8/8/4K3 w - - 0 1");
    assertEquals("4k3/8/8/3P1p2/8/8/8/n3K3 b - - 0 1", p.play("e4d5").text());
    assertEquals("4k3/8/8/3n1P2/8/8/8/4K3 b - - 0 1", p.play("e4f5").text());
  }

  @Test
  void exchangeWithAnEmptyOpposingStorageReturnsOnlyOnePiece() {
    Position p = DETENTION.position("5k2/8/5n2/8/4N3/q7/r7/n4K2 w - - 0 1");
    assertEquals("1q3k2/8/5N2/8/8/r7/n7/n4K2 b - - 0 1", p.play("e4f6").text());
  }

  @Test
  void capturerWaitingPieceEntersBeforeItsNewOneArrives() {
    // White waits for its bishop (b1) and captures a fourth piece: the bishop re-enters on e4,
    // the white rook stored by Black comes back to b1, the black queen goes to b8.
    Position p = DETENTION.position("R4k2/8/5n2/8/4N3/q7/r7/nB3K2 w - - 0 1");
    assertEquals("1q3k2/8/5N2/8/4B3/r7/n7/nR3K2 b - - 0 1", p.play("e4f6,B@e4").text());
  }

  @Test
  void promotionWithCaptureUsesTheStorageBeforeTheExchange() {
    // White's storage is full; the pawn takes the knight on e8 and becomes the rook (Black's
    // oldest); then the fourth piece sends the oldest black piece (the bishop on a3) home and,
    // Black's storage now holding only the queen, that queen comes back to White.
    Position p = DETENTION.position("Q3n2k/R2P4/8/8/8/b7/r7/n4K2 w - - 0 1");
    assertEquals("1b2R2k/8/8/8/8/r7/n7/nQ3K2 b - - 0 1", p.play("d7e8r").text());
  }

  @Test
  void bareKingsDrawOnlyWithNothingWaiting() {
    assertEquals(StandardTermination.INSUFFICIENT_MATERIAL,
        DETENTION.position("B3k3/B7/8/8/8/8/b7/b3K3 w - - 0 1").outcome().termination()
            .orElseThrow());
    assertFalse(DETENTION.position("Bb2k3/B7/8/8/8/8/8/b3K3 w - - 0 1").outcome().isOver());
  }

  @Test
  void badPositionsAreRejectedWithTheirProblem() {
    assertProblem("B1rnqknr/B1pppppp/8/8/8/8/b1PPPPPP/P1RNQKNR w - - 0 1", "no pawn or king");
    assertProblem("B1rnqknr/B1pppppp/8/8/8/b7/2PPPPPP/b1RNQKNR w - - 0 1", "packed from a1");
    assertProblem("B1rnqknr/B1pppppp/8/8/8/8/b1PPPPPP/B1RNQKNR w - - 0 1", "only enemy pieces");
    assertProblem("B1rnqknr/B1pppppp/8/8/b7/b7/b1PPPPPP/b1RNQKNR w - - 0 1", "at most three");
    assertProblem("B1rnqknr/B1pppppp/8/8/8/8/b1PPPPPP/bnRNQKNR w - - 0 1", "b-file's owner");
    assertProblem("B1rnqknr/B1pppppp/8/8/8/8/bRPPPPPP/b1RNQKNR w - - 0 1", "b-file's owner");
    assertProblem("B1rnqknr/B1pppppp/8/8/8/8/b1PPPPPP/b1RNQKNR w K - 0 1", "castling");
  }

  private static void assertProblem(String text, String fragment) {
    ModestTesting.assertProblem(DETENTION, text, fragment);
  }

  /** Hand-made starts where promotion, storage and exchanges come into play at once. */
  private static final List<String> BUSY = List.of(
      "R1r2k2/B1pP2p1/8/8/8/8/b1Pp2P1/b1R2K2 w - - 0 1",
      "Q4k2/R1P5/3n4/8/4N3/b7/n7/rR3K2 w - - 0 1");

  /**
   * Pieces never leave the game: each colour's seven queens, rooks, bishops and knights are in
   * play, stored by the opponent or waiting on the b-file (a promotion turns a stored piece back
   * into one in play, and the pawn leaves).
   */
  @Property(tries = 40)
  void piecesAreConserved(
      @ForAll @Size(max = 200) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Conservation.alongGame(DETENTION.startPosition(), choices, (before, m, after) -> {
      MutablePosition mp = after.toMutable();
      for (int side = 0; side < 2; side++) {
        int total = 0;
        for (int type : PIECES) {
          total += mp.countType(side, type);
        }
        assertEquals(7, total, "pieces of side " + side + " in " + after.text());
      }
    });
  }
}

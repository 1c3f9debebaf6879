package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.Position;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class ReleaseTest extends ModestVariantContract {
  private static final Variant RELEASE = VariantRegistry.load().variant("modest-release");
  private static final Reentry QUEUES = new Reentry(0);
  private static final int[] PIECES = {QUEEN, ROOK, BISHOP, KNIGHT};

  ReleaseTest() {
    super(RELEASE, Release::new, BUSY, 100);
  }

  @Test
  void recoveredPieceDoesNotComeBackOnTheTradingMove() {
    Position p = RELEASE.position("4k3/4p3/8/8/8/8/4P3/4K3[Rn] w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("ex(n:R),e2e4,R@e2"));
  }

  @Test
  void rookOrQueenCannotBeReleased() {
    Position p = RELEASE.position("4k3/4p3/8/8/8/8/4P3/4K3[Rr] w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("ex(r:R),e2e4"));
    Position q = RELEASE.position("4k3/4p3/8/8/8/8/4P3/4K3[Rq] w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> q.parseMove("ex(q:R),e2e4"));
  }

  @Test
  void tradeAloneIsNoTurn() {
    Position p = RELEASE.position("4k3/4p3/8/8/8/8/4P3/4K3[Rn] w - - 0 1 reenter:-/-");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("ex(n:R)"));
  }

  @Test
  void noTradeWhileTheOpponentWaits() {
    Position p = RELEASE.position("4k3/4p3/8/8/8/8/4P3/4K3[Rn] w - - 0 1 reenter:-/b");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("ex(n:R),e2e4"));
  }

  @Test
  void forcedReentryMayBeLeftOut() {
    Position p = RELEASE.position("4k3/4p3/8/8/4P3/8/8/4K3[] b - e3 0 1 reenter:R/n");
    assertEquals("e7e5,N@e7", p.parseMove("e7e5").text());
  }

  @Test
  void offererMayTradeAgainWhileItsOwnPieceComesBack() {
    // White's rook re-enters now and White trades its held bishop for its queen: the queen waits.
    Position p = RELEASE.position("4k3/8/8/8/8/8/4P3/4K3[Qb] w - - 0 1 reenter:R/-");
    assertEquals(
        "4k3/8/8/8/4P3/8/4R3/4K3[] b - e3 0 1 reenter:Q/b", p.play("ex(b:Q),e2e4,R@e2").text());
  }

  @Test
  void returningPieceEntersOnlyOnTheVacatedSquare() {
    // The rook on e8 checks: the rook coming back can only stand on the square the move empties.
    Position p = RELEASE.position("4r2k/8/8/8/8/8/3P4/4K3[] w - - 0 1 reenter:R/-");
    assertTrue(p.isCheck());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d2d3,R@d2"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e1e2,R@e1"));
    assertEquals(List.of("e1d1,R@e1", "e1f1,R@e1", "e1f2,R@e1"),
        p.legalMoves().stream().map(Move::text).sorted().toList());
  }

  @Test
  void pinnedManMayMoveWhenTheReturningPieceRefillsItsSquare() {
    Position p = RELEASE.position("4k3/8/8/8/7b/8/5N2/4K3[] w - - 0 1 reenter:R/-");
    assertEquals("4k3/8/8/8/7b/3N4/5R2/4K3[] b - - 1 1 reenter:-/-", p.play("f2d3,R@f2").text());
    assertEquals(10, p.legalMoves().size());
  }

  @Test
  void castlingPutsTheReturningPieceOnTheKingsSquare() {
    Position p = RELEASE.position("4k3/8/8/8/8/8/8/4K2R[] w K - 0 1 reenter:N/-");
    assertEquals("4k3/8/8/8/8/8/8/4NRK1[] b - - 1 1 reenter:-/-", p.play("e1g1,N@e1").text());
  }

  @Test
  void capturedPiecesGoToThePoolAndPawnsLeave() {
    Position p = RELEASE.position("4k3/8/8/3n1p2/4P3/8/8/4K3[] w - - 0 1 reenter:-/-");
    assertEquals("4k3/8/8/3P1p2/8/8/8/4K3[n] b - - 0 1 reenter:-/-", p.play("e4d5").text());
    assertEquals("4k3/8/8/3n1P2/8/8/8/4K3[] b - - 0 1 reenter:-/-", p.play("e4f5").text());
  }

  @Test
  void bareKingsDrawOnlyWhenNoTradeCanBringAPieceBack() {
    assertEquals(StandardTermination.INSUFFICIENT_MATERIAL,
        RELEASE.position("4k3/8/8/8/8/8/8/4K3[Rr] w - - 0 1 reenter:-/-").outcome().termination()
            .orElseThrow());
    assertTrue(!RELEASE.position("4k3/8/8/8/8/8/8/4K3[Rn] w - - 0 1 reenter:-/-").outcome()
        .isOver());
  }

  @Test
  void badPositionsAreRejectedWithTheirProblem() {
    assertProblem("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1 reenter:-/-", "'P'");
    assertProblem("4k3/8/8/8/8/8/8/4K3[] w - - 0 1 reenter:n/-", "not a man of that side");
    assertProblem("4k3/8/8/8/8/8/8/4K3[] w - - 0 1 reenter:P/-", "'P' may not wait");
    assertProblem("4k3/8/8/8/8/8/8/4K3[] w - - 0 1 reenter:RN/-", "more than 1");
  }

  @Test
  void malformedTradeTextIsAFormatError() {
    Position p = RELEASE.position("4k3/4p3/8/8/8/8/4P3/4K3[Rn] w - - 0 1 reenter:-/-");
    assertThrows(MoveFormatException.class, () -> p.parseMove("ex(n:R,e2e4"));
  }

  private static void assertProblem(String text, String fragment) {
    ModestTesting.assertProblem(RELEASE, text, fragment);
  }

  /** Hand-made starts where trades and re-entries come into play at once. */
  private static final List<String> BUSY = List.of(
      "r3k3/8/8/8/8/8/8/4K3[QRbn] w - - 0 1 reenter:-/-",
      "r1b1k2r/pP4p1/8/8/8/8/Pp4P1/R1B1K2R[NBnb] w KQkq - 0 1 reenter:-/-");

  /**
   * Every piece of a colour is on the board, held in the opponent's pool or waiting in its
   * owner's queue: seven at the start, one more for each promotion.
   */
  @Property(tries = 40)
  void piecesAreConserved(
      @ForAll @Size(max = 150) List<@IntRange(min = 0, max = 999) Integer> choices) {
    int[] promoted = new int[2];
    Conservation.alongGame(RELEASE.startPosition(), choices, (before, m, after) -> {
      if (m.promotion().isPresent()) {
        promoted[before.sideToMove().index()]++;
      }
      MutablePosition mp = after.toMutable();
      for (int side = 0; side < 2; side++) {
        int total = Reentry.size(QUEUES.queue(mp, side));
        for (int type : PIECES) {
          total += mp.countType(side, type) + mp.pool(Pieces.code(type, side));
        }
        assertEquals(7 + promoted[side], total, "pieces of side " + side + " in " + after.text());
      }
    });
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.AmbiguousMoveException;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
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

class UpgradeTest extends ModestVariantContract {
  private static final Variant UPGRADE = VariantRegistry.load().variant("modest-upgrade");
  private static final Reentry QUEUES = new Reentry(0);

  UpgradeTest() {
    super(UPGRADE, Upgrade::new, BUSY);
  }

  @Test
  void placementWithoutItsTypeIsAmbiguous() {
    Position p = UPGRADE.position("8/4k3/8/3P4/8/8/8/4K3[] w - - 1 2 reenter:*/-");
    assertThrows(AmbiguousMoveException.class, () -> p.parseMove("e1e2"));
    assertEquals("e1e2,N@e1", p.parseMove("e1e2,N@e1").text());
  }

  @Test
  void earnedPieceDoesNotEnterOnTheEarningMove() {
    Position p = UPGRADE.position("4k3/8/8/3p4/4P3/8/8/4K3[p] w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e4d5,N@e4"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e4d5,B@e4"));
  }

  @Test
  void thirdKnightIsNeverPlaced() {
    Position p = UPGRADE.position("8/4k3/8/3P4/8/8/8/1N2K1N1[] w - - 1 2 reenter:*/-");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e1e2,N@e1"));
    assertEquals("e1e2,B@e1", p.parseMove("e1e2").text());
  }

  @Test
  void kingCannotStepAlongTheCheckingLineWithoutTheBlock() {
    Position p = UPGRADE.position("Q3k3/8/8/8/8/8/8/4K3[] b - - 0 1 reenter:-/*");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e8d8,N@e8"));
    assertTrue(p.isLegal(p.parseMove("e8f8,B@e8")));
  }

  @Test
  void promotionToAThirdMinorIsIllegal() {
    Position p = UPGRADE.position("7k/P7/8/8/8/8/8/NN2K3[] w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("a7a8n"));
    assertEquals("a7a8b", p.parseMove("a7a8b").text());
    // the promoted pawn goes to Black's pool
    assertEquals("B6k/8/8/8/8/8/8/NN2K3[P] b - - 0 1 reenter:-/-", p.play("a7a8b").text());
  }

  @Test
  void promotionThatLeavesTheWaitingPieceNowhereIsIllegal() {
    // White has two bishops and a knight and waits for a minor piece: a second knight by
    // promotion would leave it no type.
    Position p = UPGRADE.position("7k/P7/8/8/8/8/8/NBB1K3[] w - - 0 1 reenter:*/-");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("a7a8n,N@a7"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("a7a8n,B@a7"));
    assertEquals(
        "Q6k/N7/8/8/8/8/8/NBB1K3[P] b - - 0 1 reenter:-/-", p.play("a7a8q,N@a7").text());
  }

  @Test
  void pawnsWaitWhileTheLimitsAreFull() {
    // Two knights and two bishops: the second pawn stays in the pool ...
    Position p = UPGRADE.position("4k3/8/8/3p4/4P3/8/8/BNNBK3[p] w - - 0 1 reenter:-/-");
    Position q = p.play("e4d5");
    assertEquals("4k3/8/8/3P4/8/8/8/BNNBK3[pp] b - - 0 1 reenter:-/-", q.text());
    // ... until a knight is lost: the trade then happens at the end of Black's capturing turn.
    Position r = UPGRADE.position("4k3/8/8/8/8/8/r7/BNNBK3[pp] b - - 0 1 reenter:-/-");
    assertEquals("4k3/8/8/8/8/8/8/rNNBK3[] w - - 0 2 reenter:*/-", r.play("a2a1").text());
  }

  @Test
  void pieceEnteringOnADoubleStepsOriginKeepsTheEnPassantRight() {
    Position p = UPGRADE.position("4k3/8/8/8/1p6/8/P7/4K3[] w - - 0 1 reenter:*/-");
    Position q = p.play("a2a4,N@a2");
    assertEquals("4k3/8/8/8/Pp6/8/N7/4K3[] b - a3 0 1 reenter:-/-", q.text());
    assertEquals(q.text(), UPGRADE.position(q.text()).text());
    assertEquals("4k3/8/8/8/8/p7/N7/4K3[P] w - - 0 2 reenter:-/-", q.play("b4a3").text());
  }

  @Test
  void badPositionsAreRejectedWithTheirProblem() {
    assertProblem("r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R[N] w KQkq - 0 1 reenter:-/-", "'N'");
    assertProblem("r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R[] w KQkq - 0 1 reenter:B/-", "'B'");
    assertProblem("r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R[] w KQkq - 0 1 reenter:**/-",
        "more than 1");
    assertProblem("4k3/8/8/8/8/8/8/NNN1K3[] w - - 0 1 reenter:-/-", "more than two knights");
    assertProblem("4k3/8/8/8/8/8/8/NNBBK3[] w - - 0 1 reenter:*/-", "waits for a minor");
    assertProblem("4k3/8/8/8/8/8/8/4K3[pp] w - - 0 1 reenter:-/-", "should already have bought");
  }

  private static void assertProblem(String text, String fragment) {
    ModestTesting.assertProblem(UPGRADE, text, fragment);
  }

  /** Hand-made starts where trades, placements and promotions come into play at once. */
  private static final List<String> BUSY = List.of(
      "4k3/1P6/8/8/8/8/8/1N2K3[p] w - - 0 1 reenter:*/-",
      "r3k2r/pP4p1/8/8/8/8/Pp4P1/R3K2R[Pp] w KQkq - 0 1 reenter:-/-");

  /**
   * Every pawn of a colour is on the board, in the opponent's pool, or one of two cashed in for a
   * minor piece that the opponent has placed or is waiting for; placed minor pieces are on the
   * board or were captured.
   */
  @Property(tries = 40)
  void pawnsAreConserved(
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    int[] placed = new int[2];
    Conservation.alongGame(UPGRADE.startPosition(), choices, (before, m, after) -> {
      if (m.text().contains("@")) {
        placed[before.sideToMove().index()]++;
      }
      MutablePosition mp = after.toMutable();
      for (int side = 0; side < 2; side++) {
        int opp = side ^ 1;
        int cashed = 2 * (placed[opp] + (QUEUES.queue(mp, opp) != 0 ? 1 : 0));
        assertEquals(
            8,
            mp.countType(side, PAWN) + mp.pool(Pieces.code(PAWN, side)) + cashed,
            "pawns of side " + side + " in " + after.text());
        assertFalse(mp.pool(Pieces.code(PAWN, opp)) >= 2 && QUEUES.queue(mp, side) == 0
            && (mp.countType(side, KNIGHT) < 2 || mp.countType(side, BISHOP) < 2));
      }
    });
  }
}

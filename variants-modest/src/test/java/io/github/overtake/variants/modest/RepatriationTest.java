package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.PAWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.InvalidPositionException;
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

class RepatriationTest extends ModestVariantContract {
  private static final Variant REPATRIATION =
      VariantRegistry.load().variant("modest-repatriation");
  private static final Reentry QUEUES = new Reentry(0, 3);

  RepatriationTest() {
    super(REPATRIATION, Repatriation::new, List.of(), 100);
  }

  /** Fool's mate with a knight waiting to re-enter: no move vacates a square on the check's line. */
  @Override
  protected List<String> noMovePositions() {
    return List.of("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/R1BQKBNR[] w KQkq - 1 3 reenter:N/-");
  }

  @Test
  void repat2ShortTextAndCompleteList() {
    Position p = REPATRIATION.position("4k3/8/5B2/8/8/8/8/4K3[] b - - 0 1 reenter:N/n");
    assertEquals("e8d7,N@e8", p.parseMove("e8d7").text());
    assertTrue(p.legalMoves().stream().allMatch(m -> m.text().endsWith(",N@e8")));
    Position q = p.play("e8d7");
    assertEquals("4n3/3k4/5B2/8/8/8/8/4K3[] w - - 1 2 reenter:N/-", q.text());
    assertEquals("4n3/3k4/5B2/8/8/8/8/3KN3[] b - - 2 2 reenter:-/-", q.play("e1d1").text());
  }

  @Test
  void aSixthPieceJoinsAFullQueueOfFive() {
    // Black's rook takes the knight while White holds a black knight: both knights go home, the
    // White one behind five pieces already waiting (a queue of one slot held five at most)
    Position p = REPATRIATION.position("4k3/8/8/8/8/8/r2N4/4K3[n] b - - 0 1 reenter:QRRBN/-");
    Position q = p.play("a2d2");
    assertEquals("4k3/8/8/8/8/8/3r4/4K3[] w - - 0 2 reenter:QRRBNN/n", q.text());
    assertEquals(q, REPATRIATION.position(q.text()));
    // one piece comes back per move, first returned first
    Position r = q.play(q.legalMoves().get(0));
    assertTrue(r.text().endsWith("reenter:RRBNN/n"), r.text());
  }

  @Test
  void aQueueHoldsFifteenAndASideAtMostFifteenMen() {
    Position full =
        REPATRIATION.position("4k3/8/8/8/8/8/8/4K3[] w - - 0 1 reenter:QRRBBNNQQQQQQQQ/-");
    assertTrue(full.text().endsWith("reenter:QRRBBNNQQQQQQQQ/-"), full.text());
    assertThrows(
        InvalidPositionException.class,
        () -> REPATRIATION.position("4k3/8/8/8/8/8/8/4K3[] w - - 0 1 reenter:QRRBBNNQQQQQQQQQ/-"));
    // more men than a game can give a side (7 pieces and 8 pawns): a queue could overflow
    ModestTesting.assertRejected(
        REPATRIATION, "4k3/8/8/8/8/QQ6/PPPPPPPP/RNBQKBNR[] w KQ - 0 1", "at most 15");
  }

  @Test
  void reentryOfAnotherTypeIsRejected() {
    Position p = REPATRIATION.position("4k3/8/5B2/8/8/8/8/4K3[] b - - 0 1 reenter:N/n");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e8d7,B@e8"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e8d7,N@d8"));
  }

  @Test
  void piecesComeBackFirstReturnedFirst() {
    Position p = REPATRIATION.position("4k3/8/8/8/8/8/3P4/4K3[] w - - 0 1 reenter:RN/-");
    Position q = p.play("d2d3");
    assertEquals("4k3/8/8/8/8/3P4/3R4/4K3[] b - - 0 1 reenter:N/-", q.text());
  }

  @Test
  void pawnsAreNotHeld() {
    Position p = REPATRIATION.position("4k3/8/8/3p4/4P3/8/8/4K3[] w - - 0 1 reenter:-/-");
    assertEquals("4k3/8/8/3P4/8/8/8/4K3[] b - - 0 1 reenter:-/-", p.play("e4d5").text());
  }

  @Test
  void rejectsBadState() {
    String board = "4k3/8/8/8/8/8/8/4K3";
    assertProblem(board + "[Nn] w - - 0 1 reenter:-/-", "both sides hold a captured N/n");
    assertProblem(board + "[P] w - - 0 1 reenter:-/-", "'P' may not be held");
    assertProblem(board + "[] w - - 0 1 reenter:P/-", "'P' may not wait");
    assertProblem(board + "[] w - - 0 1 reenter:r/-", "not a man of that side");
  }

  private static void assertProblem(String text, String fragment) {
    ModestTesting.assertRejected(REPATRIATION, text, fragment);
  }

  private static int held(MutablePosition p, int side) {
    int n = 0;
    for (int type = 2; type <= 5; type++) {
      n += p.pool(Pieces.code(type, side));
    }
    return n;
  }

  @Property(tries = 20)
  void piecesAreOnTheBoardHeldOrWaiting(
      @ForAll @Size(max = 100) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Conservation.check(
        REPATRIATION.startPosition(),
        choices,
        (p, side) -> held(p, side) + Reentry.size(QUEUES.longQueue(p, side)),
        (before, m) -> {
          int[] lost = new int[2];
          if (Conservation.victimType(m) == PAWN) {
            lost[before.sideToMove() ^ 1] = 1;
          }
          return lost;
        });
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(REPATRIATION.startPosition().text(), "r3k3/8/8/8/8/8/8/R3K3[R] w Q - 0 1 reenter:-/-");
  }
}

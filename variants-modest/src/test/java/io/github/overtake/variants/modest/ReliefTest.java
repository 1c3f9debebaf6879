package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.PAWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class ReliefTest extends ModestVariantContract {
  private static final Variant RELIEF = VariantRegistry.load().variant("modest-relief");
  private static final Reentry QUEUES = new Reentry(0);

  ReliefTest() {
    super(RELIEF, Relief::new);
  }

  @Test
  void relief1FromTheStart() {
    Position p = RELIEF.startPosition();
    for (String m : List.of("e2e4", "d7d5", "e4d5", "d8d5")) {
      p = p.play(m);
    }
    assertEquals(
        "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3 reenter:P/p", p.text());
    assertEquals("d2d4,P@d2", p.parseMove("d2d4").text());
    // a knight move is no pawn move: the pawn keeps waiting
    assertTrue(p.play("g1f3").text().endsWith(" reenter:P/p"));
  }

  @Test
  void relief2PinnedPawnAdvancesOnlyWithAPawnWaiting() {
    Position waiting = RELIEF.position("4k3/8/8/1b6/8/8/4P3/5K2 w - - 0 1 reenter:P/-");
    assertEquals("e2e3,P@e2", waiting.parseMove("e2e3").text());
    assertEquals("e2e4,P@e2", waiting.parseMove("e2e4").text());
    Position none = RELIEF.position("4k3/8/8/1b6/8/8/4P3/5K2 w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> none.parseMove("e2e3"));
    assertThrows(IllegalMoveException.class, () -> none.parseMove("e2e4"));
  }

  @Test
  void relief3SecondPawnIsLost() {
    Position p = RELIEF.position("4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1 reenter:-/p");
    assertEquals("4k3/8/8/3P4/8/8/8/4K3 b - - 0 1 reenter:-/p", p.play("e4d5").text());
  }

  @Test
  void enPassantReturnsThePawn() {
    Position p = RELIEF.position("4k3/6p1/8/3pP3/8/8/8/4K3 w - d6 0 2 reenter:-/-");
    assertEquals("4k3/6p1/3P4/8/8/8/8/4K3 b - - 0 2 reenter:-/p", p.play("e5d6").text());
  }

  @Test
  void pieceMovesAndCastlingLeaveThePawnWaiting() {
    Position p = RELIEF.position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 reenter:P/-");
    assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1 reenter:P/-", p.play("e1g1").text());
    assertTrue(p.legalMoves().stream().noneMatch(m -> m.text().contains("@")));
  }

  @Test
  void rejectsBadState() {
    String board = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ";
    assertProblem(board + "reenter:N/-", "'N' may not wait");
    assertProblem(board + "reenter:PP/-", "more than 1 man");
    assertProblem(board + "reenter:p/-", "not a man of that side");
    assertProblem("4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1 reenter:P/-", "more than eight pawns");
  }

  private static void assertProblem(String text, String fragment) {
    ModestTesting.assertRejected(RELIEF, text, fragment);
  }

  @Property(tries = 20)
  void menAreOnTheBoardWaitingOrTakenForGood(
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Conservation.check(
        RELIEF.startPosition(),
        choices,
        Conservation.QUEUED,
        Conservation.victimLost(
            (before, m) ->
                m.isCapture()
                    && !(Conservation.victimType(m) == PAWN
                        && QUEUES.queue(before, before.sideToMove() ^ 1) == 0)));
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(RELIEF.startPosition().text(), "4k3/4p3/8/3p4/4P3/8/3P4/4K3 w - - 0 1 reenter:P/p");
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
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

class GentryTest extends ModestVariantContract {
  private static final Variant GENTRY = VariantRegistry.load().variant("modest-gentry");
  GentryTest() {
    super(GENTRY, Gentry::new);
  }

  private static Position play(String... moves) {
    Position p = GENTRY.startPosition();
    for (String m : moves) {
      p = p.play(m);
    }
    return p;
  }

  @Test
  void gentry1FromTheStart() {
    Position p = play("e2e4", "d7d5", "e4d5", "d8d5");
    assertEquals(
        "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR w KQkq - 0 3 reenter:P/-", p.text());
    // the re-entry is forced: the move alone names the whole turn
    assertEquals("d2d4,P@d2", p.parseMove("d2d4").text());
    assertEquals("b1c3", p.parseMove("b1c3").text());
  }

  @Test
  void gentry2PinnedBishopNeedsTheKnight() {
    Position waiting = GENTRY.position("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1 reenter:N/-");
    assertEquals("e2d3,N@e2", waiting.parseMove("e2d3").text());
    Position none = GENTRY.position("4r2k/8/8/8/8/8/4B3/4K3 w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> none.parseMove("e2d3"));
  }

  @Test
  void gentry3FromTheStart() {
    Position p = play("e2e4", "e7e5", "f1b5", "b8c6", "b5c6");
    assertEquals(
        "r1bqkbnr/pppp1ppp/2B5/4p3/4P3/8/PPPP1PPP/RNBQK1NR b KQkq - 0 3 reenter:-/n", p.text());
    assertEquals(28, p.legalMoves().size());
    assertTrue(p.legalMoves().stream().allMatch(m -> m.text().contains(",N@")));
    Position q = play("e2e4", "d7d5", "d1g4", "c8g4");
    assertTrue(q.text().endsWith(" reenter:-/-"), q.text());
  }

  @Test
  void gentry4CastlingForfeitsAPawn() {
    Position p = GENTRY.position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 reenter:P/-");
    assertEquals("e1g1", p.parseMove("e1g1").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e1g1,P@e1"));
  }

  @Test
  void promotingPawnCaptureIsFinal() {
    Position p = GENTRY.position("1r2k3/P7/8/8/8/8/8/4K3 w - - 0 1 reenter:-/-");
    assertEquals("1Q2k3/8/8/8/8/8/8/4K3 b - - 0 1 reenter:-/-", p.play("a7b8q").text());
  }

  @Test
  void enPassantIsFinal() {
    Position p = GENTRY.position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2 reenter:-/-");
    assertEquals("4k3/8/3P4/8/8/8/8/4K3 b - - 0 2 reenter:-/-", p.play("e5d6").text());
  }

  @Test
  void reenteredPawnKeepsItsDoubleStepAndMayPromote() {
    Position p = GENTRY.position("4k3/8/8/8/8/8/3N4/4K3 w - - 0 1 reenter:P/-");
    Position q = p.play("d2b3").play("e8e7");
    assertEquals("8/4k3/8/8/8/1N6/3P4/4K3 w - - 2 2 reenter:-/-", q.text());
    assertEquals("8/4k3/8/8/3P4/1N6/8/4K3 b - d3 0 2 reenter:-/-", q.play("d2d4").text());
    Position r = GENTRY.position("4k3/1R6/8/8/8/8/8/4K3 w - - 0 1 reenter:P/-").play("b7b1");
    assertEquals("4k3/1P6/8/8/8/8/8/1R2K3 b - - 1 1 reenter:-/-", r.text());
    assertTrue(r.play("e8d7").parseMove("b7b8q").promotion().isPresent());
  }

  @Test
  void rejectsBadState() {
    String board = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ";
    assertProblem(board + "reenter:NB/-", "more than 1 man");
    assertProblem(board + "reenter:Q/-", "'Q' may not wait");
    assertProblem(board + "reenter:n/-", "not a man of that side");
    assertProblem(board + "reenter:-/n", "just moved");
    assertProblem(board + "reenter:-", "reenter:");
  }

  private static void assertProblem(String text, String fragment) {
    ModestTesting.assertRejected(GENTRY, text, fragment);
  }

  @Property(tries = 20)
  void menAreOnTheBoardWaitingOrTakenForGood(
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Conservation.checkReentry(
        GENTRY.startPosition(),
        choices,
        (before, m) -> {
          int mover = Conservation.moverType(before, m);
          int victim = Conservation.victimType(m);
          return victim != 0 && (mover == KING || mover <= victim);
        });
  }

  /**
   * A knight waiting to re-enter on the square of a pinned knight that may then move (the general
   * path), and castling with nothing waiting (the bitboards).
   */
  @Override
  protected List<String> livePositions() {
    return List.of(
        "4r2k/8/8/8/8/8/4N3/4K3 w - - 0 1 reenter:N/-",
        "r3k2r/8/8/7n/8/8/8/R3K2R w KQkq - 0 1 reenter:N/-",
        "r3k2r/pppq1ppp/2n2n2/3pp3/3PP3/2N2N2/PPPQ1PPP/R3K2R w KQkq - 0 1 reenter:-/-");
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(GENTRY.startPosition().text(), "r3k2r/8/8/7n/8/8/8/R3K2R w KQkq - 0 1 reenter:N/-");
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
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

class PhantomTest extends ModestVariantContract {
  private static final Variant PHANTOM = VariantRegistry.load().variant("modest-phantom");
  PhantomTest() {
    super(PHANTOM, Phantom::new);
  }

  private static Position play(String... moves) {
    Position p = PHANTOM.startPosition();
    for (String m : moves) {
      p = p.play(m);
    }
    return p;
  }

  @Test
  void phantom1FromTheStart() {
    Position p = play("e2e4", "d7d5", "e4d5");
    assertEquals(
        "rnbqkbnr/ppp1pppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2 reenter:P/-", p.text());
    Position q = p.play("g8f6");
    assertEquals("d2d4,P@d2", q.parseMove("d2d4").text());
    assertEquals(
        "rnbqkb1r/ppp1pppp/5n2/8/3P4/8/PPPP1PPP/RNBQKBNR b KQkq d3 0 3 reenter:-/-",
        q.play("d2d4").text());
    assertTrue(q.play("b1c3").text().endsWith(" reenter:-/-"));
  }

  @Test
  void phantom3FromTheStart() {
    Position p = play("b1c3", "d7d5", "c3d5", "d8d5");
    assertEquals(
        "rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPPPPPP/R1BQKBNR w KQkq - 1 3 reenter:N/-", p.text());
  }

  @Test
  void phantom4CapturingPawnDoesNotPromote() {
    Position p = PHANTOM.position("2r1k3/1P6/8/8/8/8/8/4K3 w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("b7c8q"));
    assertTrue(p.parseMove("b7c8").promotion().isEmpty());
    assertEquals(
        List.of("b7c8"),
        p.legalMoves().stream().map(m -> m.text()).filter(t -> t.startsWith("b7c8")).toList());
  }

  @Test
  void vanishingCapturerMayNotExposeItsKing() {
    // the rook on e3 shields the king from the rook on e8: taking the queen on e7 would be legal
    // in FIDE chess but the capturer vanishes
    Position p = PHANTOM.position("4r2k/4q3/8/8/8/4R3/8/4K3 w - - 0 1 reenter:-/-");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e3e7"));
    assertEquals("e3e6", p.parseMove("e3e6").text());
  }

  @Test
  void castlingPlacesAWaitingPieceAndForfeitsAPawn() {
    Position piece = PHANTOM.position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 reenter:B/-");
    assertEquals("4k3/8/8/8/8/8/8/2KRB2R b - - 1 1 reenter:-/-", piece.play("e1c1").text());
    Position pawn = PHANTOM.position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1 reenter:P/-");
    assertEquals("e1g1", pawn.parseMove("e1g1").text());
    assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1 reenter:-/-", pawn.play("e1g1").text());
  }

  @Test
  void rejectsBadState() {
    String board = "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ";
    assertProblem(board + "reenter:-/np", "more than 1 man");
    assertProblem(board + "reenter:Q/-", "'Q' may not wait");
    assertProblem(board + "reenter:-/N", "not a man of that side");
    assertProblem(board + "reenter:N", "reenter:");
  }

  private static void assertProblem(String text, String fragment) {
    ModestTesting.assertRejected(PHANTOM, text, fragment);
  }

  @Property(tries = 20)
  void menAreOnTheBoardWaitingOrTakenForGood(
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 999) Integer> choices) {
    // the victim is lost; a vanishing capturer only waits
    Conservation.checkReentry(PHANTOM.startPosition(), choices, (before, m) -> m.isCapture());
  }

  @Property(tries = 20)
  void queensAndKingsStayAfterCapturing(
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Position p = PHANTOM.startPosition();
    for (int choice : choices) {
      List<io.github.overtake.core.Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return;
      }
      for (io.github.overtake.core.Move m : moves) {
        if (m.isCapture()) {
          int mover = Conservation.moverType(p.toMutable(), m);
          // the landing square of the board move (the text's second square)
          boolean stays = p.play(m).board().pieceAt(m.text().substring(2, 4)).isPresent();
          assertEquals(mover == QUEEN || mover == KING, stays, m.text() + " in " + p.text());
        }
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(PHANTOM.startPosition().text(), "4k3/8/8/3p4/8/2N5/8/R3K3 w Q - 0 1 reenter:B/-");
  }
}

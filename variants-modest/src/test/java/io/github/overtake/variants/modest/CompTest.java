package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.PAWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class CompTest extends ModestVariantContract {
  private static final Variant COMP = VariantRegistry.load().variant("modest-comp");

  /** White short of pawns with some in the pool, pieces exposed on both sides. */
  static final String LIVE =
      "r1bqk2r/ppp2ppp/2n2n2/3p4/1b1P4/2N2N2/PP3PPP/R1B1KB1R[PP] b KQkq - 0 7";

  CompTest() {
    super(COMP, Comp::new, List.of(LIVE), 60);
  }

  /** A back-rank mate with a pawn drop due that no square of ranks 3 to 6 lets block. */
  @Override
  protected List<String> noMovePositions() {
    return List.of("4k3/8/8/8/8/8/5PPP/r5K1[] w - - 0 1 drop:P");
  }

  @Test
  void comp2EightWhitePawnsShieldWhitePieces() {
    Position p = COMP.position("rnbqkbnr/pppp1ppp/8/4p1N1/8/8/PPPPPPPP/RNB1KB1R[] b KQkq - 1 2");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("d8g5"));
    assertEquals("d8f6", p.parseMove("d8f6").text());
  }

  @Test
  void comp3TheShieldNeverCoversTheKing() {
    Position p = COMP.position("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNB1KBNR[] w KQkq - 1 3");
    assertTrue(p.isCheck());
    assertFalse(p.isGameOver());
  }

  @Test
  void comp4EveryTurnStartsWithTheDropOnRanksThreeToSix() {
    Position p =
        COMP.position("rnb1kbnr/pppp1ppp/8/6q1/5p2/8/PPPPP1PP/RNB1KB1R[] w KQkq - 0 4 drop:P");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("d2d4"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("P@e2,d2d4"));
    assertTrue(p.legalMoves().stream().allMatch(m -> m.text().startsWith("P@")));
  }

  @Test
  void comp5ACaptureThatLetsWhiteDropAndTakeTheKingIsIllegal() {
    Position p = COMP.position("r7/8/4k3/8/8/8/8/N3K3[P] b - - 0 1");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("a8a1"));
    assertEquals("a8a2", p.parseMove("a8a2").text());
    Position empty = COMP.position("r7/8/4k3/8/8/8/8/N3K3[] b - - 0 1");
    assertEquals("a8a1", empty.parseMove("a8a1").text());
  }

  @Test
  void comp6TheDropMayBlockACheck() {
    Position p = COMP.position("4k3/8/8/8/7b/8/8/4K3[] w - - 0 1 drop:P");
    assertTrue(p.isCheck());
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("e1e2"));
    assertEquals("P@g3,e1e2", p.parseMove("P@g3,e1e2").text());
  }

  @Test
  void theDroppedPawnMayMoveAndCaptureAtOnce() {
    Position p = COMP.position("4k3/8/8/3r4/8/8/8/4K3[] w - - 0 1 drop:P");
    assertEquals("4k3/8/8/3P4/8/8/8/4K3[] b - - 0 1", p.play("P@c4,c4d5").text());
    assertEquals("4k3/8/8/3r4/2P5/8/8/4K3[] b - - 0 1", p.play("P@c3,c3c4").text());
  }

  @Test
  void checkmateNeedsEveryDropAndMovePairToFail() {
    // The rook mates on the back rank unless a dropped pawn can block: no rank 3-6 square helps.
    Position p = COMP.position("4k3/8/8/8/8/8/5PPP/r5K1[] w - - 0 1 drop:P");
    assertTrue(p.isCheck());
    assertTrue(p.legalMoves().isEmpty());
    assertTrue(p.isGameOver());
  }

  @Test
  void aCapturedPromotedQueenReturnsAPawnAndAnEmptyPoolReturnsNothing() {
    Position queen = COMP.position("4k3/q7/8/8/8/8/8/Q3K3[P] b - - 0 1");
    assertEquals("4k3/8/8/8/8/8/8/q3K3[] w - - 0 2 drop:P", queen.play("a7a1").text());
    Position empty = COMP.position("4k3/q7/8/8/8/8/8/Q3K3[] b - - 0 1");
    assertEquals("4k3/8/8/8/8/8/8/q3K3[] w - - 0 2", empty.play("a7a1").text());
  }

  @Test
  void blackMayAlwaysTakeWhitePawns() {
    Position p = COMP.position("4k3/8/8/8/8/7n/PPPPPPPP/RNB1KBN1[] b Q - 0 1");
    assertEquals("4k3/8/8/8/8/8/PPPPPnPP/RNB1KBN1[P] w Q - 0 2", p.play("h3f2").text());
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("h3g1"));
  }

  @Test
  void badPositionsAreRejectedWithTheProblem() {
    ModestTesting.assertRejected(COMP, "4k3/8/8/8/8/8/8/4K3[p] w - - 0 1", "'p'");
    ModestTesting.assertRejected(COMP, "4k3/8/8/8/8/8/8/4K3[] b - - 0 1 drop:P", "White to move");
    ModestTesting.assertRejected(
        COMP, "8/8/4k3/8/8/8/8/N3K3[] w - - 0 1 drop:P", "not to move is in check");
  }

  @Property(tries = 20)
  void threatTestAgreesWithTheGeneralOneNearTheBlackKing(
      @ForAll @Size(max = 20) List<@IntRange(min = 0, max = 999) Integer> choices) {
    ModestTesting.threatTestAgreesWithGeneral(
        new Comp(), COMP.position("8/2r5/4k3/8/1N6/8/3P4/R3K3[PP] b Q - 0 1"), choices);
  }

  @Property(tries = 30)
  void randomGamesFromALivePositionKeepInvariantsAndMaterial(
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Game g = RandomGames.play(COMP.position(LIVE), choices);
    List<Position> line = g.positions();
    for (int i = 0; i < g.moves().size(); i++) {
      Move m = g.moves().get(i);
      long whitePieces =
          m.capturedPieces().stream()
              .filter(c -> c.side().index() == 0 && c.type().letter() != 'P')
              .count();
      long black = m.capturedPieces().stream().filter(c -> c.side().index() == 1).count();
      assertEquals(white(line.get(i)) - whitePieces, white(line.get(i + 1)), m.text());
      assertEquals(
          line.get(i).toMutable().pieceCount(1) - black,
          line.get(i + 1).toMutable().pieceCount(1),
          m.text());
    }
  }

  /** White men on the board, White pawns in the pool, and a pawn due to be dropped. */
  private static int white(Position p) {
    MutablePosition mp = p.toMutable();
    return mp.pieceCount(0) + mp.pool(Pieces.code(PAWN, 0)) + (p.text().contains("drop:P") ? 1 : 0);
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("4k3/8/8/3r4/8/8/8/4K3[] w - - 0 1 drop:P");
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.PAWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.PieceType;
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

class BountyTest extends ModestVariantContract {
  private static final Variant BOUNTY = VariantRegistry.load().variant("modest-bounty");

  /** A middlegame with pawns in both pools, where captures of pieces pay bounties. */
  static final String LIVE =
      "r1bqk2r/ppp2ppp/2n2n2/3p4/1b1P4/2N2N2/PP3PPP/R1BQKB1R[PPp] w KQkq - 0 7";

  BountyTest() {
    super(BOUNTY, Bounty::new, List.of(LIVE), 60);
  }

  @Test
  void bounty1TheDropIsMandatoryAndOnRanksThreeToSix() {
    Position p = BOUNTY.position("4k3/8/5n2/8/7B/8/8/4K3[P] w - - 0 1");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("h4f6"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("h4f6,P@e2"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("h4f6,P@e7"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("h4f6,P@f6"));
    assertEquals(31, p.legalMoves().stream().filter(m -> m.text().startsWith("h4f6,")).count());
    assertEquals("h4f6,P@e4", p.parseMove("h4f6,P@e4").text());
  }

  @Test
  void bounty4TheDropMustCloseTheLineTheCaptureOpened() {
    Position p = BOUNTY.position("4r2k/8/8/8/8/3n4/4B3/4K3[P] w - - 0 1");
    assertTrue(p.isCheck());
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("e2d3,P@a4"));
    assertEquals("e2d3,P@e4", p.parseMove("e2d3,P@e4").text());
  }

  @Test
  void aBountyPawnMayGiveCheckAndHasNoDoubleStepFromRankThree() {
    Position p = BOUNTY.position("8/8/4k3/8/2n5/8/8/2R1K3[P] w - - 0 1");
    Position after = p.play(p.parseMove("c1c4,P@d5"));
    assertTrue(after.isCheck());
    Position low = BOUNTY.position("4k3/8/8/8/2n5/8/8/2R1K3[P] w - - 0 1")
        .play("c1c4,P@a3").play("e8d8");
    assertThrows(IllegalArgumentException.class, () -> low.parseMove("a3a5"));
    assertEquals("a3a4", low.parseMove("a3a4").text());
    assertTrue(low.play("a3a4").enPassantSquare().isEmpty());
  }

  @Test
  void aKingCapturePaysTheBountyToo() {
    Position p = BOUNTY.position("4k3/8/8/8/8/8/3q4/4K3[Pp] w - - 0 1");
    Move kxd2 = p.parseMove("e1d2,P@e4");
    assertEquals("4k3/8/8/8/4P3/8/3K4/8[p] b - - 0 1", p.play(kxd2).text());
  }

  @Test
  void repetitionCountsWithThePoolsAsPartOfThePosition() {
    Game g = Game.startingFrom(BOUNTY.position("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w - - 0 1"));
    for (int i = 0; i < 2; i++) {
      g = g.play("e1d1").play("e8d8").play("d1e1").play("d8e8");
    }
    assertEquals(3, g.repetitions());
    assertEquals("draw repetition", g.outcome().text());
    assertTrue(g.position().text().startsWith("4k3/4p3/8/8/8/8/4P3/4K3[Pp] w"));
  }

  @Test
  void anEnPassantVictimJoinsThePool() {
    Position p = BOUNTY.position("4k3/8/8/3pP3/8/8/8/4K3[] w - d6 0 1");
    assertEquals("4k3/8/3P4/8/8/8/8/4K3[p] b - - 0 1", p.play("e5d6").text());
  }

  @Test
  void badPositionsAreRejectedWithTheProblem() {
    ModestTesting.assertRejected(BOUNTY, "4k3/8/8/8/8/8/8/4K3[N] w - - 0 1", "'N'");
    ModestTesting.assertRejected(BOUNTY, "4k3/8/8/8/8/8/8/4K3[P] w - - 0 1 drop:P", "drop:P");
  }

  @Property(tries = 30)
  void randomGamesFromALivePositionKeepInvariantsAndMaterial(
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Game g = RandomGames.play(BOUNTY.position(LIVE), choices);
    List<Position> line = g.positions();
    for (int i = 0; i < g.moves().size(); i++) {
      Move m = g.moves().get(i);
      for (int side = 0; side < 2; side++) {
        int s = side;
        long piecesLost =
            m.capturedPieces().stream()
                .filter(c -> c.side().index() == s && !c.type().equals(pawn()))
                .count();
        assertEquals(
            material(line.get(i), side) - piecesLost,
            material(line.get(i + 1), side),
            "every man is on the board, a pawn in the pool, or a captured piece: "
                + m.text() + " in " + line.get(i).text());
      }
    }
  }

  private static PieceType pawn() {
    return BOUNTY.rules().pieceTypes().get(PAWN - 1);
  }

  /** Men of a side on the board plus its pawns in the pool. */
  private static int material(Position p, int side) {
    MutablePosition mp = p.toMutable();
    return mp.pieceCount(side) + mp.pool(Pieces.code(PAWN, side));
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("r3k2r/8/8/8/8/8/8/R3K2R[Pp] w KQkq - 0 1");
  }
}

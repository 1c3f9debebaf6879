package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.PAWN;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class RebateTest extends ModestVariantContract {
  private static final Variant REBATE = VariantRegistry.load().variant("modest-rebate");

  /** Both sides short of pawns, pieces en prise: rebates are earned at once. */
  static final String LIVE = "r1bqk2r/pp3ppp/2n2n2/3p4/1b1P4/2N2N2/PP3PPP/R1BQKB1R w KQkq - 0 7";

  RebateTest() {
    super(REBATE, Rebate::new, List.of(LIVE), 40);
  }

  @Test
  void rebate1ThePlacementComesFirstOnRanksThreeToSixWithoutCheck() {
    Position p = REBATE.position("4k3/ppppppp1/8/8/8/8/4K3/8 b - - 0 1 drop:p");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("P@d3,e8d8"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("P@f3,e8d8"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("P@h2,e8d8"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("P@h7,e8d8"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("e8d8"));
    assertEquals(
        30,
        p.legalMoves().stream().map(m -> m.text().substring(0, m.text().indexOf(','))).distinct()
            .count());
    assertTrue(p.legalMoves().stream().allMatch(m -> m.text().startsWith("P@")));
  }

  @Test
  void aPlacedPawnMayBlockACheckAndMoveOnLater() {
    // Black's rook checks along the e-file; the rebate pawn may be placed on e3 to block it.
    Position p = REBATE.position("4r1k1/8/8/8/8/8/8/4K3 w - - 0 1 drop:P");
    assertTrue(p.isCheck());
    Move block = p.parseMove("P@e3,e1d2");
    assertEquals("4r1k1/8/8/8/8/4P3/3K4/8 b - - 1 1", p.play(block).text());
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("P@a3,e1e2"));
    assertEquals("P@e3,e1e2", p.parseMove("P@e3,e1e2").text());
  }

  @Test
  void promotedPawnsCountAsLost() {
    // White's pawns all promoted: a queen lost while no White pawn is on the board earns a pawn.
    Position p = REBATE.position("4k3/8/8/8/8/8/3r4/3QK1Q1 b - - 0 1");
    assertEquals("4k3/8/8/8/8/8/8/3rK1Q1 w - - 0 2 drop:P", p.play("d2d1").text());
  }

  @Test
  void badPositionsAreRejectedWithTheProblem() {
    ModestTesting.assertRejected(REBATE, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 drop:N", "P or p");
    ModestTesting.assertRejected(
        REBATE, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 drop:p", "side not to move");
    ModestTesting.assertRejected(
        REBATE, "4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1 drop:P", "eight pawns");
    assertThrows(
        InvalidPositionException.class,
        () -> REBATE.position("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1"));
  }

  @Test
  void bareKingsWithAPlacementDueAreNotADeadDraw() {
    Position p = REBATE.position("4k3/8/8/8/8/8/8/4K3 w - - 0 1 drop:P");
    assertFalse(p.isGameOver());
    assertTrue(REBATE.position("4k3/8/8/8/8/8/8/4K3 w - - 0 1").isGameOver());
  }

  @Property(tries = 30)
  void randomGamesFromALivePositionKeepInvariantsAndMaterial(
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Game g = RandomGames.play(REBATE.position(LIVE), choices);
    List<Position> line = g.positions();
    for (int i = 0; i < g.moves().size(); i++) {
      Move m = g.moves().get(i);
      Position before = line.get(i);
      Position after = line.get(i + 1);
      int mover = before.sideToMove().index();
      for (int side = 0; side < 2; side++) {
        int s = side;
        long lost = m.capturedPieces().stream().filter(c -> c.side().index() == s).count();
        int placed = side == mover && m.text().startsWith("P@") ? 1 : 0;
        assertEquals(
            men(before, side) - lost + placed,
            men(after, side),
            "men leave only by capture and come only by a rebate placement: " + m.text());
      }
      boolean earned =
          m.capturedPieces().stream()
              .anyMatch(c -> c.type().letter() != 'P' && c.type().letter() != 'K')
              && before.toMutable().countType(mover ^ 1, PAWN) < 8;
      assertEquals(earned, after.text().contains(" drop:"), "a rebate is due after " + m.text());
    }
  }

  private static int men(Position p, int side) {
    return p.toMutable().pieceCount(side);
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("4k3/8/8/8/8/8/8/R3K3 b Q - 0 1 drop:p");
  }
}

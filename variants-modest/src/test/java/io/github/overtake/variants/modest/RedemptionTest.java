package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
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
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class RedemptionTest extends ModestVariantContract {
  private static final Variant REDEMPTION = VariantRegistry.load().variant("modest-redemption");

  /** Both sides can redeem a minor piece at once. */
  static final String LIVE =
      "r1bqk2r/ppp2ppp/5n2/3p4/3P4/2N5/PP3PPP/R2QKB1R[NBnbPPpp] w KQkq - 0 9";

  RedemptionTest() {
    super(REDEMPTION, Redemption::new, List.of(LIVE), 60);
  }

  @Test
  void redem2RooksAndQueensAreNeverRecovered() {
    Position p = REDEMPTION.position("4k3/8/8/8/8/8/4P3/4K3[Npp] w - - 0 1");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("ex(pp:R),e2e4,R@e2"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("ex(pp:B),e2e4,B@e2"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("ex(p:N),e2e4,N@e2"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("ex(pp:N),e2e4,N@e3"));
    Position one = REDEMPTION.position("4k3/8/8/8/8/8/4P3/4K3[Np] w - - 0 1");
    assertTrue(one.legalMoves().stream().noneMatch(m -> m.text().startsWith("ex(")));
  }

  @Test
  void theShortTextWithoutTheForcedEntryIsAccepted() {
    Position p = REDEMPTION.position("4k3/8/8/8/8/8/4P3/4K3[Npp] w - - 0 1");
    assertEquals("ex(pp:N),e2e4,N@e2", p.parseMove("ex(pp:N),e2e4").text());
  }

  @Test
  void theRecoveredPieceMayBlockACheckOrGiveOne() {
    // The knight on e2 is pinned by the rook; the bishop entering on e2 closes the file again.
    Position p = REDEMPTION.position("4r1k1/8/8/8/8/8/4N3/4K3[Bpp] w - - 0 1");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("e2c3"));
    assertEquals("ex(pp:B),e2c3,B@e2", p.parseMove("ex(pp:B),e2c3,B@e2").text());
    Position black = REDEMPTION.position("4k3/8/8/8/8/8/8/4K3[PPn] b - - 0 1");
    assertEquals("3kn3/8/8/8/8/8/8/4K3[] w - - 1 2", black.play("ex(PP:n),e8d8,N@e8").text());
  }

  @Test
  void castlingRecoversOnTheKingsSquare() {
    Position p = REDEMPTION.position("4k3/8/8/8/8/8/8/4K2R[Bpp] w K - 0 1");
    assertEquals("4k3/8/8/8/8/8/8/4BRK1[] b - - 1 1", p.play("ex(pp:B),e1g1,B@e1").text());
  }

  @Test
  void badPositionsAreRejectedWithTheProblem() {
    ModestTesting.assertRejected(REDEMPTION, "4k3/8/8/8/8/8/4P3/4K3[Rpp] w - - 0 1", "'R'");
    assertThrows(
        InvalidPositionException.class,
        () -> REDEMPTION.position("4k3/8/8/8/8/8/4P3/4K3[q] w - - 0 1"));
  }

  @Test
  void bareKingsAreDeadOnlyWhenNoExchangeIsLeft() {
    assertTrue(REDEMPTION.position("4k3/8/8/8/8/8/8/4K3[Np] w - - 0 1").isGameOver());
    assertFalse(REDEMPTION.position("4k3/8/8/8/8/8/8/4K3[Npp] w - - 0 1").isGameOver());
  }

  @Property(tries = 30)
  void randomGamesFromALivePositionKeepInvariantsAndMaterial(
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Game g = RandomGames.play(REDEMPTION.position(LIVE), choices);
    List<Position> line = g.positions();
    for (int i = 0; i < g.moves().size(); i++) {
      Move m = g.moves().get(i);
      int mover = line.get(i).sideToMove().index();
      for (int side = 0; side < 2; side++) {
        int s = side;
        long gone =
            m.capturedPieces().stream()
                .filter(c -> c.side().index() == s && "RQ".indexOf(c.type().letter()) >= 0)
                .count();
        int given = side != mover && m.text().startsWith("ex(") ? 2 : 0;
        assertEquals(
            material(line.get(i), side) - gone - given,
            material(line.get(i + 1), side),
            "men are on the board, in the pool, captured rooks and queens, or pawns given up: "
                + m.text());
      }
    }
  }

  /** Men of a side on the board plus its pawns, knights and bishops in the pool. */
  private static int material(Position p, int side) {
    MutablePosition mp = p.toMutable();
    return mp.pieceCount(side)
        + mp.pool(Pieces.code(PAWN, side))
        + mp.pool(Pieces.code(KNIGHT, side))
        + mp.pool(Pieces.code(BISHOP, side));
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("4k3/8/8/8/8/8/8/R3K2R[NBpp] w KQ - 0 1");
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

class ParoleTest extends ModestVariantContract {
  private static final Variant PAROLE = VariantRegistry.load().variant("modest-parole");

  /** Both sides hold an enemy bishop and have a rook or knight to recover. */
  static final String LIVE =
      "r2qkb1r/ppp2ppp/2n5/3p4/3P4/2N5/PPP2PPP/R2QKB1R[BNbn] w KQkq - 0 8";

  ParoleTest() {
    super(PAROLE, Parole::new, List.of(LIVE));
  }

  @Test
  void parole1NothingToRecoverAtTheStart() {
    Position p = PAROLE.startPosition();
    assertTrue(p.legalMoves().stream().noneMatch(m -> m.text().startsWith("ex(")));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("ex(b:Q),d1c1,Q@d1"));
  }

  @Test
  void parole3ThePlacedBishopMayNotCheckAndComesFirst() {
    Position p = PAROLE.position("4k3/8/8/8/8/5N2/8/4K1R1[] b - - 1 1 drop:b");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("B@a5,e8d8"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("B@b4,e8d8"));
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("e8d8"));
    assertTrue(p.legalMoves().stream().allMatch(m -> m.text().startsWith("B@")));
  }

  @Test
  void theForcedEntryMayBeLeftOutButNeverThePlacement() {
    Position p = PAROLE.position("4k3/8/8/8/8/8/8/4K1N1[Rb] w - - 0 1");
    assertEquals("ex(b:R),g1f3,R@g1", p.parseMove("ex(b:R),g1f3").text());
    Position q = PAROLE.position("4k3/8/8/8/8/5N2/8/4K1R1[] b - - 1 1 drop:b");
    assertThrows(IllegalArgumentException.class, () -> q.parseMove("e8d8"));
  }

  @Test
  void parole4BishopsAreNeverRecovered() {
    Position p = PAROLE.position("4k3/8/8/8/8/8/8/4K1N1[BRb] w - - 0 1");
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("ex(b:B),g1f3,B@g1"));
    assertTrue(p.legalMoves().stream().noneMatch(m -> m.text().startsWith("ex(b:B)")));
  }

  @Test
  void aBishopPlacementMayBlockACheckAndBeFollowedByAnExchange() {
    // Black's rook checks along the e-file; the bishop placed on e4 blocks it, then White trades
    // Black's bishop for its knight, which enters on the king's square.
    Position p = PAROLE.position("4r1k1/8/8/8/8/8/8/4K3[Nb] w - - 0 1 drop:B");
    assertTrue(p.isCheck());
    Move m = p.parseMove("B@e4,ex(b:N),e1d2,N@e1");
    assertEquals("4r1k1/8/8/8/4B3/8/3K4/4N3[] b - - 1 1 drop:b", p.play(m).text());
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("B@a4,e1e2"));
  }

  @Test
  void aDiscoveredCheckThroughAPlacedBishopIsOrdinary() {
    // The bishop may stand behind a man on the diagonal to the king: no check when placed.
    Position p = PAROLE.position("4k3/8/2N5/8/8/8/8/4K3[] w - - 0 1 drop:B");
    Position after = p.play("B@a4,c6b8");
    assertTrue(after.isCheck());
  }

  @Test
  void castlingRecoversOnTheKingsSquare() {
    Position p = PAROLE.position("4k3/8/8/8/8/8/8/4K2R[Rb] w K - 0 1");
    assertEquals("4k3/8/8/8/8/8/8/4RRK1[] b - - 1 1 drop:b", p.play("ex(b:R),e1g1,R@e1").text());
  }

  @Test
  void badPositionsAreRejectedWithTheProblem() {
    ModestTesting.assertRejected(
        PAROLE, "rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR[BbP] w KQkq - 0 1", "'P'");
    ModestTesting.assertRejected(
        PAROLE, "4k3/8/8/8/8/5N2/8/4K1R1[] w - - 1 1 drop:b", "side not to move");
    ModestTesting.assertRejected(PAROLE, "4k3/8/8/8/8/5N2/8/4K1R1[] b - - 1 1 drop:r", "B or b");
  }

  @Test
  void bareKingsAreDeadOnlyWhenNothingCanComeBack() {
    assertTrue(PAROLE.position("4k3/8/8/8/8/8/8/4K3[Bb] w - - 0 1").isGameOver());
    assertFalse(PAROLE.position("4k3/8/8/8/8/8/8/4K3[Rb] w - - 0 1").isGameOver());
    assertFalse(PAROLE.position("4k3/8/8/8/8/8/8/4K3[] w - - 0 1 drop:B").isGameOver());
  }

  @Property(tries = 3)
  void randomGamesFromALivePositionKeepInvariants(
      @ForAll @Size(max = 4) List<@IntRange(min = 0, max = 999) Integer> choices) {
    // positions with a bishop to place have thousands of turns: the full per-position checks
    // (step-wise input of every turn) are costly, so the lines here are short
    RandomGames.play(PAROLE.position(LIVE), choices);
  }

  @Property(tries = 30)
  void randomLinesFromALivePositionKeepMaterial(
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Position p = PAROLE.position(LIVE);
    for (int choice : choices) {
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty() || p.isGameOver()) {
        return;
      }
      Move m = moves.get(Math.floorMod(choice, moves.size()));
      Position next = p.play(m);
      for (int side = 0; side < 2; side++) {
        int s = side;
        long pawns =
            m.capturedPieces().stream()
                .filter(c -> c.side().index() == s && c.type().letter() == 'P')
                .count();
        assertEquals(
            material(p, side) - pawns,
            material(next, side),
            "men are on the board, in the pool, due to be placed, or captured pawns: " + m.text());
      }
      p = next;
    }
  }

  /** Men of a side on the board, its pieces in the pool, and its bishop due to be placed. */
  private static int material(Position p, int side) {
    MutablePosition mp = p.toMutable();
    int n = mp.pieceCount(side);
    for (int type : new int[] {KNIGHT, BISHOP, ROOK, QUEEN}) {
      n += mp.pool(Pieces.code(type, side));
    }
    return n + (p.text().contains(side == 0 ? "drop:B" : "drop:b") ? 1 : 0);
  }

  @Override
  protected int gameLength() {
    return 20; // a due placement multiplies the turns by up to 60: short games keep the cost
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("4k3/8/8/8/8/8/8/R3K3[] b Q - 0 1 drop:b");
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.orthodox.Orthodox;
import io.github.overtake.core.spi.Pieces;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class SanctuaryTest extends ModestVariantContract {
  private static final Variant V = VariantRegistry.load().variant("modest-sanctuary");

  private static final List<String> STARTS =
      List.of(
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "r3k2r/pp1b1ppp/2n1bn2/3pp3/3PP3/2N1BN2/PP1B1PPP/R3K2R w KQkq - 0 1",
          "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 4");

  SanctuaryTest() {
    super(V, Sanctuary::new, STARTS, 60);
  }

  @Test
  void foreignStateIsRejected() {
    DiplomatTest.assertRejectsForeignState(V, "");
  }

  @Test
  void oneBishopBesideAManMakesItImmune() {
    Position p = V.position("4k3/8/8/4b3/3n4/8/3R4/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d2d4"));
    Position two = V.position("4k3/8/8/2B1b3/3n4/8/3R4/4K3 w - - 0 1");
    assertEquals("d2d4", two.parseMove("d2d4").text());
  }

  @Test
  void kingIsNeverImmune() {
    Position p = V.position("4k3/3B4/8/8/8/8/8/4R1K1 b - - 0 1");
    assertTrue(p.isCheck());
    assertEquals("e8d7", p.parseMove("e8d7").text());
  }

  @Test
  void enPassantVictimBesideABishopIsImmune() {
    Position p = V.position("4k3/8/2b5/3pP3/8/8/8/4K3 w - d6 0 2");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e5d6"));
  }

  @Test
  void theBishopBesideAManCannotTakeIt() {
    Position p = V.position("4k3/8/8/4n3/3B4/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4e5"));
  }

  @Test
  void kingCannotTakeACheckerInSanctuary() {
    Position p = V.position("4k3/8/8/8/8/3b4/3p4/4K3 w - - 0 1");
    assertTrue(p.isCheck());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e1d2"));
  }

  @Property(tries = 25)
  void legalMovesAreChessLessCapturesInSanctuary(
      @ForAll @IntRange(min = 0, max = 2) int start,
      @ForAll @Size(max = 50) List<@IntRange(min = 0, max = 999) Integer> choices) {
    DiplomatTest.legalIsChessLess(
        V.position(STARTS.get(start)),
        (mp, victim) -> {
          int type = Pieces.type(mp.at(victim));
          if (type == Orthodox.KING || type == Orthodox.BISHOP) {
            return false;
          }
          int bishops = 0;
          for (int sq = 0; sq < 64; sq++) {
            int df = Math.abs((sq & 7) - (victim & 7));
            int dr = Math.abs((sq >> 3) - (victim >> 3));
            if (sq != victim && df <= 1 && dr <= 1 && Pieces.type(mp.at(sq)) == Orthodox.BISHOP) {
              bishops++;
            }
          }
          return bishops == 1;
        },
        choices);
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(STARTS.get(1));
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.orthodox.Orthodox;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class LowerEchelonTest extends ModestVariantContract {
  private static final Variant V = VariantRegistry.load().variant("modest-lower-echelon");

  /** Start positions for random games: the array, an open middlegame, a pawn-race ending. */
  static final List<String> STARTS =
      List.of(
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 4",
          "4k3/1pp2p2/3p4/pP2P1p1/2P5/8/5PPP/4K3 w - a6 0 1");

  LowerEchelonTest() {
    super(V, LowerEchelon::new, STARTS, 60);
  }

  @Test
  void foreignStateIsRejected() {
    DiplomatTest.assertRejectsForeignState(V, "");
  }

  @Test
  void queenWithCheaperTargetsGivesNoCheck() {
    Position p = V.startPosition().play("f2f4").play("e7e6").play("g2g4").play("d8h4");
    assertFalse(p.isCheck(), "1 f4 e6 2 g4 Qh4 is no check");
    assertFalse(p.isGameOver());
    assertEquals(
        V.position("rnb1kbnr/pppp1ppp/4p3/8/5PPq/8/PPPPP2P/RNBQKBNR w KQkq - 1 3").text(),
        p.text());
  }

  @Test
  void cheaperTargetEndsTheCheck() {
    Position p = V.startPosition().play("e2e3").play("d7d5").play("f1b5");
    assertTrue(p.isCheck(), "2 Bb5 is check");
    Position a6 = p.play("a7a6");
    assertFalse(a6.play("a2a3").isCheck(), "after 2...a6 the bishop must take a6 first");
    assertEquals("b8a6", p.parseMove("b8a6").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("g8f6"));
  }

  @Test
  void manMustTakeItsLowestTarget() {
    Position p = V.position("4k3/8/2q1n3/3P4/8/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d5c6"));
    assertEquals("d5e6", p.parseMove("d5e6").text());
  }

  @Test
  void kingMayNotTakeADearerUndefendedMan() {
    Position p = V.position("7k/8/3p4/4p3/4K3/3n4/8/8 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e4d3"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e4e5"));
  }

  @Test
  void movingTheLastOtherTargetAwayIsIllegal() {
    Position p = V.position("4k3/8/8/8/7q/8/7N/4K3 w - - 0 1");
    assertFalse(p.isCheck());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("h2f3"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("h2f1"));
    assertEquals("h2g4", p.parseMove("h2g4").text());
  }

  /**
   * The filter agrees with an independent one that groups FIDE's pseudo-legal moves by origin
   * and keeps, per origin, the captures of the extremal victim rank ({@code highMask}: the types
   * that take their highest victim).
   */
  static void filterAgreesWithGrouping(
      ModestVariant v, int highMask, Position start, List<Integer> choices) {
    ModestKit k = ModestRules.kit();
    Position p = start;
    for (int choice : choices) {
      MutablePosition mp = p.toMutable();
      MoveBuffer all = new MoveBuffer();
      k.fideMoves(mp, mp.sideToMove(), all);
      int[] best = new int[64];
      for (int m = 0; m < all.size(); m++) {
        int victim = Pieces.type(ModestKit.firstCaptured(all, m));
        int from = all.from(m);
        boolean high = (highMask & (1 << Pieces.type(ModestKit.mover(all, m)))) != 0;
        if (victim > 0 && (best[from] == 0 || (high ? victim > best[from] : victim < best[from]))) {
          best[from] = victim;
        }
      }
      Set<String> expected = new TreeSet<>();
      for (int m = 0; m < all.size(); m++) {
        int victim = Pieces.type(ModestKit.firstCaptured(all, m));
        if (victim == 0 || victim == best[all.from(m)]) {
          expected.add(text(all, m));
        }
      }
      MoveBuffer got = new MoveBuffer();
      v.turns(k, mp, got, true);
      Set<String> gotTexts = new TreeSet<>();
      for (int m = 0; m < got.size(); m++) {
        gotTexts.add(text(got, m));
      }
      assertEquals(expected, gotTexts, p.text());
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return;
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  private static String text(MoveBuffer b, int m) {
    return MoveText.format(
        ModestRules.kit().geometry(), Orthodox.pieceTypes(), b.opsOf(m), b.flags(m));
  }

  @Property(tries = 25)
  void filterAgreesWithAnIndependentGrouping(
      @ForAll @IntRange(min = 0, max = 2) int start,
      @ForAll @Size(max = 50) List<@IntRange(min = 0, max = 999) Integer> choices) {
    filterAgreesWithGrouping(new LowerEchelon(), 0, V.position(STARTS.get(start)), choices);
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(STARTS.get(1));
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.orthodox.Orthodox;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.BiPredicate;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class DiplomatTest extends ModestVariantContract {
  private static final Variant V = VariantRegistry.load().variant("modest-diplomat");

  private static final List<String> STARTS =
      List.of(
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "4k3/8/5n2/7b/1b1Q4/2N5/P7/R3K3 w Q - 0 1",
          "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 4");

  DiplomatTest() {
    super(V, Diplomat::new, STARTS, 60);
  }

  @Test
  void idleKnightCannotBeTaken() {
    Position p = V.position("4k3/8/8/8/3p4/2N5/8/4K3 b - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d4c3"));
    assertEquals("d4d3", p.parseMove("d4d3").text());
    Position busy = V.position("4k3/8/8/1p6/3p4/2N5/8/4K3 b - - 0 1");
    assertEquals("d4c3", busy.parseMove("d4c3").text());
  }

  @Test
  void kingCannotTakeAnIdleBishop() {
    Position p = V.position("3Bk3/8/8/8/8/8/8/4K3 b - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e8d8"));
  }

  @Test
  void checkingBishopCanBeTaken() {
    Position p = V.position("4k3/3B4/8/8/8/8/8/4K3 b - - 0 1");
    assertTrue(p.isCheck());
    assertEquals("e8d7", p.parseMove("e8d7").text());
  }

  @Test
  void idleKnightShieldsItsKing() {
    Position p = V.position("4k3/4q3/8/8/8/8/4N3/4K3 b - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e7e2"));
  }

  /**
   * Asserts that state this variant does not keep is refused with a message naming it: a pool, and
   * the {@code key:value} tokens of other Modest variants ({@code keep} names the variant's own
   * token, which is not tried).
   */
  static void assertRejectsForeignState(Variant v, String keep) {
    String fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    String rest = " w KQkq - 0 1" + (keep.isEmpty() ? "" : " " + keep + ":-/-");
    assertRejected(v, fen + "[P]" + rest, "no pool");
    for (String token : List.of("frozen:-/-", "reenter:-/-", "reserve:-/-", "drop:P")) {
      if (!token.startsWith(keep + ":") || keep.isEmpty()) {
        assertRejected(v, fen + rest + " " + token, "unknown field");
      }
    }
  }

  private static void assertRejected(Variant v, String text, String reason) {
    InvalidPositionException e =
        assertThrows(InvalidPositionException.class, () -> v.position(text), text);
    assertTrue(e.getMessage().contains(reason), e.getMessage());
  }

  @Test
  void foreignStateIsRejected() {
    assertRejectsForeignState(V, "");
  }

  /**
   * Plays a random game and checks at each position that the variant's legal moves are orthodox
   * chess's legal moves less the captures that {@code forbidden} rejects (check is FIDE's, so
   * nothing else changes).
   */
  static void legalIsChessLess(
      Position start, BiPredicate<MutablePosition, Integer> forbidden, List<Integer> choices) {
    Variant chess = VariantRegistry.load().variant("chess");
    Position p = start;
    for (int choice : choices) {
      MutablePosition mp = p.toMutable();
      Set<String> expected = new TreeSet<>();
      for (Move m : chess.position(p.text()).legalMoves()) {
        if (m.captures().isEmpty() || !forbidden.test(mp, m.captures().get(0).index())) {
          expected.add(m.text());
        }
      }
      List<Move> moves = p.legalMoves();
      Set<String> got = new TreeSet<>();
      moves.forEach(m -> got.add(m.text()));
      assertEquals(expected, got, p.text());
      if (moves.isEmpty()) {
        return;
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  @Property(tries = 25)
  void legalMovesAreChessLessCapturesOfIdleMinors(
      @ForAll @IntRange(min = 0, max = 2) int start,
      @ForAll @Size(max = 50) List<@IntRange(min = 0, max = 999) Integer> choices) {
    ModestKit k = ModestRules.kit();
    legalIsChessLess(
        V.position(STARTS.get(start)),
        (mp, victim) -> {
          int type = Pieces.type(mp.at(victim));
          if (type != Orthodox.KNIGHT && type != Orthodox.BISHOP) {
            return false;
          }
          int capturer = mp.sideToMove();
          for (int i = 0; i < mp.pieceCount(capturer); i++) {
            if (k.attacks(mp, victim, mp.pieceSquare(capturer, i))) {
              return false;
            }
          }
          return true;
        },
        choices);
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(STARTS.get(2));
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MutablePosition;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class ReprisalTest extends ModestVariantContract {
  private static final Variant V = VariantRegistry.load().variant("modest-reprisal");

  private static final List<String> STARTS =
      List.of(
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 4",
          "4k3/1pp2p2/3p4/pP2P1p1/2P5/8/5PPP/4K3 w - a6 0 1");

  ReprisalTest() {
    super(V, Reprisal::new, STARTS, 60);
  }

  @Test
  void foreignStateIsRejected() {
    DiplomatTest.assertRejectsForeignState(V, "");
  }

  @Test
  void sourceExamples() {
    Position afterD5 = V.startPosition().play("e2e4").play("d7d5");
    Position qd5 = afterD5.play("e4d5");
    assertEquals("e4d5/d8d5", afterD5.parseMove("e4d5").text(), "the reply is forced");
    assertEquals(
        V.position("rnb1kbnr/ppp1pppp/8/3q4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2").text(),
        qd5.text());
    Position ne4 = afterD5.play("b1c3").play("d5e4");
    assertEquals(
        V.position("rnbqkbnr/ppp1pppp/8/8/4N3/8/PPPP1PPP/R1BQKBNR w KQkq - 0 3").text(),
        ne4.text());
  }

  @Test
  void captureWhoseRecaptureChecksIsNoMove() {
    Position p = V.position("4r2k/8/8/8/4p3/5B2/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("f3e4"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("f3e4/e8e4"));
  }

  @Test
  void twoDefendersMeanNoRecapture() {
    Position p = V.position("4r2k/8/3n4/8/4p3/5B2/8/4K3 w - - 0 1");
    assertEquals("f3e4", p.parseMove("f3e4").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("f3e4/e8e4"));
  }

  @Test
  void pinnedManIsNoDefender() {
    Position p = V.position("4k3/5n2/2n5/1B2p3/8/3N4/8/4K3 w - - 0 1");
    assertEquals("d3e5/f7e5", p.parseMove("d3e5").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d3e5/c6e5"));
    for (Move m : p.legalMoves()) {
      assertNotEquals("d3e5", m.text(), "the plain capture is not listed");
    }
  }

  @Test
  void defenderBehindTheCapturerCounts() {
    Position p = V.position("3rk3/8/8/3p4/2B5/8/q7/4K3 w - - 0 1");
    assertEquals("c4d5", p.parseMove("c4d5").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("c4d5/d8d5"));
  }

  @Test
  void recapturingPawnBecomesAQueen() {
    Position p = V.position("4k3/8/8/8/8/8/2p4K/Rn6 w - - 0 1");
    Move m = p.parseMove("a1b1");
    assertEquals("a1b1/c2b1q", m.text());
    assertEquals(2, m.captures().size());
  }

  /** Men leave the board only by capture: the automatic recapture is one of them. */
  @Property(tries = 30)
  void everyManLeavingTheBoardIsCaptured(
      @ForAll @IntRange(min = 0, max = 2) int start,
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Position p = V.position(STARTS.get(start));
    for (int choice : choices) {
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return;
      }
      for (Move m : moves) {
        assertEquals(men(p) - m.captures().size(), men(p.play(m)), m.text() + " in " + p.text());
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  /**
   * Reprisal's turns agree with an independent derivation from orthodox chess: each legal FIDE
   * capture, then the victim side's legal captures onto the landing square in the resulting chess
   * position; with exactly one recapturing man the turn carries its recapture (a queen for a pawn
   * reaching the last rank) and exists only if the capturer is not in check afterwards.
   */
  @Property(tries = 30)
  void turnsAgreeWithADerivationFromOrthodoxChess(
      @ForAll @IntRange(min = 0, max = 2) int start,
      @ForAll @Size(max = 50) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant chess = VariantRegistry.load().variant("chess");
    Position p = V.position(STARTS.get(start));
    for (int choice : choices) {
      List<Move> moves = p.legalMoves();
      Set<String> got = new TreeSet<>();
      moves.forEach(m -> got.add(m.text()));
      assertEquals(derived(chess.position(p.text())), got, p.text());
      if (moves.isEmpty()) {
        return;
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  private static Set<String> derived(Position c) {
    Set<String> out = new TreeSet<>();
    for (Move m : c.legalMoves()) {
      if (!m.isCapture()) {
        out.add(m.text());
        continue;
      }
      Position mid = c.play(m);
      Set<Square> defenders = new HashSet<>();
      Move reply = null;
      for (Move r : mid.legalMoves()) {
        if (r.isCapture() && r.to().equals(m.to())) {
          defenders.add(r.from().orElseThrow());
          if (r.promotion().isEmpty() || Character.toUpperCase(r.promotion().get().letter()) == 'Q') {
            reply = r;
          }
        }
      }
      if (defenders.size() != 1) {
        out.add(m.text());
      } else if (!mid.play(reply).isCheck()) {
        out.add(m.text() + "/" + reply.text());
      }
    }
    return out;
  }

  private static int men(Position p) {
    MutablePosition mp = p.toMutable();
    return mp.pieceCount(0) + mp.pieceCount(1);
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(STARTS.get(1));
  }
}

package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.InvalidOptionException;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.FastPathAgreement;
import io.github.overtake.testkit.PerftFixtures;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/** Chess960: start arrays, X-FEN and Shredder-FEN, castling with any files, the perft suite. */
class Chess960Test {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();
  private static final Variant C960 = REGISTRY.variant("chess960");

  @TestFactory
  Stream<DynamicTest> publishedPerftSuite() {
    return PerftFixtures.tests("/perft/chess960.perft");
  }

  @Test
  void startArraysAreNumberedAsScharnagl() {
    assertEquals("RNBQKBNR", Chess960.backRank(518));
    assertEquals("BBQNNRKR", Chess960.backRank(0));
    assertEquals("RKRNNQBB", Chess960.backRank(959));
    Set<String> seen = new HashSet<>();
    for (int n = 0; n < 960; n++) {
      String r = Chess960.backRank(n);
      assertTrue(seen.add(r), "array " + n + " twice");
      int b1 = r.indexOf('B');
      int b2 = r.lastIndexOf('B');
      assertTrue((b1 + b2) % 2 == 1, "bishops on opposite colours in " + r);
      int k = r.indexOf('K');
      assertTrue(r.indexOf('R') < k && k < r.lastIndexOf('R'), "king between the rooks in " + r);
    }
    assertThrows(IllegalArgumentException.class, () -> Chess960.backRank(960));
  }

  @Test
  void theSpecChoosesTheStartArray() {
    assertEquals("chess960:start=518", C960.spec());
    assertEquals(ChessRules.START, C960.startPosition().text());
    assertEquals(
        "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
        REGISTRY.variant("chess960:start=0").startPosition().text());
    assertThrows(InvalidOptionException.class, () -> REGISTRY.variant("chess960:start=960"));
    // the standard array plays as chess: perft 4 of the start position
    assertEquals(197281, io.github.overtake.core.Perft.count(C960.startPosition(), 4));
  }

  @Test
  void shredderFenIsReadAndXfenWritten() {
    Position p = C960.position("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 0 9");
    assertEquals("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 0 9", p.text());
    assertEquals("KQkq", p.castlingRights());
    // a rook that is not the outermost one on its side keeps its file letter
    Position inner = C960.position("r2k3r/8/8/8/8/8/8/RK2R2R w Ek - 0 1");
    assertEquals("r2k3r/8/8/8/8/8/8/RK2R2R w Ek - 0 1", inner.text());
    assertEquals(inner.text(), C960.position("r2k3r/8/8/8/8/8/8/RK2R2R w Eh - 0 1").text());
    Position outer = C960.position("r2k3r/8/8/8/8/8/8/RK2R2R w KQ - 0 1");
    assertEquals("r2k3r/8/8/8/8/8/8/RK2R2R w KQ - 0 1", outer.text());
    assertEquals(outer.text(), C960.position("r2k3r/8/8/8/8/8/8/RK2R2R w HA - 0 1").text());
    assertFalse(inner.repetitionIdentity().equals(
        C960.position("r2k3r/8/8/8/8/8/8/RK2R2R w Kk - 0 1").repetitionIdentity()));
  }

  @Test
  void badCastlingFieldsAreRejected() {
    assertThrows(
        InvalidPositionException.class,
        () -> C960.position("4k3/8/8/8/8/8/8/1K6 w K - 0 1")); // no rook
    assertThrows(
        InvalidPositionException.class,
        () -> C960.position("4k3/8/8/8/4K3/8/8/R6R w K - 0 1")); // no king on the first rank
    assertThrows(
        InvalidPositionException.class,
        () -> C960.position("4k3/8/8/8/8/8/8/R3K2R w KH - 0 1")); // one right twice
    assertThrows(
        InvalidPositionException.class,
        () -> C960.position("4k3/8/8/8/8/8/8/R3K1NR w G - 0 1")); // a knight, not a rook, on g1
    assertThrows(
        InvalidPositionException.class,
        () -> C960.position("4k3/8/8/8/8/8/8/R3K2R w KX - 0 1"));
    // chess keeps FIDE's squares: a Shredder file off the corners needs chess960
    Variant chess = REGISTRY.variant("chess");
    assertThrows(
        InvalidPositionException.class, () -> chess.position("4k3/8/8/8/8/8/8/1R2K1R1 w G - 0 1"));
    assertEquals(
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
        chess.position("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1").text());
  }

  @Test
  void castlingPutsKingAndRookOnTheFideSquares() {
    // king b1, rooks a1 and h1 (start array with the king on b1)
    Position p = C960.position("1k5r/8/8/8/8/8/8/RK5R w KQk - 0 1");
    Position ks = p.play("O-O");
    assertEquals("1k5r/8/8/8/8/8/8/R4RK1 b k - 1 1", ks.text());
    assertEquals(ks, p.play("b1g1")); // the king's move, canonical text
    assertEquals(ks, p.play("b1h1")); // the king takes its own rook, as UCI_Chess960 writes it
    Position qs = p.play("O-O-O");
    assertEquals("1k5r/8/8/8/8/8/8/2KR3R b k - 1 1", qs.text());
    assertEquals(qs, p.play("b1a1"));
    // the king steps to c1 on b1c1; castling queenside is written with the rook's square
    assertEquals("1k5r/8/8/8/8/8/8/R1K4R b k - 1 1", p.play("b1c1").text());
    Move castle = p.parseMove("O-O-O");
    assertEquals("b1a1", castle.text());
    assertEquals("O-O-O", San.format(p, castle));
    assertEquals("b1g1", p.parseMove("O-O").text());
    // Black's king on b8 may not castle kingside: it would cross f8, which the f1 rook attacks
    assertThrows(IllegalArgumentException.class, () -> ks.play("O-O"));
    assertEquals(
        "5rk1/8/8/8/8/8/8/6K1 w - - 1 2",
        C960.position("1k5r/8/8/8/8/8/8/6K1 b k - 0 1").play("O-O").text());
  }

  @Test
  void aKingThatStaysOrStepsOneFileIsWrittenTakingItsRook() {
    Position p = C960.position("6kr/8/8/8/8/8/8/6KR w K - 0 1");
    Move o = p.parseMove("O-O");
    assertEquals("g1h1", o.text());
    assertEquals("O-O", San.format(p, o));
    assertEquals("6kr/8/8/8/8/8/8/5RK1 b - - 1 1", p.play(o).text());
  }

  @Test
  void noSquareTheKingCrossesMayBeAttackedAndTheRookMayNotHaveShieldedIt() {
    // king f1 castles queenside to c1 across e1 and d1; a black rook on e8 attacks e1
    Position crossed = C960.position("4r1k1/8/8/8/8/8/8/R4K2 w Q - 0 1");
    assertThrows(IllegalArgumentException.class, () -> crossed.play("O-O-O"));
    // king c1 and rook b1 castle queenside: the king stays on c1, the rook goes to d1; a black
    // rook on a1 that the castling rook shielded would then give check
    Position shield = C960.position("6k1/8/8/8/8/8/8/rRK5 w Q - 0 1");
    assertThrows(IllegalArgumentException.class, () -> shield.play("O-O-O"));
    Position knight = C960.position("6k1/8/8/8/8/8/8/nRK5 w Q - 0 1");
    assertEquals("6k1/8/8/8/8/8/8/n1KR4 b - - 1 1", knight.play("O-O-O").text());
    assertEquals("c1b1", knight.parseMove("O-O-O").text());
    // a man between the rook and its destination blocks castling
    Position blocked = C960.position("6k1/8/8/8/8/8/8/1RKN4 w Q - 0 1");
    assertThrows(IllegalArgumentException.class, () -> blocked.play("O-O-O"));
  }

  @Test
  void kingTakesRookIsCastlingInChessToo() {
    Position p = REGISTRY.variant("chess").position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertEquals(p.play("O-O"), p.play("e1h1"));
    assertEquals(p.play("O-O-O"), p.play("e1a1"));
    assertEquals("e1g1", p.parseMove("e1h1").text());
  }

  @Test
  void movingTheKingOrARookLosesTheRights() {
    Position p = C960.position("1k5r/8/8/8/8/8/8/RK5R w KQk - 0 1");
    assertEquals("1k5r/8/8/8/8/8/8/R1K4R b k - 1 1", p.play("Kc1").text());
    assertEquals("1k5r/8/8/8/8/8/R7/1K5R b Kk - 1 1", p.play("Ra2").text());
    // a rook taken on its square takes its right away
    Position black = C960.position("1k5r/8/8/8/8/8/8/RK5R b KQk - 0 1");
    assertEquals("1k6/8/8/8/8/8/8/RK5r w Q - 0 2", black.play("Rxh1").text());
  }

  /** The bitboard path and the general path agree along random games from random arrays. */
  @Property(tries = 200)
  void fastAndGeneralPathsAgree(
      @ForAll @IntRange(min = 0, max = 959) int start,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Chess960 fast = new Chess960(start, true);
    Chess960 general = new Chess960(start, false);
    assertTrue(fast.usesBitboards());
    assertFalse(general.usesBitboards());
    FastPathAgreement.moves(fast, general, FastPathAgreement.Order.SAME)
        .alongGame(
            REGISTRY.variant("chess960:start=" + start).startPosition().toMutable(), choices);
  }
}

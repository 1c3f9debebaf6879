package io.github.overtake.variants.checkercapture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.AmbiguousMoveException;
import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Rules the perft fixtures do not pin: messages, parsing conveniences, draws, finished games. */
class CheckerCaptureRulesTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();
  private static final Variant DEFAULT = REGISTRY.variant("checkercapture");
  private static final Variant SIMPLE = REGISTRY.variant("checkercapture:simple=true");

  /** Checks that {@code v} refuses {@code fen} for this one problem alone. */
  private static void assertOnlyProblem(String problem, Variant v, String fen) {
    assertEquals(
        List.of(problem),
        assertThrows(InvalidPositionException.class, () -> v.position(fen)).problems());
  }

  @Test
  void invalidPositionsNameTheirProblems() {
    assertOnlyProblem(
        "White has 2 kings, at most 1 is allowed", DEFAULT, "4k3/8/8/8/8/8/8/3KK3 w - - 0 1");
    assertOnlyProblem("White, not to move, has no king", DEFAULT, "4k3/8/8/8/8/8/8/8 b - - 0 1");
    assertOnlyProblem(
        "a pawn stands on its last rank, allowed only with simple=true",
        DEFAULT,
        "1P2k3/8/8/8/8/8/8/4K3 w - - 0 1");
    assertOnlyProblem(
        "castling rights must be '-' with simple=true",
        SIMPLE,
        "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertOnlyProblem(
        "castling right q needs the king and rook on their initial squares",
        DEFAULT,
        "4k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertOnlyProblem(
        "the en-passant field must be '-': there is no en passant",
        DEFAULT,
        "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
  }

  @Test
  void theSideToMoveMayLackItsKing() {
    Position p = DEFAULT.position("8/6R1/8/8/8/8/P7/7K b - - 0 1");
    assertTrue(p.legalMoves().isEmpty());
    assertEquals("white-wins king-captured", p.outcome().text());
    assertEquals(
        IllegalMoveReason.GAME_OVER,
        assertThrows(IllegalMoveException.class, () -> Game.startingFrom(p).play("h1g1"))
            .reason());
  }

  @Test
  void everyRouteOfAMoveParsesToIt() {
    Position p = DEFAULT.position("7k/8/8/2p1p3/8/2p1p3/3R4/K7 w - - 0 1");
    Move m = p.parseMove("d2xb4xd6xf4xd2");
    assertEquals(m, p.parseMove("d2xf4xd6xb4xd2"));
    assertEquals(m, p.parseMove("d2xb4xd6xf4xd2[c3,c5,e5,e3]"));
    assertEquals("d2xb4xd6xf4xd2", m.text());
    assertEquals(4, m.captures().size());
    // the route of a legal move with a captured square left out: that move is named
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> p.parseMove("d2xb4xd6xf4xd2[c3,c5,e5]"));
    assertEquals(IllegalMoveReason.NOT_AS_WRITTEN, e.reason());
    assertEquals(
        "a legal move goes there, but not as written (d2 to d2; legal: d2xb4xd6xf4xd2)",
        e.explanation());
  }

  @Test
  void routesThatStopEarlyAreIllegal() {
    Position p = DEFAULT.position("4k3/8/3p1p2/8/1p1p4/2N5/8/4K3 w - - 0 1");
    assertEquals(
        IllegalMoveReason.LONGER_CAPTURE_COMPULSORY,
        assertThrows(IllegalMoveException.class, () -> p.parseMove("c3xe5")).reason());
    // R4: the jump outranks the knight's and the king's quiet moves
    assertEquals(
        IllegalMoveReason.CAPTURE_COMPULSORY,
        assertThrows(IllegalMoveException.class, () -> p.parseMove("c3b5")).reason());
    assertEquals(
        IllegalMoveReason.CAPTURE_COMPULSORY,
        assertThrows(IllegalMoveException.class, () -> p.parseMove("e1e2")).reason());
    assertEquals("c3xe5xg7", p.parseMove("c3xe5xg7").text());
  }

  @Test
  void anOriginAndFinalSquareNamingSeveralMovesIsAmbiguous() {
    // The rook can end on c7 after e5 either directly or round g5-g7-e5.
    Position p = DEFAULT.position("7k/8/3p1pp1/5p2/3p4/2R5/8/K7 w - - 0 1");
    assertThrows(AmbiguousMoveException.class, () -> p.parseMove("c3c7"));
  }

  @Test
  void castlingAcceptsOO() {
    Position p = DEFAULT.position("4k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assertEquals("e1g1", p.parseMove("O-O").text());
    assertEquals("e1c1", p.parseMove("0-0-0").text());
    assertTrue(p.parseMove("O-O").isCastling());
    assertEquals("4k3/8/8/8/8/8/8/R4RK1 b - - 1 1", p.play("O-O").text());
  }

  @Test
  void promotionMoveTexts() {
    Position p =
        REGISTRY
            .variant("checkercapture:simple=true,displacement=true")
            .position("1P4k1/8/8/8/8/8/8/1r5K w - - 0 1");
    Move m = p.parseMove("b8=q:b1");
    assertEquals("b8=q-b1", m.text());
    assertTrue(m.isCapture());
    assertEquals("6k1/8/8/8/8/8/8/1Q5K b - - 0 1", p.play(m).text());
    Position boxed = SIMPLE.position("PK6/PPP5/1P6/8/8/8/8/7k w - - 0 1");
    assertEquals("NK6/PPP5/1P6/8/8/8/8/7k b - - 0 1", boxed.play("a8=n").text());
  }

  @Test
  void promotionMovesResetTheClock() {
    Position p = SIMPLE.position("1P6/8/8/8/8/8/8/k6K w - - 7 30");
    assertEquals(0, p.play("b8=q-b1").halfmoveClock());
    assertEquals(8, p.play("h1g1").halfmoveClock());
  }

  @Test
  void noProgressDrawsAfterAHundredPlies() {
    Position p = DEFAULT.position("k7/8/8/8/8/8/8/4K2R w - - 99 80");
    assertFalse(p.outcome().isOver());
    Position after = p.play("h1h2");
    assertEquals("draw no-progress", after.outcome().text());
    assertEquals(
        "draw no-progress", DEFAULT.position("k7/8/8/8/8/8/8/4K2R w - - 100 80").outcome().text());
  }

  @Test
  void aDecisiveEndComesBeforeTheClock() {
    Position p = DEFAULT.position("kNB5/PP6/P1P5/8/8/7p/7P/7K b - - 100 1");
    assertEquals("white-wins no-moves", p.outcome().text());
  }

  @Test
  void threefoldRepetitionDraws() {
    Game g = Game.startingFrom(DEFAULT.position("k7/8/8/8/8/8/8/4K2R w - - 0 1"));
    for (int i = 0; i < 2; i++) {
      g = g.play("h1h2").play("a8b8").play("h2h1").play("b8a8");
    }
    assertEquals("draw repetition", g.outcome().text());
  }

  @Test
  void misereMirrorsKingCapture() {
    String fen = "8/6R1/8/8/8/8/P7/7K b - - 0 1";
    assertEquals("white-wins king-captured", DEFAULT.position(fen).outcome().text());
    assertEquals(
        "black-wins king-captured",
        REGISTRY.variant("checkercapture:goal=misere").position(fen).outcome().text());
  }
}

package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.InvalidOptionException;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** Rules and messages that the fixture files do not pin. */
class CheckersChessRulesTest {
  private static Variant v(String options) {
    return VariantRegistry.load().variant("checkerschess:" + options);
  }

  private static Set<String> moves(Position p) {
    TreeSet<String> out = new TreeSet<>();
    for (Move m : p.legalMoves()) {
      out.add(m.text());
    }
    return out;
  }

  @Test
  void badOptionsAreRejectedWithTheirName() {
    InvalidOptionException w =
        assertThrows(InvalidOptionException.class, () -> v("width=3"));
    assertTrue(w.getMessage().contains("width"), w.getMessage());
    assertThrows(InvalidOptionException.class, () -> v("height=4"));
    assertThrows(InvalidOptionException.class, () -> v("height=27"));
    InvalidOptionException t =
        assertThrows(InvalidOptionException.class, () -> v("firstType=queen"));
    assertTrue(t.getMessage().contains("firstType"), t.getMessage());
    assertThrows(InvalidOptionException.class, () -> v("flyingKings=yes"));
    assertThrows(InvalidOptionException.class, () -> v("board=torus"));
    InvalidOptionException k = assertThrows(InvalidOptionException.class, () -> v("size=8x8"));
    assertTrue(k.getMessage().contains("size"), k.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Options.of(java.util.Map.of()));
  }

  @Test
  void startPositionsFollowTheGenerators() {
    assertEquals(
        "rnqknr/pppppp/6/6/1M1M1M/M1M1M1 w q - 0 1",
        v("width=6,height=6").startPosition().text());
    assertEquals(
        "rnqknr/pppppp/6/6/6/PPPPPP/RNQKNR w Qq - 0 1",
        v("firstType=royal,width=6,height=7").startPosition().text());
    assertEquals(
        "rqkr/pppp/4/PPPP/RQKR w - - 0 1",
        v("firstType=nonroyal,secondType=nonroyal,width=4,height=5").startPosition().text());
    assertEquals(
        "rnbnqkbnbnr/ppppppppppp/11/11/11/11/11/11/PPPPPPPPPPP/RNBNQKBNBNR w KQkq - 0 1",
        v("firstType=royal,width=11,height=10").startPosition().text());
    assertEquals(
        "rnbqkbnr/pppppppp/8/8/8/M1M1M1M1/1M1M1M1M/M1M1M1M1 w - - 0 1",
        v("castling=false").startPosition().text());
    // 7x8: the armies differ by one man (R13)
    Position p = v("secondType=checkers,width=7,height=8").startPosition();
    var mp = p.toMutable();
    assertEquals(11, mp.pieceCount(0));
    assertEquals(10, mp.pieceCount(1));
    // 10x10 and 5-high boards
    assertEquals(20, v("secondType=checkers,width=10,height=10").startPosition().toMutable()
        .pieceCount(1));
    assertEquals(3, v("secondType=checkers,width=5,height=5").startPosition().toMutable()
        .pieceCount(0));
  }

  @Test
  void castlingOnWidthSix() {
    Position p =
        v("firstType=royal,width=6,height=7")
            .position("rnqknr/pppppp/6/6/6/PPPPPP/R2K1R w Qq - 0 1");
    assertTrue(moves(p).contains("d1b1"));
    assertEquals("rnqknr/pppppp/6/6/6/PPPPPP/1KR2R b q - 1 1", p.play("O-O-O").text());
    InvalidPositionException e =
        assertThrows(
            InvalidPositionException.class,
            () ->
                v("firstType=royal,width=6,height=7")
                    .position("rnqknr/pppppp/6/6/6/PPPPPP/R2K1R w K - 0 1"));
    assertTrue(e.getMessage().contains("less than 3 files"), e.getMessage());
  }

  @Test
  void nonroyalPawnsMayPromoteToKing() {
    Position nonroyal =
        v("firstType=nonroyal,secondType=nonroyal").position("7k/P7/8/8/8/8/8/8 w - - 0 1");
    assertEquals(
        new TreeSet<>(List.of("a7a8k", "a7a8q", "a7a8r", "a7a8b", "a7a8n")), moves(nonroyal));
    Position royal =
        v("firstType=royal,secondType=nonroyal").position("7k/P7/8/8/8/8/8/4K3 w - - 0 1");
    assertFalse(moves(royal).contains("a7a8k"));
    assertTrue(moves(royal).contains("a7a8q"));
  }

  @Test
  void capturesAreListedOnlyWhenLandingsDoNotNameTheMove() {
    Variant a = v("secondType=nonroyal,board=annulus,width=4,height=6");
    Position p = a.position("4/4/4/4/1p1p/M3 w - - 0 1");
    assertEquals(new TreeSet<>(List.of("a1xc3[b2]", "a1xc3[d2]")), moves(p));
    assertEquals("4/4/4/2M1/3p/4 b - - 0 1", p.play("a1xc3[b2]").text());
    Position q = a.position("4/4/4/4/1p2/M3 w - - 0 1");
    assertEquals(new TreeSet<>(List.of("a1xc3", "a1d2")), moves(q));
  }

  @Test
  void invalidPositionsNameTheirProblem() {
    assertProblem("firstType=royal,secondType=royal", "4k3/8/8/8/8/8/8/K3K3 w - - 0 1", "2 kings");
    assertProblem("", "4k3/8/8/8/8/8/P7/8 w - - 0 1", "only M and C");
    assertProblem("", "4k3/8/8/8/8/m7/8/M7 w - - 0 1", "only K Q R B N P");
    assertProblem("", "M3k3/8/8/8/8/8/8/8 w - - 0 1", "promotion rank");
    assertProblem("castling=false,firstType=royal", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "'-'");
    assertProblem(
        "", "rnbqkbnr/pppppppp/8/8/8/M1M1M1M1/1M1M1M1M/M1M1M1M1 w KQkq - 0 1", "checkers side");
    assertProblem("firstType=royal", "4k3/8/8/8/8/8/8/3K3R w K - 0 1", "initial squares");
    assertProblem("firstType=royal", "4k3/8/8/8/8/8/8/4K3 w - e6 0 1", "double step");
    assertProblem("", "8/8/8/4k3/3M4/8/8/8 w - - 0 1", "in check");
  }

  private static void assertProblem(String options, String fen, String fragment) {
    InvalidPositionException e =
        assertThrows(InvalidPositionException.class, () -> v(options).position(fen));
    assertTrue(e.getMessage().contains(fragment), e.getMessage());
  }

  @Test
  void clockCountsPliesWithoutCaptureOrPawnOrManMove() {
    Variant cc = v("secondType=checkers");
    Position p = cc.position("8/8/8/8/8/8/8/C3c3 w - - 7 1");
    assertEquals(8, p.play("a1b2").halfmoveClock());
    Position man = cc.position("4m3/8/8/8/8/8/M7/8 w - - 7 1");
    assertEquals(0, man.play("a2b3").halfmoveClock());
    Position loaded = cc.position("8/8/8/8/8/8/8/C3c3 w - - 100 1");
    assertEquals("draw no-progress", loaded.outcome().text());
    // an end condition wins over the clock
    assertEquals(
        "black-wins no-pieces", cc.position("8/8/8/8/8/8/8/4c3 w - - 100 1").outcome().text());
  }

  @Test
  void repetitionDraws() {
    Game g = Game.startingFrom(v("secondType=checkers").position("c7/8/8/8/8/8/8/C7 w - - 0 1"));
    for (int i = 0; i < 2; i++) {
      g = g.play("a1b2").play("a8b7").play("b2a1").play("b7a8");
    }
    assertEquals("draw repetition", g.outcome().text());
  }

  @Test
  void checkComesOnlyToRoyalKings() {
    Position nonroyal =
        v("secondType=nonroyal").position("8/8/8/4k3/3M4/8/8/8 b - - 0 1");
    assertFalse(nonroyal.isCheck());
    Position royal = v("").position("8/8/8/4k3/3M4/8/8/8 b - - 0 1");
    assertTrue(royal.isCheck());
    assertEquals("draw bare-king", royal.outcome().text());
    assertTrue(royal.legalMoves().isEmpty());
  }

  @Test
  void outcomeTableIsR27() {
    for (ArmyType t : List.of(ArmyType.CHECKERS, ArmyType.NONROYAL)) {
      assertEquals(OutcomeTable.Result.WIN,
          OutcomeTable.resultFor(t, Goal.LENIENT, CheckersChessTermination.NO_MOVES));
      assertEquals(OutcomeTable.Result.DRAW,
          OutcomeTable.resultFor(t, Goal.MEDIUM, CheckersChessTermination.NO_MOVES));
      assertEquals(OutcomeTable.Result.LOSS,
          OutcomeTable.resultFor(t, Goal.REVERSE, CheckersChessTermination.NO_PIECES));
      assertThrows(IllegalArgumentException.class,
          () -> OutcomeTable.resultFor(t, Goal.REGULAR, CheckersChessTermination.CHECKMATE));
    }
    assertEquals(OutcomeTable.Result.DRAW, OutcomeTable.resultFor(
        ArmyType.ROYAL, Goal.STRICT, CheckersChessTermination.BARE_KING_CHECKMATE));
    assertEquals(OutcomeTable.Result.WIN, OutcomeTable.resultFor(
        ArmyType.ROYAL, Goal.LENIENT, CheckersChessTermination.CHECKMATE));
    for (Goal g : Goal.values()) {
      assertEquals(OutcomeTable.Result.DRAW, OutcomeTable.resultFor(
          ArmyType.ROYAL, g, CheckersChessTermination.STALEMATE));
      assertEquals(g != Goal.REGULAR, g.mandatoryCapture());
    }
    assertEquals("bare-king-stalemate", CheckersChessTermination.BARE_KING_STALEMATE.id());
  }

  @Test
  void flyingKingsCrownAndFly() {
    Variant f = v("secondType=nonroyal,flyingKings=true");
    Position p = f.position("8/1M6/8/8/8/8/8/k7 w - - 0 1");
    assertEquals(new TreeSet<>(List.of("b7a8", "b7c8")), moves(p));
    Position crowned = p.play("b7c8");
    assertEquals("2C5/8/8/8/8/8/8/k7 b - - 0 1", crowned.text());
    Position king = f.position("8/8/8/8/8/8/8/C6k w - - 0 1");
    assertEquals(7, king.legalMoves().size());
  }
}

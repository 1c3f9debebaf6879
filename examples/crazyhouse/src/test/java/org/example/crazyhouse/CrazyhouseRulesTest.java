package org.example.crazyhouse;

import static org.example.crazyhouse.CrazyhouseConformanceTest.CRAZYHOUSE;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import org.junit.jupiter.api.Test;

/** The rules that make Crazyhouse, one by one. */
class CrazyhouseRulesTest {
  @Test
  void aCapturedManChangesColourIntoTheCapturersPool() {
    Position p = CRAZYHOUSE.startPosition().play("e4").play("d5").play("exd5");
    assertEquals("rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2", p.text());
    p = p.play("Qxd5").play("P@e4");
    assertEquals("rnb1kbnr/ppp1pppp/8/3q4/4P3/8/PPPP1PPP/RNBQKBNR[p] b KQkq - 0 3", p.text());
  }

  @Test
  void aPromotedManReturnsAsAPawnAndKeepsItsMark() {
    Position p = CRAZYHOUSE.position("4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1").play("b8=Q");
    assertEquals("1Q~2k3/8/8/8/8/8/8/4K3[] b - - 0 1", p.text());
    Position q = CRAZYHOUSE.position("4k3/8/8/8/8/8/3q~4/4K3[] w - - 0 1").play("Kxd2");
    assertEquals("4k3/8/8/8/8/8/3K4/8[P] b - - 0 1", q.text());
  }

  @Test
  void pawnsAreNeverDroppedOnTheFirstOrLastRank() {
    Position p = CRAZYHOUSE.position("4k3/8/8/8/8/8/8/4K3[P] w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.play("P@a8"));
    assertThrows(IllegalMoveException.class, () -> p.play("P@a1"));
    assertEquals(5 + 48, p.legalMoves().size());
  }

  @Test
  void aPawnDropResetsTheHalfmoveClockAndAPieceDropDoesNot() {
    Position p = CRAZYHOUSE.position("4k3/8/8/8/8/8/8/4K3[PN] w - - 10 20");
    assertEquals("4k3/8/8/8/4P3/8/8/4K3[N] b - - 0 20", p.play("P@e4").text());
    assertEquals("4k3/8/8/8/4N3/8/8/4K3[P] b - - 11 20", p.play("N@e4").text());
  }

  @Test
  void dropsAreWrittenInSanAsInCanonicalTextAndReadBackFromPgn() {
    io.github.overtake.core.Game game = io.github.overtake.core.Game.start(CRAZYHOUSE);
    for (String san : new String[] {"e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "P@b4", "Qxb4", "a3"}) {
      game = game.play(san);
    }
    io.github.overtake.core.Position p = game.position();
    io.github.overtake.core.Move drop = p.parseMove("P@e6");
    assertEquals("P@e6", CRAZYHOUSE.rules().moveNotation().orElseThrow().format(p, drop));
    game = game.play("P@e6");
    String pgn = io.github.overtake.core.record.GameRecord.of(game).toPgn();
    assertTrue(pgn.contains("4. P@b4 Qxb4 5. a3 P@e6"), pgn);
    io.github.overtake.core.record.GameRecord back =
        io.github.overtake.core.record.GameRecord.read(
            pgn, io.github.overtake.core.VariantRegistry.load());
    assertEquals(game.position().text(), back.game().position().text());
  }

  @Test
  void dropMatesCount() {
    Position p = CRAZYHOUSE.position("k7/8/1K6/8/8/8/8/8[Q] w - - 0 1").play("Q@a7");
    assertEquals(Outcome.win(Side.WHITE, StandardTermination.CHECKMATE), p.outcome());
  }

  @Test
  void noInsufficientMaterialDraw() {
    assertFalse(CRAZYHOUSE.position("4k3/8/8/8/8/8/8/4K3[] w - - 0 1").isGameOver());
  }
}

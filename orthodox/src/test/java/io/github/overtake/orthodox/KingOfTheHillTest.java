package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.RandomGames;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** The goal hook of {@link ChessRules}, shown with King of the Hill. */
class KingOfTheHillTest {
  private static final Variant KOTH = KingOfTheHill.VARIANT;
  private static final Variant CHESS = VariantRegistry.load().variant("chess");
  private static final Outcome WHITE_ON_THE_HILL =
      Outcome.win(Side.WHITE, KingOfTheHill.Hill.KING_OF_THE_HILL);

  @Test
  void aKingOnTheHillEndsTheGameWithNoMoreMoves() {
    Game game = Game.startingFrom(KOTH.position("k7/8/8/8/8/2K5/8/8 w - - 0 1")).play("Kd4");
    Position won = game.position();
    assertEquals(WHITE_ON_THE_HILL, won.outcome());
    assertEquals(WHITE_ON_THE_HILL, game.outcome());
    assertTrue(won.legalMoves().isEmpty(), won.legalMoves().toString());
    assertEquals(0, Perft.count(won, 1));
    assertEquals(0, Perft.count(won, 3));
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> won.play("a8b8"));
    assertEquals(IllegalMoveReason.GAME_OVER, e.reason());
    assertEquals("king-of-the-hill", won.outcome().termination().orElseThrow().id());
  }

  @Test
  void perftCountsTheGamesThatEndOnTheHill() {
    // Kc3 has 8 moves, d4 among them; Black then answers the other 7 with 3 king moves each
    // (a8: a7, b7, b8), and nothing after Kd4
    Position p = KOTH.position("k7/8/8/8/8/2K5/8/8 w - - 0 1");
    assertEquals(8, Perft.count(p, 1));
    assertEquals(7 * 3, Perft.count(p, 2));
    // chess goes on after Kd4
    assertEquals(8 * 3, Perft.count(CHESS.position(p.text()), 2));
  }

  @Test
  void farFromTheHillItIsChess() {
    for (int depth = 1; depth <= 4; depth++) {
      assertEquals(
          Perft.count(CHESS.startPosition(), depth), Perft.count(KOTH.startPosition(), depth));
    }
  }

  @Test
  void checkmateAndStalemateStay() {
    Game mate = Game.start(KOTH);
    for (String m : new String[] {"f3", "e5", "g4", "Qh4"}) {
      mate = mate.play(m);
    }
    assertEquals(Outcome.win(Side.BLACK, StandardTermination.CHECKMATE), mate.outcome());
    assertEquals(
        Outcome.draw(StandardTermination.STALEMATE),
        KOTH.position("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1").outcome());
    // no dead draw by material: a bare king still walks to the hill
    assertFalse(KOTH.position("k7/8/8/8/8/8/8/7K w - - 0 1").outcome().isOver());
  }

  @Test
  void theHookKeepsTheBitboardFastPath() {
    assertTrue(((ChessRules) KOTH.rules()).usesBitboards());
    assertTrue(((ChessRules) CHESS.rules()).usesBitboards());
  }

  @Test
  void theTestkitRejectsAWinThatListsMoves() {
    String won = "k7/8/8/8/3K4/8/8/8 b - - 1 1";
    // the hook: no moves after the win, every invariant holds
    RandomGames.checkPosition(KOTH.position(won));
    // overriding only outcome: the win is reported, but Black's moves are still listed
    Position wrong = KingOfTheHill.OUTCOME_ONLY.position(won);
    assertEquals(WHITE_ON_THE_HILL, wrong.outcome());
    assertEquals(3, wrong.legalMoves().size());
    AssertionFailedError e =
        assertThrows(AssertionFailedError.class, () -> RandomGames.checkPosition(wrong));
    assertTrue(e.getMessage().contains("3 legal moves are listed"), e.getMessage());
  }
}

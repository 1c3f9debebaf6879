package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Termination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Random games over the option space, checking core's invariants and the outcome tables. */
class CheckersChessPropertiesTest {
  private static final String[] TYPES = {"checkers", "nonroyal", "royal"};
  private static final String[] GOALS = {"lenient", "medium", "strict", "reverse", "regular"};
  private static final String[] BOARDS = {"square", "annulus", "mobius"};

  static Variant variant(
      int first, int second, int firstGoal, int secondGoal, int board, int width, int height,
      boolean flying, boolean castling) {
    return VariantRegistry.load()
        .variant(
            "checkerschess:firstType=" + TYPES[first]
                + ",secondType=" + TYPES[second]
                + ",firstGoal=" + GOALS[firstGoal]
                + ",secondGoal=" + GOALS[secondGoal]
                + ",board=" + BOARDS[board]
                + ",width=" + width
                + ",height=" + height
                + ",flyingKings=" + (flying ? "on" : "off")
                + ",castling=" + (castling ? "on" : "off"));
  }

  /** Every type pairing on every board, with both goal kinds, on the 8x8 board. */
  @Property(tries = 108)
  void everyPairingAndBoard(
      @ForAll @IntRange(min = 0, max = 53) int combo,
      @ForAll @Size(max = 50) List<@IntRange(min = 0, max = 999) Integer> choices) {
    int pairing = combo % 9;
    int board = (combo / 9) % 3;
    boolean obliged = combo / 27 == 1;
    int goal = obliged ? 0 : 4;
    Variant v = variant(pairing / 3, pairing % 3, goal, obliged ? 3 : 4, board, 8, 8, obliged, true);
    checkOutcome(RandomGames.play(v.startPosition(), choices));
  }

  /** Random option sets, sizes included. */
  @Property(tries = 200)
  void randomOptions(
      @ForAll @IntRange(min = 0, max = 2) int first,
      @ForAll @IntRange(min = 0, max = 2) int second,
      @ForAll @IntRange(min = 0, max = 4) int firstGoal,
      @ForAll @IntRange(min = 0, max = 4) int secondGoal,
      @ForAll @IntRange(min = 0, max = 2) int board,
      @ForAll @IntRange(min = 4, max = 10) int width,
      @ForAll @IntRange(min = 5, max = 10) int height,
      @ForAll boolean flying,
      @ForAll boolean castling,
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant v = variant(first, second, firstGoal, secondGoal, board, width, height, flying, castling);
    checkOutcome(RandomGames.play(v.startPosition(), choices));
  }

  /** Small boards and giveaway goals: games reach their end conditions. */
  @Property(tries = 200)
  void gamesToTheEnd(
      @ForAll @IntRange(min = 0, max = 2) int first,
      @ForAll @IntRange(min = 0, max = 2) int second,
      @ForAll @IntRange(min = 0, max = 4) int firstGoal,
      @ForAll @IntRange(min = 0, max = 4) int secondGoal,
      @ForAll @IntRange(min = 0, max = 2) int board,
      @ForAll @Size(min = 80, max = 80) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant v = variant(first, second, firstGoal, secondGoal, board, 4, 5, false, true);
    checkOutcome(RandomGames.play(v.startPosition(), choices));
  }

  /** The outcome of a finished game agrees with R26 and the tables of R27. */
  static void checkOutcome(Game game) {
    Position p = game.position();
    Outcome o = p.outcome();
    if (!o.isOver()) {
      return;
    }
    Termination t = o.termination().orElseThrow();
    if (t == StandardTermination.NO_PROGRESS || t == StandardTermination.REPETITION) {
      assertTrue(!p.legalMoves().isEmpty() || t == StandardTermination.NO_PROGRESS);
      return;
    }
    CheckersChessTermination reason = (CheckersChessTermination) t;
    CheckersChessRules rules = (CheckersChessRules) p.variant().rules();
    int side = p.sideToMove() == Side.WHITE ? 0 : 1;
    ArmyType type = rules.options().type(side);
    OutcomeTable.Result r = OutcomeTable.resultFor(type, rules.options().goal(side), reason);
    switch (r) {
      case WIN:
        assertEquals(p.sideToMove(), o.winningSide().orElseThrow(), o.text());
        break;
      case LOSS:
        assertEquals(p.sideToMove().opposite(), o.winningSide().orElseThrow(), o.text());
        break;
      default:
        assertTrue(o.winningSide().isEmpty(), o.text());
    }
    int pieces = p.toMutable().pieceCount(side);
    switch (reason) {
      case NO_PIECES:
        assertEquals(0, pieces);
        assertTrue(type != ArmyType.ROYAL);
        break;
      case NO_MOVES:
        assertTrue(pieces > 0 && p.legalMoves().isEmpty() && type != ArmyType.ROYAL);
        break;
      case CHECKMATE:
      case STALEMATE:
        assertTrue(type == ArmyType.ROYAL && pieces > 1 && p.legalMoves().isEmpty());
        assertEquals(reason == CheckersChessTermination.CHECKMATE, p.isCheck());
        break;
      case BARE_KING:
        assertTrue(type == ArmyType.ROYAL && pieces == 1 && p.legalMoves().isEmpty());
        break;
      default:
        assertTrue(type == ArmyType.ROYAL && pieces == 1 && p.legalMoves().isEmpty());
        assertEquals(reason == CheckersChessTermination.BARE_KING_CHECKMATE, p.isCheck());
    }
  }
}

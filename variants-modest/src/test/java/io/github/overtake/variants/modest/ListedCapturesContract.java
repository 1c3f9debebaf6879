package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.function.Supplier;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The further properties of the Modest variants whose moves may capture more than one man
 * (Continuation, Retro, Salvo, Shotgun, Sideswipe): men leave the board only as the captures a
 * move lists, and other variants' off-board state is refused.
 */
abstract class ListedCapturesContract extends ModestVariantContract {
  /**
   * Names the variant under test.
   *
   * @param variant the variant, as the registry gives it
   * @param rules makes a new rule object of the variant
   * @param livePositions positions where the variant's own rule is live
   */
  ListedCapturesContract(Variant variant, Supplier<ModestVariant> rules, List<String> livePositions) {
    super(variant, rules, livePositions);
  }

  @Test
  void stateThisVariantDoesNotKeepIsRejected() {
    String start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    ModestTesting.assertRejected(variant(), start + "[P] w KQkq - 0 1", "no pool");
    ModestTesting.assertRejected(variant(), start + " w KQkq - 0 1 reenter:-/-", "reenter:-/-");
  }

  @Property(tries = 30)
  void materialIsConserved(
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 999) Integer> choices) {
    for (String fen : livePositions()) {
      materialConserved(variant().position(fen), choices);
    }
    materialConserved(variant().startPosition(), choices);
  }

  /**
   * Plays a random game and asserts for every legal move on the way that the men on the board
   * after it are those before it minus exactly the men the move lists as captured (removals,
   * eliminations and second captures included), each of which stood on its square before the move;
   * no man leaves the board any other way in this variant.
   */
  private static void materialConserved(Position start, List<Integer> choices) {
    Position p = start;
    for (int choice : choices) {
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty() || p.isGameOver()) {
        return;
      }
      int before = p.board().occupiedSquares().size();
      for (Move m : moves) {
        List<Square> caps = m.captures();
        assertEquals(caps.size(), new HashSet<>(caps).size(), m.text());
        for (int i = 0; i < caps.size(); i++) {
          assertEquals(
              p.board().pieceAt(caps.get(i)).orElseThrow(), m.capturedPieces().get(i), m.text());
        }
        assertEquals(
            before - caps.size(),
            p.play(m).board().occupiedSquares().size(),
            p.text() + " " + m.text());
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }
}

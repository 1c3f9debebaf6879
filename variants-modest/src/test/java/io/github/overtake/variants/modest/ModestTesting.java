package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MutablePosition;
import java.util.List;

/** Checks shared by the Modest variants' tests. */
final class ModestTesting {
  private ModestTesting() {}

  /**
   * Plays a random game from {@code start} (each choice picks a legal move modulo their number)
   * and asserts at every position, for both sides, that the variant's own threat test agrees with
   * the general definition of S1.2 ({@link ModestKit#generalThreat}); also in the position after
   * every legal move, where the mover's safety is what legality asks.
   *
   * @param v the variant whose fast path is checked
   * @param start the start position
   * @param choices the random choices
   */
  static void threatTestAgreesWithGeneral(ModestVariant v, Position start, List<Integer> choices) {
    ModestKit k = ModestRules.kit();
    Position p = start;
    for (int choice : choices) {
      List<Move> moves = p.legalMoves();
      agree(v, k, p.toMutable(), p.text());
      for (Move m : moves) {
        Position after = p.play(m);
        agree(v, k, after.toMutable(), p.text() + " then " + m.text());
      }
      if (moves.isEmpty()) {
        return;
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  private static void agree(ModestVariant v, ModestKit k, MutablePosition mp, String where) {
    for (int side = 0; side < 2; side++) {
      assertEquals(
          k.generalThreat(v, mp, side),
          v.threatened(k, mp, side),
          "threat test of side " + side + " disagrees with S1.2 in " + where);
    }
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.core.orthodox.Orthodox.KING;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
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

  /**
   * Plays a random game from {@code start} and asserts at every position that the legal turns found
   * by the rule set (with FIDE's pin shortcut when {@link ModestVariant#fideThreats}) are exactly
   * those found by making every turn and testing the king and the variant's own conditions.
   *
   * @param v the variant that claims FIDE's king safety
   * @param start the start position
   * @param choices the random choices
   */
  static void pinShortcutAgrees(ModestVariant v, Position start, List<Integer> choices) {
    ModestRules rules = new ModestRules(v);
    Position p = start;
    for (int choice : choices) {
      MutablePosition mp = p.toMutable();
      MoveBuffer fast = new MoveBuffer();
      MoveBuffer full = new MoveBuffer();
      rules.generateMoves(mp, fast);
      v.turns(ModestRules.kit(), mp, full, false);
      full.filter(mp, (q, b, m) -> keepsKingSafe(v, q, b, m));
      assertEquals(turns(full), turns(fast), "legal turns with and without the shortcut in " + p);
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return;
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  private static List<String> turns(MoveBuffer b) {
    List<String> all = new ArrayList<>();
    for (int i = 0; i < b.size(); i++) {
      all.add(Arrays.toString(b.opsOf(i)) + "/" + b.flags(i));
    }
    Collections.sort(all);
    return all;
  }

  private static boolean keepsKingSafe(ModestVariant v, MutablePosition p, MoveBuffer b, int m) {
    int side = p.sideToMove();
    p.make(b, m);
    ModestKit k = ModestRules.kit();
    boolean ok = p.find(side, KING) >= 0 && !v.threatened(k, p, side) && v.legalAfter(k, p, side);
    p.unmake();
    return ok;
  }
}

package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import io.github.overtake.core.Variant;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.geometry.Topology;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The bitboard path of checkers armies ({@link BitboardCheckers}) against the general chain
 * walker, along random games on square boards up to 8x8: the same moves, ops, order and canonical
 * texts, and the same bulk count.
 */
class BitboardCheckersTest {
  /** English draughts and checkers armies against each army type, with and without obligation. */
  @Property(tries = 300)
  void agreesWithTheGeneralPath(
      @ForAll @IntRange(min = 0, max = 2) int opponent,
      @ForAll boolean checkersFirst,
      @ForAll boolean obliged,
      @ForAll @IntRange(min = 4, max = 8) int width,
      @ForAll @IntRange(min = 5, max = 8) int height,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    int first = checkersFirst ? 0 : opponent;
    int second = checkersFirst ? opponent : 0;
    int goal = obliged ? 3 : 4; // reverse (capturing is mandatory) or regular
    Variant v =
        CheckersChessPropertiesTest.variant(
            first, second, goal, goal, 0, width, height, false, true);
    CheckersChessRules fast = (CheckersChessRules) v.rules();
    CheckersChessRules general = new CheckersChessRules(fast.options(), false);
    MutablePosition p = v.startPosition().toMutable();
    MoveBuffer moves = new MoveBuffer();
    for (int choice : choices) {
      assertAgree(fast, general, p);
      moves.clear();
      general.generateMoves(p.copy(), moves);
      moves.mergeRoutes();
      if (moves.isEmpty()) {
        return;
      }
      p.make(moves, Math.floorMod(choice, moves.size()));
    }
    assertAgree(fast, general, p);
  }

  @Test
  void appliesOnlyToFlatSquareBoardsWithoutFlyingKings() {
    assertNotNull(BitboardCheckers.of(Geometry.of(Topology.SQUARE, 8, 8), false));
    assertNull(BitboardCheckers.of(Geometry.of(Topology.SQUARE, 8, 8), true));
    assertNull(BitboardCheckers.of(Geometry.of(Topology.MOBIUS, 8, 8), false));
    assertNull(BitboardCheckers.of(Geometry.of(Topology.SQUARE, 10, 10), false));
  }

  private static void assertAgree(
      CheckersChessRules fast, CheckersChessRules general, MutablePosition p) {
    MoveBuffer a = new MoveBuffer();
    MoveBuffer b = new MoveBuffer();
    fast.generateMoves(p.copy(), a);
    general.generateMoves(p.copy(), b);
    // the moves (after merging routes) agree, text, ops and flags; the general path's chain
    // search by state may list them in another order
    a.mergeRoutes();
    b.mergeRoutes();
    assertEquals(described(general, b), described(fast, a), "moves");
    assertEquals(b.size(), fast.countMoves(p.copy(), new MoveBuffer()), "bulk count");
  }

  private static List<String> described(CheckersChessRules rules, MoveBuffer b) {
    List<String> out = new ArrayList<>();
    List<String> t = texts(rules, b);
    for (int m = 0; m < b.size(); m++) {
      out.add(t.get(m) + " " + Arrays.toString(b.opsOf(m)) + " " + b.flags(m));
    }
    Collections.sort(out);
    return out;
  }

  private static List<String> texts(CheckersChessRules rules, MoveBuffer b) {
    List<String> out = new ArrayList<>();
    for (int m = 0; m < b.size(); m++) {
      out.add(MoveText.format(rules.geometry(), rules.pieceTypes(), b.opsOf(m), b.flags(m)));
    }
    return out;
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Checks shared by the Modest variants' tests. */
final class ModestTesting {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();

  private ModestTesting() {}

  /**
   * Returns the start position of every registered Modest variant, in the order of their ids.
   *
   * @return the starts
   */
  static List<Position> allStarts() {
    return REGISTRY.ids().stream()
        .filter(id -> id.startsWith("modest-"))
        .sorted()
        .map(id -> REGISTRY.variant(id).startPosition())
        .toList();
  }

  /**
   * Asserts that {@code v} refuses a position text, naming a problem that contains {@code
   * problem}.
   *
   * @param v the variant
   * @param text the position text
   * @param problem a part of the expected problem's message
   */
  static void assertRejected(Variant v, String text, String problem) {
    InvalidPositionException e =
        assertThrows(InvalidPositionException.class, () -> v.position(text));
    assertTrue(e.getMessage().contains(problem), e.getMessage());
  }

  /**
   * Asserts that {@code v} refuses a position text, one of the problems containing {@code
   * fragment}.
   *
   * @param v the variant
   * @param text the position text
   * @param fragment a part of one expected problem
   */
  static void assertProblem(Variant v, String text, String fragment) {
    InvalidPositionException e =
        assertThrows(InvalidPositionException.class, () -> v.position(text));
    assertTrue(
        e.problems().stream().anyMatch(s -> s.contains(fragment)),
        "expected a problem containing " + fragment + ", got " + e.problems());
  }

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
    threatsWithinFide(v, k, mp, where);
  }

  /**
   * Asserts, for a variant that says its threats are all FIDE attacks, that a threatened king of
   * either side in {@code mp} is attacked in FIDE's sense; for one that says they include FIDE's
   * attacks, that a king attacked in FIDE's sense is threatened.
   */
  private static void threatsWithinFide(
      ModestVariant v, ModestKit k, MutablePosition mp, String where) {
    for (int side = 0; side < 2; side++) {
      assertTrue(
          !v.threatsWithinFide() || !v.threatened(k, mp, side) || k.fideThreat(mp, side),
          "side " + side + " threatened without a FIDE attack in " + where);
      assertTrue(
          !v.threatsIncludeFide() || !k.fideThreat(mp, side) || v.threatened(k, mp, side),
          "side " + side + " attacked in FIDE's sense but not threatened in " + where);
    }
  }

  /**
   * Plays a random game from {@code start} and asserts at every position that the legal turns found
   * by the rule set (on the bitboards, or with the pin shortcut when {@link
   * ModestVariant#pinShortcut}) are exactly those found by making every turn and testing the king
   * and the variant's own conditions ({@link #fastPathAgrees}).
   *
   * @param v the variant that claims FIDE's king safety
   * @param start the start position
   * @param choices the random choices
   */
  static void pinShortcutAgrees(ModestVariant v, Position start, List<Integer> choices) {
    Position p = start;
    for (int choice : choices) {
      fastPathAgrees(v, p.toMutable());
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return;
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  /**
   * Asserts that the legal turns the rule set lists in {@code p} (on its fast paths: the bitboards,
   * the pin shortcut) are exactly, in the same order, the variant's turns kept by making each and
   * testing the king and the variant's own conditions, that the count agrees, that the existence
   * query ({@code hasLegalMove}, on both paths) says whether there is one, and that the outcome
   * judged from that existence alone is the one judged from the number of turns.
   *
   * @param v the variant
   * @param p the position, left as it was
   */
  static void fastPathAgrees(ModestVariant v, MutablePosition p) {
    ModestRules rules = new ModestRules(v);
    MoveBuffer fast = new MoveBuffer();
    MoveBuffer full = new MoveBuffer();
    // each on its own copy: make and unmake may leave the men listed in another order
    rules.generateMoves(p.copy(), fast);
    MutablePosition q = p.copy();
    v.turns(ModestRules.kit(), q, full, false);
    full.filter(q, (r, b, m) -> keepsKingSafe(v, r, b, m));
    String where = rules.id() + " " + io.github.overtake.core.notation.PositionText.format(rules, p);
    threatsWithinFide(v, ModestRules.kit(), p, where);
    assertEquals(ordered(full), ordered(fast), "legal turns, fast path and made, in " + where);
    assertEquals(full.size(), rules.countMoves(p.copy(), new MoveBuffer()), "count in " + where);
    ModestRules general = new ModestRules(v, false);
    assertEquals(
        !full.isEmpty(), rules.hasLegalMove(p.copy(), new MoveBuffer()), "a turn exists in " + where);
    assertEquals(
        !full.isEmpty(),
        general.hasLegalMove(p.copy(), new MoveBuffer()),
        "a turn exists, general path, in " + where);
    assertEquals(
        rules.outcome(p.copy(), full.size()),
        rules.outcome(p.copy(), full.isEmpty() ? 0 : 1),
        "outcome from existence alone in " + where);
  }

  private static List<String> ordered(MoveBuffer b) {
    List<String> all = new ArrayList<>();
    for (int i = 0; i < b.size(); i++) {
      all.add(Arrays.toString(b.opsOf(i)) + "/" + b.flags(i));
    }
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

package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.variants.jumping.JumpingPropertiesTest.CHECKMATE;
import static io.github.overtake.variants.jumping.JumpingPropertiesTest.MULTI_JUMP;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Game;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The static reach ({@link Reach}) keeps the attack test exact: on every position of random games
 * with {@code checkmate}, for every move of every man of the side to move (quiet moves and every
 * capture or chain, before duties and king safety), the king-safety answer of the rules, of the
 * attack test that always goes by the reach, of the one that tries the plain search first and of
 * {@link KingGuard} (either way, and with the moves asked in reverse order) equals the plain test:
 * make the move and walk every chain of every enemy man, state by state. Both kings of every
 * position are compared as well.
 */
class ReachTest {
  @Property(tries = 120)
  void kingSafetyWithChainsEqualsThePlainWalk(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 140) List<@IntRange(min = 0, max = 999) Integer> choices) {
    compare(mask | MULTI_JUMP | CHECKMATE, choices);
  }

  /** Every other option set with {@code checkmate}, {@code multiJump} off or on. */
  @Property(tries = 40)
  void kingSafetyEqualsThePlainWalkInEveryOptionSet(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 140) List<@IntRange(min = 0, max = 999) Integer> choices) {
    compare(mask | CHECKMATE, choices);
  }

  /**
   * The position of {@link JumpingBudgetTest}, whose 1,212 moves' tests walked about three million
   * chain states before the reach: every move is compared too.
   */
  @Test
  void theBudgetPositionsMovesEqualThePlainWalk() {
    var variant = JumpingPropertiesTest.variant(MULTI_JUMP | CHECKMATE);
    compare(
        variant,
        List.of(
            variant.position(
                "10/1r1bqkb1r1/1pp1pppp2/1nPp4p1/6n3/1P8/6N3/2BPPPPPP1/1RN1QKB1R1/10 b KQkq - 3 6")));
  }

  private static void compare(int options, List<Integer> choices) {
    var variant = JumpingPropertiesTest.variant(options);
    Game g = RandomGames.play(variant.startPosition(), choices);
    compare(variant, g.positions());
  }

  private static void compare(Variant variant, List<Position> positions) {
    JumpingOptions o = ((JumpingRules) variant.rules()).options();
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingAttacks plain =
        new JumpingAttacks(board, new JumpingMoves(board, o, Integer.MAX_VALUE), o);
    JumpingAttacks byReach = new JumpingAttacks(board, new JumpingMoves(board, o, 0), o);
    JumpingAttacks usual = new JumpingAttacks(board, new JumpingMoves(board, o), o);
    JumpingRules reachRules = new JumpingRules(o, true, 0);
    JumpingRules usualRules = new JumpingRules(o, true);
    JumpingMoves moves = new JumpingMoves(board, o);
    for (Position pos : positions) {
      MutablePosition p = pos.toMutable();
      for (int side = 0; side < 2; side++) {
        int king = p.find(side, KING);
        if (king >= 0) {
          boolean expected = plain.attacked(p, king, side ^ 1);
          String at = "king of side " + side + " in " + pos;
          assertEquals(expected, byReach.attacked(p, king, side ^ 1), "reach, " + at);
          assertEquals(expected, usual.attacked(p, king, side ^ 1), "usual, " + at);
        }
      }
      MoveBuffer buf = new MoveBuffer();
      int side = p.sideToMove();
      if (p.find(side, KING) < 0) {
        continue;
      }
      int[] squares = new int[p.pieceCount(side)];
      for (int i = 0; i < squares.length; i++) {
        squares[i] = p.pieceSquare(side, i);
      }
      for (int sq : squares) {
        moves.captures(p, sq, p.at(sq), buf);
        moves.quiets(p, sq, p.at(sq), buf);
      }
      KingGuard reachGuard = KingGuard.get().prepare(reachRules, board, o);
      boolean[] reachKept = new boolean[buf.size()];
      for (int m = 0; m < buf.size(); m++) {
        reachKept[m] = reachGuard.keep(p, buf, m);
      }
      // backwards: the walks a guard takes lazily (at the first move that needs them) are taken
      // at another move, and serve the moves before it
      KingGuard backGuard = KingGuard.get().prepare(usualRules, board, o);
      boolean[] backKept = new boolean[buf.size()];
      for (int m = buf.size() - 1; m >= 0; m--) {
        backKept[m] = backGuard.keep(p, buf, m);
      }
      KingGuard usualGuard = KingGuard.get().prepare(usualRules, board, o);
      for (int m = 0; m < buf.size(); m++) {
        String at = "move " + m + " from " + buf.from(m) + " to " + buf.to(m) + " in " + pos;
        boolean safe = safeAfter(plain, p, buf, m);
        assertEquals(safe, safeAfter(byReach, p, buf, m), "reach: " + at);
        assertEquals(safe, safeAfter(usual, p, buf, m), "usual: " + at);
        assertEquals(safe, reachKept[m], "guard by reach: " + at);
        assertEquals(safe, backKept[m], "guard, moves backwards: " + at);
        assertEquals(safe, usualGuard.keep(p, buf, m), "usual guard: " + at);
      }
    }
  }

  /** Makes the move and tests the mover's king with {@code attacks}. */
  private static boolean safeAfter(
      JumpingAttacks attacks, MutablePosition p, MoveBuffer buf, int m) {
    int side = p.sideToMove();
    p.make(buf, m);
    try {
      int king = p.find(side, KING);
      return king < 0 || !attacks.attacked(p, king, side ^ 1);
    } finally {
      p.unmake();
    }
  }
}

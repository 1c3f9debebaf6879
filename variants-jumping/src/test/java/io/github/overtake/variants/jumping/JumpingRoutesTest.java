package io.github.overtake.variants.jumping;

import static io.github.overtake.variants.jumping.JumpingPropertiesTest.MULTI_JUMP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The static reach that {@link JumpingRoutes#chainsEndingOn} asks first keeps it exact: on every
 * position of random games with {@code multiJump}, for every man of the side to move and every
 * square a chain may end on (empty, or the man's own), it finds the same captured sets in the
 * same order as the search alone, and no chain ends on a square the reach refuses.
 */
class JumpingRoutesTest {
  @Property(tries = 30)
  void chainsEndingOnEqualsTheSearchAlone(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    var variant = JumpingPropertiesTest.variant(mask | MULTI_JUMP);
    JumpingOptions o = ((JumpingRules) variant.rules()).options();
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingRoutes routes = new JumpingRoutes(new JumpingMoves(board, o), board, o);
    Game g = RandomGames.play(variant.startPosition(), choices);
    for (Position pos : g.positions()) {
      MutablePosition p = pos.toMutable();
      int side = p.sideToMove();
      for (int i = 0; i < p.pieceCount(side); i++) {
        int s = p.pieceSquare(side, i);
        int code = p.at(s);
        for (int to = 0; to < board.n; to++) {
          if (to != s && p.at(to) != 0) {
            continue;
          }
          List<long[]> searched = new ArrayList<>();
          routes.chainsEndingOnBySearch(p, s, code, to, Integer.MAX_VALUE, searched);
          List<long[]> reached = new ArrayList<>();
          routes.chainsEndingOn(p, s, code, to, Integer.MAX_VALUE, reached);
          String at = Pieces.type(code) + " on " + s + " to " + to + " in " + pos;
          assertEquals(text(searched), text(reached), at);
          if (!routes.mayEndOn(p, s, code, to)) {
            assertTrue(searched.isEmpty(), "refused but found: " + at);
          }
        }
      }
    }
  }

  /**
   * In issue 24's position the queen's chains (36,660 moves in all) reach no square of the top
   * ring: the static reach says so, and a few squares she does end on are kept.
   */
  @Example
  void theQueenOfIssue24ReachesNoSquareOfTheTopRing() {
    var variant = io.github.overtake.core.VariantRegistry.load()
        .variant("jumping:doubleKnights=true,multiJump=true");
    JumpingOptions o = ((JumpingRules) variant.rules()).options();
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingRoutes routes = new JumpingRoutes(new JumpingMoves(board, o), board, o);
    MutablePosition p = variant.position(
        "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6")
        .toMutable();
    int queen = board.geometry.parseSquare("i3");
    for (String to : List.of("a10", "e10", "g10", "j10")) {
      assertFalse(routes.mayEndOn(p, queen, p.at(queen), board.geometry.parseSquare(to)), to);
    }
    for (String to : List.of("g1", "e5")) {
      int t = board.geometry.parseSquare(to);
      assertTrue(routes.mayEndOn(p, queen, p.at(queen), t), to);
      List<long[]> sets = new ArrayList<>();
      routes.chainsEndingOn(p, queen, p.at(queen), t, 2, sets);
      assertEquals(2, sets.size(), to);
    }
  }

  private static List<String> text(List<long[]> sets) {
    List<String> out = new ArrayList<>();
    for (long[] set : sets) {
      out.add(Long.toHexString(set[0]) + ":" + Long.toHexString(set[1]));
    }
    return out;
  }
}

package io.github.overtake.variants.checkercapture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Board;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Move;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Example;

/**
 * The testkit's single-move properties on this family, with a literal walker of hop routes
 * written from the rules page (section 5), independent of the library's search: every route it
 * finds must name its move.
 */
class CheckerCaptureSingleMoveTest extends SingleMoveProperties {
  private static final VariantRegistry R = VariantRegistry.load();
  private static final int MOST_ROUTES = 300;

  @Override
  protected List<Position> starts() {
    return CheckerCapturePropertyStarts.of(R);
  }

  @Example
  void everyRouteOfTheFourMenChainIsAccepted() {
    Position p = R.variant("checkercapture").position("8/n7/3R2n1/5n2/4nn2/n3Kn2/8/k7 w - - 0 1");
    Move canonical = assertRouteNamesMove(p, "e3xe5xg5xe3xg3", "e3xg5xe5xe3xg3");
    assertTrue(p.legalMoves().contains(canonical));
    assertEquals(p.play(canonical), p.play("e3xg5xe5xe3xg3"));
    // the walker of this test finds both routes
    assertWalkerFinds(p, "e3xg5xe5xe3xg3");
    // a route that stops while a hop is left still names nothing
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> p.parseMove("e3xg5xe5xe3"));
    assertEquals(IllegalMoveReason.LONGER_CAPTURE_COMPULSORY, e.reason());
  }

  @Override
  protected List<WalkedRoute> physicalRoutes(Position p) {
    List<WalkedRoute> out = new ArrayList<>();
    if (p.legalMoves().isEmpty()) {
      return out;
    }
    Board b = p.board();
    String[][] grid = new String[8][8];
    for (int f = 0; f < 8; f++) {
      for (int r = 0; r < 8; r++) {
        Optional<Piece> x = b.pieceAt(name(f, r));
        grid[f][r] = x.map(pc -> pc.side() == p.sideToMove() ? "own" : "enemy").orElse(null);
      }
    }
    for (int f = 0; f < 8; f++) {
      for (int r = 0; r < 8; r++) {
        if ("own".equals(grid[f][r])) {
          boolean pawn = b.pieceAt(name(f, r)).get().type().letter() == 'P';
          String[][] g = copy(grid);
          g[f][r] = null; // the origin is empty from the first hop on
          walk(g, f, r, name(f, r), name(f, r), new HashSet<>(), pawn, p, out);
        }
      }
    }
    return out;
  }

  private static void walk(String[][] g, int f, int r, String origin, String text,
      Set<String> taken, boolean pawn, Position p, List<WalkedRoute> out) {
    boolean any = false;
    for (int df = -1; df <= 1; df++) {
      for (int dr = -1; dr <= 1; dr++) {
        if ((df == 0 && dr == 0) || out.size() >= MOST_ROUTES) {
          continue;
        }
        int of = f + df;
        int or = r + dr;
        int lf = f + 2 * df;
        int lr = r + 2 * dr;
        if (lf < 0 || lf > 7 || lr < 0 || lr > 7) {
          continue;
        }
        if (!"enemy".equals(g[of][or]) || g[lf][lr] != null) {
          continue;
        }
        any = true;
        String[][] h = copy(g);
        h[of][or] = null; // hopped pieces go at once
        Set<String> t = new HashSet<>(taken);
        t.add(name(of, or));
        walk(h, lf, lr, origin, text + "x" + name(lf, lr), t, pawn, p, out);
      }
    }
    if (!any && !taken.isEmpty()) {
      boolean lastRank = r == (p.sideToMove() == io.github.overtake.core.Side.WHITE ? 7 : 0);
      if (!(pawn && lastRank)) {
        out.add(new WalkedRoute(text, origin, name(f, r), taken));
      }
    }
  }

  private static String[][] copy(String[][] g) {
    String[][] c = new String[8][];
    for (int i = 0; i < 8; i++) {
      c[i] = g[i].clone();
    }
    return c;
  }

  private static String name(int f, int r) {
    return "" + (char) ('a' + f) + (r + 1);
  }
}

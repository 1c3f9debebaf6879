package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Board;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.geometry.Topology;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import net.jqwik.api.Example;

/**
 * The testkit's single-move properties (one move checked without the listing) on this family,
 * with a literal walker of jump routes written from the rules page (sections 3 and 5) in plain
 * coordinates, independent of the library's geometry and search: every route it finds must name
 * its move, and step-wise input must offer it.
 */
class CheckersChessSingleMoveTest extends SingleMoveProperties {
  private static final VariantRegistry R = VariantRegistry.load();
  private static final int MOST_ROUTES = 300;
  private static final String DRAUGHTS =
      "checkerschess:firstType=checkers,secondType=checkers,firstGoal=reverse,secondGoal=reverse";

  private static final String ANNULUS_10 =
      DRAUGHTS + ",board=annulus,flyingKings=true,width=10,height=10";
  /** A flying king before 30 men on a 10 x 10 annulus: 689 moves, 79 of them print captures. */
  private static final String CROWDED_ANNULUS =
      "9c/2m3m1m1/9m/2m3m3/1m7m/2m7/5m1m1m/10/1m5m2/C9 w - - 0 1";

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("checkerschess").startPosition(),
        R.variant("checkerschess:board=annulus").startPosition(),
        R.variant("checkerschess:board=mobius,flyingKings=true").startPosition(),
        R.variant("checkerschess:firstType=royal,secondType=checkers").startPosition(),
        // a king's loop of four men, both ways round (rules page, section 5)
        R.variant(DRAUGHTS).position("8/8/1m1m4/8/1m1m4/2C5/8/8 w - - 0 1"),
        // the loop, then on: the search by state follows one way round only
        R.variant(DRAUGHTS).position("8/8/1m1m4/8/1m1m4/2C5/3m4/8 w - - 0 1"),
        // flying kings with many routes, free choice of stopping
        R.variant("checkerschess:secondType=checkers,flyingKings=true")
            .position("8/1m1m1m2/8/1m1m1m2/8/1m1m1m2/C7/7c w - - 0 1"),
        R.variant(DRAUGHTS + ",flyingKings=true,width=10,height=10")
            .position("10/10/10/1m1m1m4/10/1m1m1m4/10/1m5m2/C9/9c w - - 0 1"),
        // the annulus where both diagonals of f2 meet again (captures may be printed)
        R.variant(DRAUGHTS + ",board=annulus,flyingKings=true")
            .position("8/8/1m6/4m3/8/8/5C2/7c w - - 0 1"),
        R.variant("checkerschess:firstType=nonroyal,secondType=royal,firstGoal=strict,"
            + "secondGoal=reverse").startPosition(),
        // boards whose moves may print their captures: 4 files wide, flying kings wrapped
        R.variant(DRAUGHTS + ",board=mobius,width=4,height=9").startPosition(),
        R.variant("checkerschess:secondType=checkers,board=annulus,width=4").startPosition(),
        R.variant(DRAUGHTS + ",board=annulus,flyingKings=true")
            .position("7c/m7/1m1m1m1m/8/5m2/2m1m3/3m4/C7 w - - 0 1"),
        R.variant(ANNULUS_10).position(CROWDED_ANNULUS),
        // limits that refuse its listing: each move is still checked on its own route
        R.variant(ANNULUS_10).withLimits(Limits.DEFAULT.withChainStates(20_000))
            .position(CROWDED_ANNULUS));
  }

  @Example
  void theLoopIsAcceptedBothWaysRound() {
    Position p = R.variant(DRAUGHTS).position("8/8/1m1m4/8/1m1m4/2C5/8/8 w - - 0 1");
    Move canonical = assertRouteNamesMove(p, "c3xa5xc7xe5xc3", "c3xe5xc7xa5xc3");
    assertEquals(p.play(canonical), p.play("c3xe5xc7xa5xc3"));
    assertWalkerFinds(p, "c3xe5xc7xa5xc3");
  }

  @Example
  void aRouteThroughAStateReachedBeforeIsAccepted() {
    Position p = R.variant(DRAUGHTS).position("8/8/1m1m4/8/1m1m4/2C5/3m4/8 w - - 0 1");
    Move canonical = assertRouteNamesMove(p, "c3xa5xc7xe5xc3xe1", "c3xe5xc7xa5xc3xe1");
    assertTrue(p.isLegal(canonical));
    assertEquals(List.of("c3xa5xc7xe5xc3xe1", "c3xe1"),
        p.legalMoves().stream().map(Move::text).sorted().toList());
    // stopping on the way is refused as the listing refuses it
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> p.parseMove("c3xe5xc7xa5xc3"));
    assertEquals(IllegalMoveReason.LONGER_CAPTURE_COMPULSORY, e.reason());
  }

  // ------------------------------------------------------------------ the literal walker

  /** What the walker knows of a position: the board in plain coordinates and the options. */
  private static final class Walk {
    int m;
    int n;
    Topology topology;
    boolean flying;
    boolean obligated;
    /** +1 own, -1 enemy, 0 empty, by {@code [file][rank]}. */
    int[][] owner;
    int originX;
    int originY;
    List<WalkedRoute> out = new ArrayList<>();
    /** The landing lists walked from an origin and the captured sets each names. */
    Map<String, Set<Set<String>>> landings = new HashMap<>();
    List<List<String>> victims = new ArrayList<>();

    String name(int x, int y) {
      return "" + (char) ('a' + x) + (y + 1);
    }

    /**
     * The square a displacement (dx, dy) from (x, y) reaches (section 3.2 and 3.3), as {x, y,
     * crossed}, or null off the board.
     */
    int[] displace(int x, int y, int dx, int dy) {
      int ny = y + dy;
      int nx = x + dx;
      if (ny < 0 || ny >= n) {
        return null;
      }
      if (nx >= 0 && nx < m) {
        return new int[] {nx, ny, 0};
      }
      if (topology == Topology.SQUARE) {
        return null;
      }
      int wx = Math.floorMod(nx, m);
      return topology == Topology.ANNULUS ? new int[] {wx, ny, 0} : new int[] {wx, n - 1 - ny, 1};
    }

    boolean empty(int x, int y) {
      return owner[x][y] == 0 || (x == originX && y == originY);
    }
  }

  @Override
  protected List<WalkedRoute> physicalRoutes(Position p) {
    CheckersChessRules rules = (CheckersChessRules) p.variant().rules();
    Options o = rules.options();
    int side = p.sideToMove() == Side.WHITE ? 0 : 1;
    if (o.type(side) != ArmyType.CHECKERS || p.legalMoves().isEmpty()) {
      return List.of();
    }
    Walk w = new Walk();
    w.m = o.width();
    w.n = o.height();
    w.topology = o.topology();
    w.flying = o.flyingKings();
    w.obligated = o.goal(side).mandatoryCapture();
    w.owner = new int[w.m][w.n];
    Board b = p.board();
    for (int x = 0; x < w.m; x++) {
      for (int y = 0; y < w.n; y++) {
        Optional<Piece> pc = b.pieceAt(w.name(x, y));
        w.owner[x][y] = pc.map(q -> q.side() == p.sideToMove() ? 1 : -1).orElse(0);
      }
    }
    for (int x = 0; x < w.m; x++) {
      for (int y = 0; y < w.n; y++) {
        if (w.owner[x][y] != 1) {
          continue;
        }
        Piece pc = b.pieceAt(w.name(x, y)).get();
        boolean man = pc.type().letter() == 'M';
        int up = (side == 0) != pc.reversed() ? 1 : -1;
        w.originX = x;
        w.originY = y;
        walk(w, x, y, man, up, w.name(x, y), new ArrayList<>(), new ArrayList<>());
      }
    }
    // a landing list that names two captured sets prints its captures (rules page, decision 2);
    // a walk cut short may have missed the second set, and names the victims of every route
    // where captures may print (a text may name them whatever the move prints)
    boolean unsure = w.out.size() >= MOST_ROUTES && o.topology() != Topology.SQUARE
        && (o.width() == 4 || o.flyingKings());
    List<WalkedRoute> routes = new ArrayList<>();
    for (int i = 0; i < w.out.size(); i++) {
      WalkedRoute r = w.out.get(i);
      String text = r.toString().substring(0, r.toString().indexOf(' '));
      if (unsure || w.landings.get(text).size() > 1) {
        text += "[" + String.join(",", w.victims.get(i)) + "]";
      }
      routes.add(new WalkedRoute(text, text.substring(0, text.indexOf('x')),
          lastSquare(text), new HashSet<>(w.victims.get(i))));
    }
    return routes;
  }

  private static String lastSquare(String text) {
    int bracket = text.indexOf('[');
    String t = bracket < 0 ? text : text.substring(0, bracket);
    return t.substring(t.lastIndexOf('x') + 1);
  }

  /** The jumps from (x, y), as {victimX, victimY, landX, landY, newUp, direction}. */
  private static List<int[]> jumps(Walk w, int x, int y, boolean man, int up, List<String> taken) {
    List<int[]> found = new ArrayList<>();
    int[][] dirs = man ? new int[][] {{1, up}, {-1, up}} : new int[][] {{1, 1}, {-1, 1}, {1, -1},
        {-1, -1}};
    for (int k = 0; k < dirs.length; k++) {
      int[] d = dirs[k];
      if (man || !w.flying) {
        int[] t = w.displace(x, y, d[0], d[1]);
        int[] l = w.displace(x, y, 2 * d[0], 2 * d[1]);
        if (t == null || l == null || w.empty(t[0], t[1]) || w.owner[t[0]][t[1]] != -1
            || taken.contains(w.name(t[0], t[1])) || !w.empty(l[0], l[1])) {
          continue;
        }
        found.add(new int[] {t[0], t[1], l[0], l[1], l[2] == 1 ? -up : up, k});
        continue;
      }
      // a flying king walks the ray one step at a time (section 3.4)
      int cx = x;
      int cy = y;
      int dy = d[1];
      int[] victim = null;
      while (true) {
        int[] s = w.displace(cx, cy, d[0], dy);
        if (s == null || (s[0] == x && s[1] == y)) {
          break;
        }
        if (s[2] == 1) {
          dy = -dy;
        }
        cx = s[0];
        cy = s[1];
        if (victim == null) {
          if (w.empty(cx, cy)) {
            continue;
          }
          if (w.owner[cx][cy] != -1 || taken.contains(w.name(cx, cy))) {
            break;
          }
          victim = new int[] {cx, cy};
          continue;
        }
        if (!w.empty(cx, cy)) {
          break;
        }
        found.add(new int[] {victim[0], victim[1], cx, cy, up, k});
      }
    }
    return found;
  }

  private static void walk(Walk w, int x, int y, boolean man, int up, String text,
      List<String> taken, List<String> landed) {
    List<int[]> legs = jumps(w, x, y, man, up, taken);
    if (w.obligated && !man && w.flying) {
      // the flying landing rule: after a victim, in one direction, landings that allow a further
      // jump are compulsory if there are any
      List<int[]> kept = new ArrayList<>();
      Set<String> restricted = new HashSet<>();
      for (int[] leg : legs) {
        List<String> t = new ArrayList<>(taken);
        t.add(w.name(leg[0], leg[1]));
        if (!jumps(w, leg[2], leg[3], false, up, t).isEmpty()) {
          restricted.add(w.name(leg[0], leg[1]) + leg[5]);
        }
      }
      for (int[] leg : legs) {
        String v = w.name(leg[0], leg[1]);
        List<String> t = new ArrayList<>(taken);
        t.add(v);
        if (!restricted.contains(v + leg[5])
            || !jumps(w, leg[2], leg[3], false, up, t).isEmpty()) {
          kept.add(leg);
        }
      }
      legs = kept;
    }
    if (legs.isEmpty() && !taken.isEmpty() && w.obligated) {
      record(w, text, taken, landed);
    }
    for (int[] leg : legs) {
      if (w.out.size() >= MOST_ROUTES) {
        return;
      }
      List<String> t = new ArrayList<>(taken);
      t.add(w.name(leg[0], leg[1]));
      List<String> l = new ArrayList<>(landed);
      l.add(w.name(leg[2], leg[3]));
      String next = text + "x" + w.name(leg[2], leg[3]);
      boolean crowns = man && leg[3] == (leg[4] > 0 ? w.n - 1 : 0);
      if (crowns) {
        record(w, next, t, l); // crowning ends the move
        continue;
      }
      if (!w.obligated) {
        record(w, next, t, l); // any prefix is a move without the obligation
      }
      walk(w, leg[2], leg[3], man, leg[4], next, t, l);
    }
  }

  private static void record(Walk w, String text, List<String> taken, List<String> landed) {
    w.out.add(new WalkedRoute(text, text.substring(0, text.indexOf('x')),
        landed.get(landed.size() - 1), new HashSet<>(taken)));
    w.victims.add(taken);
    w.landings.computeIfAbsent(text, k -> new LinkedHashSet<>()).add(new HashSet<>(taken));
  }
}

package io.github.overtake.variants.jumping;

import io.github.overtake.core.Board;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** The testkit's single-move properties (one move checked without the listing) on this family. */
class JumpingSingleMoveTest extends SingleMoveProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("jumping").startPosition(),
        R.variant("jumping:multiJump=true").startPosition(),
        R.variant("jumping:doubleKnights=true,multiJump=true").startPosition(),
        R.variant("jumping:multiJump=true,checkmate=true").startPosition(),
        R.variant("jumping:quickEvacuation=true,doubleKnights=true").startPosition(),
        R.variant("jumping:mini=true,multiJump=true,conservative=true").startPosition(),
        R.variant("jumping:quickEvacuation=true,checkmate=true,multiJump=true").startPosition());
  }

  /**
   * A literal walker of capture chains (rules page 4.1-4.4, 10.1-10.3), written from the rules
   * independently of the library's search: every route of every piece of the side to move,
   * each prefix included, up to a few hundred; no en passant and no promotion (those routes are
   * left out, not checked).
   */
  @Override
  protected List<WalkedRoute> physicalRoutes(Position p) {
    List<WalkedRoute> out = new ArrayList<>();
    if (!(p.variant().rules() instanceof JumpingRules rules) || !rules.options().multiJump()) {
      return out;
    }
    JumpingOptions o = rules.options();
    int n = p.variant().geometry().files();
    Board b = p.board();
    int[][] g = new int[n][n]; // 0 empty, 1 own, 2 enemy
    char[][] type = new char[n][n];
    for (int x = 0; x < n; x++) {
      for (int y = 0; y < n; y++) {
        Optional<Piece> pc = b.pieceAt(name(x, y));
        if (pc.isPresent()) {
          g[x][y] = pc.get().side() == p.sideToMove() ? 1 : 2;
          type[x][y] = pc.get().type().letter();
        }
      }
    }
    int forward = p.sideToMove() == Side.WHITE ? 1 : -1;
    for (int x = 0; x < n; x++) {
      for (int y = 0; y < n; y++) {
        if (g[x][y] == 1) {
          Walk w = new Walk(o, n, g, type[x][y], forward, x, y, out);
          g[x][y] = 0; // the origin is vacant from the first leg on
          w.from(x, y, name(x, y), new ArrayList<>(), "");
          g[x][y] = 1;
        }
      }
    }
    return out;
  }

  private static String name(int x, int y) {
    return "" + (char) ('a' + x) + (y + 1);
  }

  /** The walk of one piece: taken pieces stay on the board as blockers until the move ends. */
  private static final class Walk {
    final JumpingOptions o;
    final int n;
    final int[][] g;
    final char t;
    final int forward;
    final String origin;
    final List<WalkedRoute> out;
    final boolean[][] taken;

    Walk(JumpingOptions o, int n, int[][] g, char t, int forward, int x, int y,
        List<WalkedRoute> out) {
      this.o = o;
      this.n = n;
      this.g = g;
      this.t = t;
      this.forward = forward;
      this.origin = name(x, y);
      this.out = out;
      this.taken = new boolean[n][n];
    }

    boolean on(int x, int y) {
      return x >= 0 && y >= 0 && x < n && y < n;
    }

    boolean enemy(int x, int y) {
      return on(x, y) && g[x][y] == 2 && !taken[x][y];
    }

    boolean empty(int x, int y) {
      return on(x, y) && g[x][y] == 0;
    }

    boolean inZone(int y) {
      return forward > 0 ? y >= n - 2 : y <= 1;
    }

    void from(int x, int y, String text, List<String> victims, String brackets) {
      if (out.size() >= 400) {
        return;
      }
      switch (t) {
        case 'P':
          for (int dx = -1; dx <= 1; dx += 2) {
            if (enemy(x + dx, y + forward) && empty(x + 2 * dx, y + 2 * forward)) {
              int ly = y + 2 * forward;
              if (!inZone(ly)) {
                leg(x + 2 * dx, ly, text, victims, brackets, new int[] {x + dx, y + forward});
              }
            }
          }
          break;
        case 'K':
          for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
              if ((dx != 0 || dy != 0) && enemy(x + dx, y + dy)
                  && empty(x + 2 * dx, y + 2 * dy)) {
                leg(x + 2 * dx, y + 2 * dy, text, victims, brackets, new int[] {x + dx, y + dy});
              }
            }
          }
          break;
        case 'N':
          int[][] leaps = {{1, 2}, {2, 1}, {-1, 2}, {-2, 1}, {1, -2}, {2, -1}, {-1, -2}, {-2, -1}};
          for (int[] d : leaps) {
            int lx = x + d[0];
            int ly = y + d[1];
            if (!empty(lx, ly)) {
              continue;
            }
            int sx = Integer.signum(d[0]);
            int sy = Integer.signum(d[1]);
            int[] a = Math.abs(d[0]) == 1 ? new int[] {x, y + sy} : new int[] {x + sx, y};
            int[] c = {x + sx, y + sy};
            boolean ea = enemy(a[0], a[1]);
            boolean ec = enemy(c[0], c[1]);
            if (ea) {
              leg(lx, ly, text, victims, brackets, a);
            }
            if (ec) {
              leg(lx, ly, text, victims, brackets, c);
            }
            if (ea && ec && o.doubleKnights()) {
              leg(lx, ly, text, victims, brackets, a, c);
            }
          }
          break;
        default:
          boolean diag = t == 'B' || t == 'Q';
          boolean orth = t == 'R' || t == 'Q';
          for (int dx = -1; dx <= 1; dx++) {
            for (int dy = -1; dy <= 1; dy++) {
              if ((dx == 0 && dy == 0) || ((dx != 0 && dy != 0) ? !diag : !orth)) {
                continue;
              }
              int vx = x + dx;
              int vy = y + dy;
              while (empty(vx, vy)) {
                vx += dx;
                vy += dy;
              }
              if (!enemy(vx, vy)) {
                continue;
              }
              int lx = vx + dx;
              int ly = vy + dy;
              while (empty(lx, ly)) {
                leg(lx, ly, text, victims, brackets, new int[] {vx, vy});
                if (o.conservative()) {
                  break;
                }
                lx += dx;
                ly += dy;
              }
            }
          }
          break;
      }
    }

    void leg(int lx, int ly, String text, List<String> victims, String brackets, int[]... v) {
      String next = text + "x" + name(lx, ly);
      List<String> vs = new ArrayList<>(victims);
      StringBuilder br = new StringBuilder(brackets);
      for (int[] s : v) {
        taken[s[0]][s[1]] = true;
        vs.add(name(s[0], s[1]));
        br.append(br.length() == 0 ? "" : ",").append(name(s[0], s[1]));
      }
      out.add(new WalkedRoute(next + (t == 'N' ? "[" + br + "]" : ""), origin, name(lx, ly),
          new java.util.HashSet<>(vs)));
      from(lx, ly, next, vs, br.toString()); // the mover never blocks its own lines
      for (int[] s : v) {
        taken[s[0]][s[1]] = false;
      }
    }
  }
}

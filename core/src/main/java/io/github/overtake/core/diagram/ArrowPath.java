package io.github.overtake.core.diagram;

import io.github.overtake.core.Square;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.geometry.Topology;
import java.util.ArrayList;
import java.util.List;

/**
 * The points of a move's arrow on wrapped boards. Between two squares the arrow takes the shorter
 * way: on the annulus, drawn as a ring, it follows the ring round (through the seam where that is
 * shorter) instead of cutting across the hole; on the Möbius strip, drawn flat, a step across the
 * glued edges runs to the edge it leaves and on from the glued point of the other edge, upside
 * down as the seam turns it. On other boards the arrow is straight from square to square.
 */
final class ArrowPath {
  private ArrowPath() {}

  /**
   * Returns the arrow as pixel polylines: one part, or one more for each seam the move crosses on
   * the Möbius strip.
   */
  static List<List<double[]>> parts(SvgWriter w, List<Square> squares) {
    Geometry g = w.geometry();
    int files = g.files();
    int ranks = g.ranks();
    List<List<double[]>> parts = new ArrayList<>();
    List<double[]> part = new ArrayList<>();
    parts.add(part);
    Square first = squares.get(0);
    part.add(w.point(g.file(first.index()) + 0.5, g.rank(first.index()) + 0.5));
    for (int i = 1; i < squares.size(); i++) {
      int a = squares.get(i - 1).index();
      int b = squares.get(i).index();
      double xa = g.file(a) + 0.5;
      double ya = g.rank(a) + 0.5;
      double xb = g.file(b) + 0.5;
      double yb = g.rank(b) + 0.5;
      if (g.topology() == Topology.ANNULUS && w.isRing()) {
        double dx = xb - xa;
        if (Math.abs(dx) > files / 2.0) {
          dx -= Math.signum(dx) * files; // round the other way, through the seam
        }
        int steps = Math.max(1, (int) Math.ceil(Math.abs(dx) * 4));
        for (int s = 1; s <= steps; s++) {
          double t = (double) s / steps;
          part.add(w.point(xa + dx * t, ya + (yb - ya) * t));
        }
      } else if (g.topology() == Topology.MOBIUS) {
        // the target seen across the right seam, across the left one, or straight
        double right = xb + files;
        double left = xb - files;
        double across = ranks - yb; // the seam turns the strip upside down
        double direct = Math.max(Math.abs(xb - xa), Math.abs(yb - ya));
        double viaRight = Math.max(Math.abs(right - xa), Math.abs(across - ya));
        double viaLeft = Math.max(Math.abs(left - xa), Math.abs(across - ya));
        if (direct <= viaRight && direct <= viaLeft) {
          part.add(w.point(xb, yb));
        } else {
          double tx = viaRight < viaLeft ? right : left;
          double edge = viaRight < viaLeft ? files : 0;
          double t = (edge - xa) / (tx - xa);
          double ye = ya + (across - ya) * t;
          part.add(w.point(edge, ye));
          part = new ArrayList<>();
          parts.add(part);
          part.add(w.point(files - edge, ranks - ye));
          part.add(w.point(xb, yb));
        }
      } else {
        part.add(w.point(xb, yb));
      }
    }
    return parts;
  }
}

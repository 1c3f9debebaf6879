package io.github.overtake.core.diagram;

import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Square;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.geometry.Topology;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Lays out one diagram: board shapes per topology, coordinates, pieces, arrow, side state. */
final class SvgWriter {
  private static final String LIGHT = "#eeeeee";
  private static final String DARK = "#a8a8a8";
  private static final String EDGE = "#d0d8e0";

  private final Position position;
  private final Geometry g;
  private final boolean flipped;
  private final int size;
  private final Move lastMove;
  private final List<Square> arrow;
  private final Set<Integer> highlights;
  private final boolean ring;
  private final Outcome outcome;
  private final StringBuilder sb = new StringBuilder(16_384);

  // square grids
  private double cell;
  private double margin;
  // annulus
  private double cx;
  private double cy;
  private double inner;
  private double band;
  private double height;

  SvgWriter(Position position, boolean flipped, int size, Move lastMove, List<Square> arrow,
      Set<Integer> highlights, Outcome outcome) {
    this.outcome = outcome;
    this.position = position;
    this.g = position.variant().geometry();
    this.flipped = flipped;
    this.size = size;
    this.lastMove = lastMove;
    this.arrow = arrow;
    this.highlights = highlights;
    this.ring = g.topology() == Topology.ANNULUS;
  }

  String write() {
    List<String> state = offBoardState();
    if (ring) {
      cx = size / 2.0;
      cy = size / 2.0;
      double outer = size / 2.0 - size * 0.06;
      inner = outer * 0.22;
      band = (outer - inner) / g.ranks();
      cell = Math.min(band * 1.15, 2 * Math.PI * (inner + band / 2) / g.files() * 0.95);
      height = size;
    } else {
      margin = size * 0.05;
      double extra = g.topology() == Topology.MOBIUS ? size * 0.05 : 0;
      cell = (size - 2 * margin - 2 * extra) / Math.max(g.files(), g.ranks());
      margin += extra;
      height = 2 * margin + cell * g.ranks();
    }
    double stateTop = height;
    double lineHeight = Math.max(14, size * 0.04);
    height += state.isEmpty() ? 0 : lineHeight * (state.size() + 0.5);
    sb.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    sb.append(String.format(Locale.ROOT,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%d\" height=\"%d\""
            + " viewBox=\"0 0 %d %d\" data-variant=\"%s\" data-position=\"%s\">\n",
        size, (int) Math.ceil(height), size, (int) Math.ceil(height),
        escape(position.variant().spec()), escape(position.text())));
    sb.append("<title>").append(escape(position.text())).append("</title>\n");
    sb.append("<rect x=\"0\" y=\"0\" width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n");
    if (g.hasEdgeRing()) {
      sb.append("<defs><pattern id=\"edge\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\">"
          + "<rect width=\"8\" height=\"8\" fill=\"" + EDGE + "\"/>"
          + "<path d=\"M0 8 L8 0\" stroke=\"#667\" stroke-width=\"1\"/></pattern></defs>\n");
    }
    squares();
    coordinates();
    if (g.topology() == Topology.MOBIUS) {
      mobiusSeams();
    }
    highlightSquares();
    pieces();
    lastMoveMarks();
    for (int i = 0; i < state.size(); i++) {
      double y = stateTop + lineHeight * (i + 1);
      String line = state.get(i);
      // the last line is the caption: who is to move, or how the game ended
      String caption = i < state.size() - 1 ? ""
          : " data-caption=\"" + (outcome != null && outcome.isOver() ? "over" : "to-move") + "\"";
      sb.append(String.format(Locale.ROOT,
          "<text class=\"state\"%s x=\"%.1f\" y=\"%.1f\" font-family=\"sans-serif\" font-size=\"%.1f\">%s</text>\n",
          caption, size * 0.05, y, lineHeight * 0.8, escape(line)));
      if (i == 0 && !rawPool().isEmpty()) {
        poolGlyphs(rawPool(), size * 0.05 + lineHeight * 2.6, y - lineHeight * 0.85, lineHeight);
      }
    }
    sb.append("</svg>\n");
    return sb.toString();
  }

  // ---- geometry of squares ----

  private int col(int file) {
    return flipped ? g.files() - 1 - file : file;
  }

  private int row(int rank) {
    return flipped ? rank : g.ranks() - 1 - rank;
  }

  /** The centre of a square in user units. */
  double[] centre(int sq) {
    int f = g.file(sq);
    int r = g.rank(sq);
    if (ring) {
      double a = angle(f + 0.5);
      double rad = radius(r + 0.5);
      return new double[] {cx + rad * Math.cos(a), cy + rad * Math.sin(a)};
    }
    return new double[] {margin + (col(f) + 0.5) * cell, margin + (row(r) + 0.5) * cell};
  }

  /** Angle of a file position on the ring, file a at the bottom, going counter-clockwise. */
  private double angle(double file) {
    double t = 2 * Math.PI * file / g.files();
    return Math.PI / 2 + (flipped ? -t : t) + Math.PI / g.files() * (flipped ? 1 : -1);
  }

  /** Radius of a rank position: the first rank outermost (nearest White's side). */
  private double radius(double rank) {
    double r = flipped ? rank : g.ranks() - rank;
    return inner + band * r;
  }

  private void squares() {
    sb.append("<g class=\"board\">\n");
    for (int sq = 0; sq < g.squareCount(); sq++) {
      int f = g.file(sq);
      int r = g.rank(sq);
      String fill = g.isEdge(sq) ? "url(#edge)" : ((f + r) % 2 == 0 ? DARK : LIGHT);
      String common = "class=\"square\" data-square=\"" + g.name(sq) + "\" fill=\"" + fill
          + "\" stroke=\"#555\" stroke-width=\"0.5\"";
      if (ring) {
        sb.append("<path ").append(common).append(" d=\"").append(sectorPath(f, r)).append("\"/>\n");
      } else {
        sb.append(String.format(Locale.ROOT,
            "<rect %s x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\"/>\n",
            common, margin + col(f) * cell, margin + row(r) * cell, cell, cell));
      }
    }
    if (g.hasEdgeRing()) {
      // a heavy frame around the inner board sets the edge ring apart
      sb.append(String.format(Locale.ROOT,
          "<rect class=\"edge-frame\" x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\""
              + " fill=\"none\" stroke=\"#000\" stroke-width=\"%.2f\"/>\n",
          margin + cell, margin + cell, cell * (g.files() - 2), cell * (g.ranks() - 2),
          Math.max(2, cell * 0.06)));
    }
    if (!ring) {
      sb.append(String.format(Locale.ROOT,
          "<rect x=\"%.2f\" y=\"%.2f\" width=\"%.2f\" height=\"%.2f\" fill=\"none\" stroke=\"#000\""
              + " stroke-width=\"1.5\"/>\n",
          margin, margin, cell * g.files(), cell * g.ranks()));
    }
    sb.append("</g>\n");
  }

  private String sectorPath(int f, int r) {
    double a0 = angle(f);
    double a1 = angle(f + 1);
    double r0 = radius(r);
    double r1 = radius(r + 1);
    int sweep = flipped ? 0 : 1;
    return String.format(Locale.ROOT,
        "M%.2f %.2f A%.2f %.2f 0 0 %d %.2f %.2f L%.2f %.2f A%.2f %.2f 0 0 %d %.2f %.2f Z",
        cx + r0 * Math.cos(a0), cy + r0 * Math.sin(a0), r0, r0, sweep,
        cx + r0 * Math.cos(a1), cy + r0 * Math.sin(a1),
        cx + r1 * Math.cos(a1), cy + r1 * Math.sin(a1), r1, r1, 1 - sweep,
        cx + r1 * Math.cos(a0), cy + r1 * Math.sin(a0));
  }

  private void coordinates() {
    double font = Math.max(8, Math.min(cell * 0.35, size * 0.035));
    sb.append(String.format(Locale.ROOT,
        "<g class=\"coordinates\" font-family=\"sans-serif\" font-size=\"%.1f\" fill=\"#000\""
            + " text-anchor=\"middle\">\n", font));
    for (int f = 0; f < g.files(); f++) {
      String name = fileName(f);
      double x;
      double y;
      if (ring) {
        double a = angle(f + 0.5);
        double rad = radius(flipped ? g.ranks() : 0) + font;
        x = cx + rad * Math.cos(a);
        y = cy + rad * Math.sin(a) + font / 3;
      } else {
        x = margin + (col(f) + 0.5) * cell;
        y = margin + g.ranks() * cell + font * 1.1;
      }
      sb.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\">%s</text>\n", x, y, name));
    }
    for (int r = 0; r < g.ranks(); r++) {
      double x;
      double y;
      if (ring) {
        // rank numbers sit on the seam between the last file and the a-file
        double a = angle(0);
        double rad = radius(r + 0.5);
        x = cx + rad * Math.cos(a);
        y = cy + rad * Math.sin(a) + font / 3;
      } else {
        x = margin - font * 0.8;
        y = margin + (row(r) + 0.5) * cell + font / 3;
      }
      sb.append(String.format(Locale.ROOT,
          "<text x=\"%.1f\" y=\"%.1f\"%s>%d</text>\n", x, y,
          ring ? " fill=\"#b00\" font-weight=\"bold\"" : "", r + 1));
    }
    sb.append("</g>\n");
  }

  private String fileName(int f) {
    String full = g.name(g.square(f, 0));
    int i = 0;
    while (i < full.length() && Character.isLetter(full.charAt(i))) {
      i++;
    }
    return full.substring(0, i);
  }

  /** Arrows at both glued edges of a Möbius strip: up on one side, down on the other. */
  private void mobiusSeams() {
    double top = margin;
    double bottom = margin + g.ranks() * cell;
    double left = margin - margin * 0.55;
    double right = margin + g.files() * cell + margin * 0.55;
    sb.append("<defs><marker id=\"seam-head\" markerWidth=\"6\" markerHeight=\"6\" refX=\"3\""
        + " refY=\"3\" orient=\"auto\"><path d=\"M0 0 L6 3 L0 6 Z\" fill=\"#b00\"/></marker></defs>\n");
    sb.append(String.format(Locale.ROOT,
        "<g class=\"seam\" stroke=\"#b00\" stroke-width=\"%.1f\" fill=\"none\">"
            + "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" marker-end=\"url(#seam-head)\"/>"
            + "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" marker-end=\"url(#seam-head)\"/>"
            + "</g>\n",
        Math.max(1.5, size * 0.005), left, bottom, left, top, right, top, right, bottom));
  }

  private void highlightSquares() {
    for (int sq : highlights) {
      double[] c = centre(sq);
      sb.append(String.format(Locale.ROOT,
          "<circle class=\"highlight\" data-square=\"%s\" cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\""
              + " fill=\"none\" stroke=\"#000\" stroke-width=\"%.2f\" stroke-dasharray=\"%.2f\"/>\n",
          g.name(sq), c[0], c[1], cell * 0.42, Math.max(1.5, cell * 0.06), cell * 0.12));
    }
  }

  private void pieces() {
    sb.append("<g class=\"pieces\">\n");
    for (int sq = 0; sq < g.squareCount(); sq++) {
      var found = position.board().pieceAt(g.name(sq));
      if (found.isEmpty()) {
        continue;
      }
      Piece piece = found.get();
      double[] c = centre(sq);
      double scale = pieceSize(sq) / 100;
      boolean turned = piece.reversed() != flipped && piece.type().oriented()
          && g.topology() == Topology.MOBIUS;
      sb.append(String.format(Locale.ROOT,
          "<g class=\"piece\" data-square=\"%s\" data-piece=\"%s\"%s"
              + " transform=\"translate(%.2f %.2f) scale(%.4f)%s translate(-50 -50)\">",
          g.name(sq), escape(piece.text()), piece.reversed() ? " data-reversed=\"true\"" : "",
          c[0], c[1], scale, turned ? " rotate(180 0 0)" : ""));
      sb.append(glyph(piece.type(), piece.side()));
      sb.append("</g>\n");
      if (piece.reversed() && g.topology() == Topology.MOBIUS) {
        reversedMark(sq, c);
      }
    }
    sb.append("</g>\n");
  }

  /**
   * Marks a man that crossed the Möbius seam and now moves the other way: a red disc with a white
   * up-and-down arrow in the square's lower left corner, seen at a glance beside the turned glyph.
   */
  private void reversedMark(int sq, double[] c) {
    double r = Math.max(5, cell * 0.19);
    double x = c[0] - cell * 0.27;
    double y = c[1] + cell * 0.27;
    double h = r * 0.62;
    double w = r * 0.38;
    sb.append(String.format(Locale.ROOT,
        "<g class=\"reversed-mark\" data-square=\"%s\"><circle cx=\"%.2f\" cy=\"%.2f\" r=\"%.2f\""
            + " fill=\"#c00\" stroke=\"#fff\" stroke-width=\"%.2f\"/>"
            + "<path d=\"M%.2f %.2f L%.2f %.2f L%.2f %.2f Z M%.2f %.2f L%.2f %.2f L%.2f %.2f Z"
            + " M%.2f %.2f L%.2f %.2f\" fill=\"#fff\" stroke=\"#fff\" stroke-width=\"%.2f\"/></g>\n",
        g.name(sq), x, y, r, r * 0.15,
        x, y - h, x - w, y - h + w, x + w, y - h + w,
        x, y + h, x - w, y + h - w, x + w, y + h - w,
        x, y - h + w, x, y + h - w, r * 0.2));
  }

  /** The variant's own drawing of a piece, or the library's. */
  private String glyph(io.github.overtake.core.PieceType type, Side side) {
    String own = position.variant().rules().pieceImage(type, side);
    return own != null ? own : PieceGlyphs.draw(type, side);
  }

  /** The width a piece takes on a square: a ring's squares shrink toward the centre. */
  private double pieceSize(int sq) {
    if (!ring) {
      return cell * 0.9;
    }
    double arc = 2 * Math.PI * radius(g.rank(sq) + 0.5) / g.files();
    return Math.min(band * 1.5, arc * 0.85);
  }

  private void lastMoveMarks() {
    if (lastMove == null) {
      return;
    }
    double w = Math.max(2, cell * 0.08);
    for (Square s : lastMove.captures()) {
      double[] c = centre(s.index());
      if (position.board().pieceAt(s.name()).isPresent()) {
        // the capturing man stands there: a small cross in the corner leaves it in sight
        double d = cell * 0.1;
        double x = c[0] + cell * 0.32;
        double y = c[1] - cell * 0.32;
        sb.append(String.format(Locale.ROOT,
            "<path class=\"captured\" data-square=\"%s\" data-corner=\"true\""
                + " d=\"M%.2f %.2f L%.2f %.2f M%.2f %.2f L%.2f %.2f\" stroke=\"#000\""
                + " stroke-width=\"%.2f\" stroke-linecap=\"round\" paint-order=\"stroke\"/>\n",
            s.name(), x - d, y - d, x + d, y + d, x - d, y + d, x + d, y - d, w * 0.7));
        continue;
      }
      double d = cell * 0.3;
      sb.append(String.format(Locale.ROOT,
          "<path class=\"captured\" data-square=\"%s\" d=\"M%.2f %.2f L%.2f %.2f M%.2f %.2f L%.2f %.2f\""
              + " stroke=\"#000\" stroke-width=\"%.2f\" stroke-linecap=\"round\" opacity=\"0.8\"/>\n",
          s.name(), c[0] - d, c[1] - d, c[0] + d, c[1] + d, c[0] - d, c[1] + d, c[0] + d, c[1] - d, w));
    }
    if (arrow.size() < 2) {
      return;
    }
    StringBuilder names = new StringBuilder();
    for (Square s : arrow) {
      names.append(s.name()).append(' ');
    }
    List<List<double[]>> parts = ArrowPath.parts(this, arrow);
    // the head stops short of the landing square's centre, so the man there stays in sight
    List<double[]> last = parts.get(parts.size() - 1);
    if (last.size() >= 2) {
      double[] to = last.get(last.size() - 1);
      double[] from = last.get(last.size() - 2);
      double len = Math.hypot(to[0] - from[0], to[1] - from[1]);
      double back = cell * 0.22;
      if (len > 2 * back) {
        last.set(last.size() - 1, new double[] {
          to[0] - (to[0] - from[0]) * back / len, to[1] - (to[1] - from[1]) * back / len});
      }
    }
    String head =
        "<defs><marker id=\"arrow-head\" markerWidth=\"4\" markerHeight=\"4\" refX=\"2\" refY=\"2\""
            + " orient=\"auto\"><path d=\"M0 0 L4 2 L0 4 Z\" fill=\"#000\"/></marker></defs>\n";
    String style = String.format(Locale.ROOT,
        " fill=\"none\" stroke=\"#000\" stroke-width=\"%.2f\" stroke-linejoin=\"round\""
            + " opacity=\"0.75\" marker-end=\"url(#arrow-head)\"", w);
    if (parts.size() == 1) {
      StringBuilder points = new StringBuilder();
      for (double[] pt : parts.get(0)) {
        points.append(String.format(Locale.ROOT, "%.2f,%.2f ", pt[0], pt[1]));
      }
      sb.append(head).append(String.format(Locale.ROOT,
          "<polyline class=\"arrow\" data-squares=\"%s\" points=\"%s\"%s/>\n",
          names.toString().strip(), points.toString().strip(), style));
      return;
    }
    // a move across a seam: one stroke to the edge it leaves, one from the edge it enters
    StringBuilder d = new StringBuilder();
    for (List<double[]> part : parts) {
      for (int i = 0; i < part.size(); i++) {
        d.append(String.format(Locale.ROOT, "%s%.2f %.2f ", i == 0 ? "M" : "L", part.get(i)[0],
            part.get(i)[1]));
      }
    }
    sb.append(head).append(String.format(Locale.ROOT,
        "<path class=\"arrow\" data-squares=\"%s\" data-wrapped=\"true\" d=\"%s\"%s/>\n",
        names.toString().strip(), d.toString().strip(), style));
  }

  // ---- board units for arrows: x along the files, y up the ranks, square centres at +0.5 ----

  /** Whether the board is drawn as a ring (annulus). */
  boolean isRing() {
    return ring;
  }

  /** The geometry drawn. */
  Geometry geometry() {
    return g;
  }

  /** The pixel point of a point in board units (files across, ranks up). */
  double[] point(double x, double y) {
    if (ring) {
      double a = angle(x);
      double rad = radius(y);
      return new double[] {cx + rad * Math.cos(a), cy + rad * Math.sin(a)};
    }
    double px = margin + (flipped ? g.files() - x : x) * cell;
    double py = margin + (flipped ? y : g.ranks() - y) * cell;
    return new double[] {px, py};
  }

  /** Draws the men of a pool as small pieces, White's then Black's, from x onwards. */
  private void poolGlyphs(String pool, double x, double top, double h) {
    sb.append("<g class=\"pool\">");
    double at = x;
    for (int i = 0; i < pool.length(); i++) {
      char c = pool.charAt(i);
      for (var type : position.variant().pieceTypes()) {
        if (type.letter() == Character.toUpperCase(c)) {
          sb.append(String.format(Locale.ROOT,
              "<g class=\"pool-man\" data-piece=\"%c\" transform=\"translate(%.2f %.2f) scale(%.4f)\">",
              c, at, top, h / 100));
          sb.append(glyph(type, Character.isUpperCase(c) ? Side.WHITE : Side.BLACK));
          sb.append("</g>");
          at += h;
          break;
        }
      }
    }
    sb.append("</g>\n");
  }

  /** The pool's letters as the position text writes them, empty when there is none. */
  private String rawPool() {
    String placement = position.text().split(" ", -1)[0];
    int open = placement.indexOf('[');
    return open < 0 ? "" : placement.substring(open + 1, placement.length() - 1);
  }

  /** Pools and state tokens, read from the position text, as lines of text. */
  private List<String> offBoardState() {
    List<String> lines = new ArrayList<>();
    String[] fields = position.text().split(" ", -1);
    String placement = fields[0];
    int open = placement.indexOf('[');
    if (open >= 0) {
      String pool = placement.substring(open + 1, placement.length() - 1);
      lines.add(pool.isEmpty() ? "pool: -" : "pool:");
    }
    for (int i = 6; i < fields.length; i++) {
      lines.add(fields[i].replace(":", ": "));
    }
    lines.add(caption());
    return lines;
  }

  /**
   * The line under the board: the side to move, or, once the game is over, the same words the
   * playground's panel uses ({@code Game over: black-wins checkmate (0-1)}).
   */
  private String caption() {
    if (outcome != null && outcome.isOver()) {
      return "Game over: " + outcome.text() + " (" + outcome.result() + ")";
    }
    return (position.sideToMove() == Side.WHITE ? "White" : "Black") + " to move";
  }

  private static String escape(String s) {
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }
}

package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.diagram.Diagram;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;

/**
 * The diagram on wrapped boards and at the end of a game: seam moves drawn wrapped, reversed men
 * marked, the caption agreeing with the outcome, capture crosses clear of the capturing man.
 */
class SeamDiagramTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();

  private static Document draw(Position before, String move, boolean flip) throws Exception {
    Move m = before.parseMove(move);
    Position after = before.play(m);
    return DiagramGalleryTest.parse(
        Diagram.of(after).lastMove(m).flipped(flip).outcome(after.outcome()).svg());
  }

  private static Element only(Document d, String cls) {
    List<Element> found = DiagramGalleryTest.byClass(d, cls);
    assertEquals(1, found.size(), cls);
    return found.get(0);
  }

  /** The points of an arrow, one list a stroke. */
  private static List<List<double[]>> strokes(Element arrow) {
    List<List<double[]>> out = new ArrayList<>();
    if (arrow.getTagName().equals("polyline")) {
      List<double[]> one = new ArrayList<>();
      for (String pt : arrow.getAttribute("points").strip().split(" ", -1)) {
        String[] xy = pt.split(",", -1);
        one.add(new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])});
      }
      out.add(one);
      return out;
    }
    for (String part : arrow.getAttribute("d").split("M", -1)) {
      if (part.isBlank()) {
        continue;
      }
      String[] n = part.strip().split("[ L]+", -1);
      List<double[]> one = new ArrayList<>();
      for (int i = 0; i + 1 < n.length; i += 2) {
        one.add(new double[] {Double.parseDouble(n[i]), Double.parseDouble(n[i + 1])});
      }
      out.add(one);
    }
    return out;
  }

  @Test
  void aJumpAcrossTheMobiusSeamLeavesOneEdgeAndEntersTheOther() throws Exception {
    Position p = REGISTRY.variant("checkerschess:board=mobius")
        .position("rnbqkbnr/pppppppp/8/8/8/M1M1M1M1/1M1M1M1M/M1M1M1M1 w kq - 0 1");
    for (boolean flip : new boolean[] {false, true}) {
      Document d = draw(p, "a1xg6", flip);
      Element arrow = only(d, "arrow");
      assertEquals("path", arrow.getTagName());
      assertEquals("true", arrow.getAttribute("data-wrapped"));
      assertEquals("a1 g6", arrow.getAttribute("data-squares"));
      double width = Double.parseDouble(d.getDocumentElement().getAttribute("width"));
      List<List<double[]>> s = strokes(arrow);
      assertEquals(2, s.size());
      for (List<double[]> stroke : s) {
        double dx = Math.abs(stroke.get(stroke.size() - 1)[0] - stroke.get(0)[0]);
        assertTrue(dx < width / 4, "a stroke crosses the board: " + dx + " of " + width);
      }
      // the first stroke ends on one side edge, the second starts on the other
      double exit = s.get(0).get(s.get(0).size() - 1)[0];
      double entry = s.get(1).get(0)[0];
      assertTrue(Math.abs(exit - entry) > width * 0.7, exit + " / " + entry);
      Element mark = only(d, "reversed-mark");
      assertEquals("g6", mark.getAttribute("data-square"));
    }
    // a move that stays on the strip is one straight stroke
    Document plain = draw(REGISTRY.variant("checkerschess:board=mobius").startPosition(), "c3d4",
        false);
    assertEquals("polyline", only(plain, "arrow").getTagName());
    assertEquals(0, DiagramGalleryTest.byClass(plain, "reversed-mark").size());
  }

  @Test
  void aMoveAcrossTheAnnulusSeamFollowsTheRing() throws Exception {
    Position start = REGISTRY.variant("checkerschess:board=annulus").startPosition();
    Document d = draw(start, "a3h4", false);
    Element arrow = only(d, "arrow");
    double c = Double.parseDouble(d.getDocumentElement().getAttribute("width")) / 2;
    List<double[]> points = strokes(arrow).get(0);
    assertTrue(points.size() > 2, "an arc, not a chord");
    double from = Math.hypot(points.get(0)[0] - c, points.get(0)[1] - c);
    for (double[] pt : points) {
      // between the radii of ranks 3 and 4, never toward the hole
      assertTrue(Math.hypot(pt[0] - c, pt[1] - c) > from * 0.8, "the arrow leaves the ring");
    }
  }

  @Test
  void theCaptionSaysTheGameIsOverWhenItIs() throws Exception {
    Position p = REGISTRY.variant("chess").position(
        "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR b KQkq - 0 2");
    Document mate = draw(p, "Qh4", false);
    Element caption = captionOf(mate);
    assertEquals("over", caption.getAttribute("data-caption"));
    assertEquals("Game over: black-wins checkmate (0-1)", caption.getTextContent());
    Document going = draw(p, "Nc6", false);
    assertEquals("White to move", captionOf(going).getTextContent());
    assertEquals("to-move", captionOf(going).getAttribute("data-caption"));
  }

  private static Element captionOf(Document d) {
    for (Element e : DiagramGalleryTest.byClass(d, "state")) {
      if (e.hasAttribute("data-caption")) {
        return e;
      }
    }
    throw new AssertionError("no caption");
  }

  @Test
  void aCrossOnTheCapturersSquareMovesToTheCorner() throws Exception {
    Position p = REGISTRY.variant("chess").position(
        "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2");
    Element corner = only(draw(p, "exd5", false), "captured");
    assertEquals("true", corner.getAttribute("data-corner"));
    // en passant: the captured square is empty afterwards, so the whole square is crossed
    Position ep = REGISTRY.variant("chess").position(
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3");
    Element full = only(draw(ep, "exf6", false), "captured");
    assertEquals("f5", full.getAttribute("data-square"));
    assertEquals("", full.getAttribute("data-corner"));
  }
}

package io.github.overtake.core.diagram;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.VariantRegistry;
import java.io.StringReader;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/** Diagrams are well-formed SVG with each piece once, on its square, and the move's squares. */
class DiagramTest {
  private static final Position START =
      VariantRegistry.load().variant("test-minichess").startPosition();

  /** Parses an SVG document. */
  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return f.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
  }

  /** Returns square name to piece letter of every piece element. */
  static Map<String, String> pieces(Document d) {
    Map<String, String> out = new HashMap<>();
    NodeList groups = d.getElementsByTagName("g");
    for (int i = 0; i < groups.getLength(); i++) {
      Element e = (Element) groups.item(i);
      if (e.getAttribute("class").equals("piece")) {
        String previous = out.put(e.getAttribute("data-square"), e.getAttribute("data-piece"));
        assertEquals(null, previous, "two pieces on " + e.getAttribute("data-square"));
      }
    }
    return out;
  }

  /** Asserts that the diagram shows exactly the pieces of the position, each on its square. */
  static void assertShowsPosition(Position p, Document d) {
    Map<String, String> expected = new HashMap<>();
    p.board().occupiedSquares().forEach(
        s -> expected.put(s.name(), p.board().pieceAt(s).orElseThrow().text()));
    assertEquals(expected, pieces(d));
    int squares = 0;
    NodeList all = d.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      if (((Element) all.item(i)).getAttribute("class").equals("square")) {
        squares++;
      }
    }
    assertEquals(p.variant().geometry().squareCount(), squares, "one shape per square");
  }

  @Test
  void everyPieceOnceOnItsSquare() throws Exception {
    Document d = parse(Diagram.of(START).svg());
    assertShowsPosition(START, d);
    assertEquals("svg", d.getDocumentElement().getTagName());
    assertEquals("400", d.getDocumentElement().getAttribute("width"));
  }

  @Test
  void arrowPassesThroughTheMoveSquaresAndFlipKeepsPieces() throws Exception {
    Move m = START.legalMoves().get(0);
    Position after = START.play(m);
    Diagram diagram = Diagram.of(after).lastMove(m).flipped(true).size(250);
    Document d = parse(diagram.svg());
    assertShowsPosition(after, d);
    NodeList lines = d.getElementsByTagName("polyline");
    assertEquals(1, lines.getLength());
    String squares = ((Element) lines.item(0)).getAttribute("data-squares");
    assertEquals(m.from().orElseThrow().name() + " " + m.to().orElseThrow().name(), squares);
    assertEquals(List.of(m.from().orElseThrow(), m.to().orElseThrow()), diagram.arrowSquares());
    assertEquals("250", d.getDocumentElement().getAttribute("width"));
  }

  @Test
  void highlightsAreMarked() throws Exception {
    Move m = START.legalMoves().get(0);
    Document d = parse(Diagram.of(START).highlight(List.of(m.to().orElseThrow())).svg());
    NodeList circles = d.getElementsByTagName("circle");
    boolean found = false;
    for (int i = 0; i < circles.getLength(); i++) {
      Element e = (Element) circles.item(i);
      found |= e.getAttribute("class").equals("highlight")
          && e.getAttribute("data-square").equals(m.to().orElseThrow().name());
    }
    assertTrue(found);
  }

  @Test
  void aVariantMayDrawItsOwnPieces() throws Exception {
    Document d = parse(Diagram.of(START).svg());
    long knights = START.board().occupiedSquares().stream()
        .filter(s -> START.board().pieceAt(s).orElseThrow().type().letter() == 'N').count();
    NodeList rects = d.getElementsByTagName("rect");
    int own = 0;
    for (int i = 0; i < rects.getLength(); i++) {
      own += ((Element) rects.item(i)).getAttribute("class").equals("own-knight") ? 1 : 0;
    }
    assertTrue(knights > 0);
    assertEquals(knights, own);
  }

  @Test
  void badSizeIsRefused() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Diagram.of(START).size(20));
    assertTrue(e.getMessage().contains("20"));
    assertThrows(NullPointerException.class, () -> Diagram.of(null));
  }

  @Test
  void aSquareOffTheBoardIsRefusedByName() {
    Diagram d = Diagram.of(START);
    int count = START.variant().geometry().squareCount();
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class, () -> d.highlight(List.of(new Square(count, "z9"))));
    assertEquals(IllegalArgumentException.class, e.getClass());
    assertTrue(e.getMessage().startsWith("cannot highlight 'z9' (index " + count + ")"),
        e.getMessage());
    assertThrows(
        IllegalArgumentException.class, () -> d.highlight(List.of(new Square(1, "a1"))));
    Square a1 = new Square(0, START.variant().geometry().name(0));
    assertTrue(d.highlight(List.of(a1)).svg().length() > d.svg().length());
  }
}

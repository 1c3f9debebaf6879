package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.diagram.Diagram;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;
import org.xml.sax.InputSource;

/**
 * The diagrams of every family and geometry: well-formed, every piece once on its square, the
 * arrow through the move's squares; the pictures committed under {@code docs/img} are what the
 * library draws today (run with {@code -Doverdrawn.regenerate=true} to rewrite them); and a few
 * rendered by headless Chromium into {@code target/diagrams/*.png}.
 */
class DiagramGalleryTest {
  private static final Path DOCS = Path.of("..", "docs", "img");
  private static final Path CHROMIUM = Path.of("/usr/bin/chromium");

  /** One picture of the docs: a position, optionally after a move drawn as an arrow. */
  record Picture(String name, String spec, String fen, String move) {}

  static final List<Picture> GALLERY =
      List.of(
          new Picture("chess-start", "chess", null, null),
          new Picture("checkercapture-start", "checkercapture", null, null),
          new Picture("checkercapture-chain", "checkercapture:simple=false",
              "4k3/8/3p1p2/8/1p1p4/2N5/8/4K3 w - - 0 1", "c3xe5xg7"),
          new Picture("jumping-start", "jumping", null, null),
          new Picture("jumping-overtake", "jumping",
              "10/6k3/10/2n7/3P6/QK6r1/10/10/10/10 w - - 1 2", "a5xd8"),
          new Picture("fluidity-start", "fluidity", null, null),
          new Picture("fluidity-ranger", "fluidity", "r6k/8/b7/8/n7/8/7K/R7 w - - 0 1", "a1xa7"),
          new Picture("checkerschess-start", "checkerschess", null, null),
          new Picture("checkerschess-annulus", "checkerschess:board=annulus", null, null),
          new Picture("checkerschess-mobius",
              "checkerschess:firstType=checkers,secondType=royal,firstGoal=regular,"
                  + "secondGoal=regular,board=mobius",
              "rnbqkbnr/pppppppp/8/8/8/M1M1M1M1/1M1M1M1M/M1M1M1M1 w kq - 0 1", "a1xg6"),
          new Picture("modest-heroic-capture", "modest-heroic",
              "rnb1kbnr/1pp1pppp/p7/3q4/8/2N5/PPPP1PPP/R1BQKBNR w KQkq - 0 4", "c3d5"),
          new Picture("modest-pool", "modest-repatriation",
              "4k3/8/8/8/8/8/8/4K1N1[Rbn] w - - 0 1 reenter:-/-", null));

  /** Draws a picture of the gallery. */
  static String draw(Picture p) {
    var variant = VariantRegistry.load().variant(p.spec());
    Position position = p.fen() == null ? variant.startPosition() : variant.position(p.fen());
    Move move = null;
    if (p.move() != null) {
      move = position.parseMove(p.move());
      position = position.play(move);
    }
    return Diagram.of(position).lastMove(move).svg();
  }

  static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
    return f.newDocumentBuilder().parse(new InputSource(new StringReader(svg)));
  }

  static List<Element> byClass(Document d, String cls) {
    List<Element> out = new ArrayList<>();
    NodeList all = d.getElementsByTagName("*");
    for (int i = 0; i < all.getLength(); i++) {
      Element e = (Element) all.item(i);
      if (e.getAttribute("class").equals(cls)) {
        out.add(e);
      }
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> everyPictureShowsItsPosition() {
    return GALLERY.stream().map(p -> DynamicTest.dynamicTest(p.name(), () -> {
      var variant = VariantRegistry.load().variant(p.spec());
      Position before = p.fen() == null ? variant.startPosition() : variant.position(p.fen());
      Position after = p.move() == null ? before : before.play(p.move());
      Document d = parse(draw(p));
      Map<String, String> expected = new HashMap<>();
      for (Square s : after.board().occupiedSquares()) {
        expected.put(s.name(), after.board().pieceAt(s).orElseThrow().text());
      }
      Map<String, String> drawn = new HashMap<>();
      for (Element e : byClass(d, "piece")) {
        assertEquals(null, drawn.put(e.getAttribute("data-square"), e.getAttribute("data-piece")));
      }
      assertEquals(expected, drawn);
      assertEquals(variant.geometry().squareCount(), byClass(d, "square").size());
      String text = after.text();
      int open = text.indexOf('[');
      String pool = open < 0 ? "" : text.substring(open + 1, text.indexOf(']'));
      StringBuilder drawnPool = new StringBuilder();
      byClass(d, "pool-man").forEach(e -> drawnPool.append(e.getAttribute("data-piece")));
      assertEquals(pool, drawnPool.toString(), "every man of the pool drawn once");
      if (p.move() != null) {
        Move m = before.parseMove(p.move());
        List<String> squares = new ArrayList<>();
        squares.add(m.from().orElseThrow().name());
        m.path().forEach(s -> squares.add(s.name()));
        List<Element> arrows = byClass(d, "arrow");
        assertEquals(1, arrows.size());
        assertEquals(String.join(" ", squares), arrows.get(0).getAttribute("data-squares"));
        List<String> crossed = new ArrayList<>();
        byClass(d, "captured").forEach(e -> crossed.add(e.getAttribute("data-square")));
        List<String> captured = new ArrayList<>();
        m.captures().forEach(s -> captured.add(s.name()));
        assertEquals(captured, crossed);
      }
    }));
  }

  @Test
  void committedPicturesAreFresh() throws IOException {
    boolean regenerate = Boolean.getBoolean("overdrawn.regenerate");
    List<String> stale = new ArrayList<>();
    for (Picture p : GALLERY) {
      Path file = DOCS.resolve(p.name() + ".svg");
      String svg = draw(p);
      if (regenerate) {
        Files.createDirectories(DOCS);
        Files.writeString(file, svg, StandardCharsets.UTF_8);
      } else if (!Files.exists(file) || !Files.readString(file, StandardCharsets.UTF_8).equals(svg)) {
        stale.add(file.toString());
      }
    }
    assertTrue(stale.isEmpty(), "stale pictures " + stale
        + "; regenerate with: mvn -pl cli test -Dtest=DiagramGalleryTest -Doverdrawn.regenerate=true");
  }

  @Test
  void svgCommandWritesTheDiagram() {
    CliRun r = CliRun.run("svg", "chess", "--flip", "--size", "300", "e4", "e5");
    assertEquals(0, r.code(), r.err());
    String svg = r.out();
    assertTrue(svg.contains("data-squares=\"e7 e5\""), svg);
    assertTrue(svg.contains("width=\"300\""));
  }

  @Test
  void chromiumRendersSomePictures() throws Exception {
    assumeTrue(Files.isExecutable(CHROMIUM), "Debian's chromium is not installed");
    Path dir = Path.of("target", "diagrams");
    Files.createDirectories(dir);
    for (Picture p : GALLERY) {
      if (!p.name().endsWith("start") || p.name().startsWith("chess")) {
        Path svg = dir.resolve(p.name() + ".svg").toAbsolutePath();
        Path png = dir.resolve(p.name() + ".png").toAbsolutePath();
        Files.writeString(svg, draw(p), StandardCharsets.UTF_8);
        Files.deleteIfExists(png);
        Path profile = Files.createTempDirectory("chromium");
        Process proc = new ProcessBuilder(
                CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu",
                "--disable-quic", "--no-first-run", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--hide-scrollbars",
                "--user-data-dir=" + profile, "--window-size=400,480",
                "--screenshot=" + png, svg.toUri().toString())
            .redirectErrorStream(true)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .start();
        assertTrue(proc.waitFor(90, TimeUnit.SECONDS), "chromium did not finish");
        assertTrue(Files.size(png) > 5_000, "screenshot too small: " + png);
        byte[] head = Files.readAllBytes(png);
        assertEquals((byte) 0x89, head[0]);
        assertEquals('P', head[1]);
      }
    }
  }
}

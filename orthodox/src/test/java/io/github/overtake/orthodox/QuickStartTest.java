package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * Keeps README.md's quick start compiling, running and identical to this file and to the main of
 * {@code examples/quickstart}, and README.md's Maven section identical to that example's pom.
 */
class QuickStartTest {
  static void quickStart(PrintStream out) {
    // quickstart:begin
    VariantRegistry registry = VariantRegistry.load();
    Variant chess = registry.variant("chess");
    Position start = chess.startPosition();
    out.println(start.legalMoves().size() + " legal moves: " + start.legalMoves());

    Game game = Game.start(chess);
    for (String move : new String[] {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "h5f7"}) {
      game = game.play(move); // SAN or canonical text; bad input throws IllegalArgumentException
    }
    out.println(game.position().text());
    out.println(game.outcome()); // white-wins checkmate
    // quickstart:end
  }

  @Test
  void quickStartRuns() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    quickStart(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String printed = bytes.toString(StandardCharsets.UTF_8);
    assertTrue(printed.startsWith("20 legal moves: [a2a3, a2a4, b2b3"), printed);
    assertTrue(printed.strip().endsWith("white-wins checkmate"), printed);
  }

  @Test
  void readmeShowsThisCode() throws Exception {
    String readme = Files.readString(Path.of("../README.md"));
    String source =
        Files.readString(Path.of("src/test/java/io/github/overtake/orthodox/QuickStartTest.java"));
    String code =
        source.substring(
            source.indexOf("// quickstart:begin") + "// quickstart:begin".length(),
            source.indexOf("// quickstart:end"));
    for (String line : code.strip().split("\n", -1)) {
      assertTrue(readme.contains(line.strip()), "README.md lacks the quick-start line: " + line);
    }
    assertEquals(1, countOf(readme, "VariantRegistry registry = VariantRegistry.load();"));
  }

  @Test
  void theQuickstartExampleRunsThisCode() throws Exception {
    assertEquals(
        marked(Files.readString(Path.of("src/test/java/io/github/overtake/orthodox/QuickStartTest.java")),
            "// quickstart:begin", "// quickstart:end"),
        marked(Files.readString(Path.of(
                "../examples/quickstart/src/main/java/org/example/quickstart/QuickStart.java")),
            "// quickstart:begin", "// quickstart:end"));
  }

  @Test
  void readmesMavenSectionIsTheQuickstartPom() throws Exception {
    String readme = Files.readString(Path.of("../README.md"));
    String pom = Files.readString(Path.of("../examples/quickstart/pom.xml"));
    String excerpt = marked(pom, "<!-- readme:begin -->", "<!-- readme:end -->");
    assertTrue(excerpt.contains("<maven.compiler.release>17</maven.compiler.release>"), excerpt);
    assertTrue(excerpt.contains("<artifactId>maven-compiler-plugin</artifactId>"), excerpt);
    assertTrue(readme.contains("```xml\n" + excerpt + "\n```"), "README.md lacks the pom excerpt:\n" + excerpt);
  }

  /** The lines between two markers, without the indentation they share. */
  private static String marked(String text, String begin, String end) {
    String inner = text.substring(text.indexOf(begin) + begin.length(), text.indexOf(end));
    String first = inner.substring(inner.indexOf('\n') + 1);
    int indent = first.length() - first.stripLeading().length();
    StringBuilder out = new StringBuilder();
    for (String line : inner.split("\n", -1)) {
      if (line.isBlank()) {
        out.append('\n');
      } else {
        out.append(line.substring(Math.min(indent, line.length() - line.stripLeading().length())))
            .append('\n');
      }
    }
    return out.toString().strip();
  }

  private static int countOf(String text, String needle) {
    int n = 0;
    for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) {
      n++;
    }
    return n;
  }
}

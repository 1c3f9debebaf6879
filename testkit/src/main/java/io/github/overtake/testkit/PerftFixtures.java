package io.github.overtake.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;

/**
 * The perft fixture runner: reads a fixture file (format in docs/notation.md) from the class path
 * and turns each record into JUnit dynamic tests: position and move text round trip, perft counts
 * per depth (on failure the message carries the divide), the complete legal move list, the
 * positions after given moves, the outcome, and rejected positions. Counts above {@link
 * #maxNodes()} are skipped. Use it from a {@code @TestFactory}:
 *
 * <pre>{@code
 * @TestFactory
 * Stream<DynamicTest> perft() {
 *   return PerftFixtures.tests("/perft/crazyhouse.perft");
 * }
 * }</pre>
 */
public final class PerftFixtures {
  private PerftFixtures() {}

  /**
   * Returns the node cap in force: the system property {@code perft.maxNodes}, two million by
   * default.
   *
   * @return the largest expected count that is checked
   */
  public static long maxNodes() {
    return Long.getLong("perft.maxNodes", 2_000_000L);
  }

  /**
   * Reads the records of a class-path resource such as {@code /perft/chess.perft}, looked up
   * through the thread's context class loader, then this class's.
   *
   * @param resource the resource name, from the class-path root
   * @return the records in file order
   * @throws IllegalArgumentException if there is no such resource
   * @throws IllegalStateException if the file is malformed
   */
  public static List<PerftRecord> read(String resource) {
    String name = resource.startsWith("/") ? resource.substring(1) : resource;
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    InputStream in = context == null ? null : context.getResourceAsStream(name);
    if (in == null) {
      in = PerftFixtures.class.getResourceAsStream("/" + name);
    }
    if (in == null) {
      throw new IllegalArgumentException("no fixture " + resource);
    }
    List<PerftRecord> out = new ArrayList<>();
    try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      PerftRecord cur = null;
      String line;
      int n = 0;
      while ((line = r.readLine()) != null) {
        n++;
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) {
          continue;
        }
        int sp = t.indexOf(' ');
        String key = sp < 0 ? t : t.substring(0, sp);
        String val = sp < 0 ? "" : t.substring(sp + 1).strip();
        if (key.equals("id")) {
          cur = new PerftRecord();
          cur.id = val;
          cur.line = n;
          out.add(cur);
          continue;
        }
        if (cur == null) {
          throw new IllegalStateException(resource + ":" + n + ": field before 'id'");
        }
        switch (key) {
          case "variant":
            cur.variant = val;
            break;
          case "position":
            cur.position = val;
            break;
          case "source":
            cur.source = val;
            break;
          case "perft":
            String[] p = val.split("\\s+", -1);
            cur.perft.put(Integer.parseInt(p[0]), Long.parseLong(p[1]));
            break;
          case "moves":
            cur.hasMoves = true;
            if (!val.isEmpty()) {
              for (String m : val.split("\\s+", -1)) {
                cur.moves.add(m);
              }
            }
            break;
          case "after":
            int s2 = val.indexOf(' ');
            cur.after.add(List.of(val.substring(0, s2), val.substring(s2 + 1).strip()));
            break;
          case "outcome":
            cur.outcome = val;
            break;
          case "invalid":
            cur.invalid = true;
            break;
          default:
            throw new IllegalStateException(resource + ":" + n + ": unknown field '" + key + "'");
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    for (PerftRecord rec : out) {
      if (rec.variant == null || rec.position == null || rec.source == null) {
        throw new IllegalStateException(
            resource + ":" + rec.line + ": record " + rec.id + " needs variant, position and source");
      }
    }
    return out;
  }

  /**
   * Returns one dynamic test per check of every record in a fixture file, resolving variants in
   * {@link VariantRegistry#load()}.
   *
   * @param resource the fixture resource, such as {@code /perft/chess.perft}
   * @return the dynamic tests
   */
  public static Stream<DynamicTest> tests(String resource) {
    return tests(resource, VariantRegistry.load());
  }

  /**
   * Returns one dynamic test per check of every record, resolving variants in a registry.
   *
   * @param resource the fixture resource, such as {@code /perft/chess.perft}
   * @param registry the registry that resolves each record's variant spec
   * @return the dynamic tests
   */
  public static Stream<DynamicTest> tests(String resource, VariantRegistry registry) {
    List<DynamicTest> tests = new ArrayList<>();
    for (PerftRecord rec : read(resource)) {
      String name = rec.id + " [" + rec.variant + "]";
      if (rec.invalid) {
        tests.add(
            DynamicTest.dynamicTest(
                name + " is rejected",
                () ->
                    assertThrows(
                        InvalidPositionException.class,
                        () -> registry.variant(rec.variant).position(rec.position))));
        continue;
      }
      tests.add(
          DynamicTest.dynamicTest(name + " round-trips", () -> checkRoundTrip(registry, rec)));
      for (Map.Entry<Integer, Long> e : rec.perft.entrySet()) {
        int depth = e.getKey();
        long expected = e.getValue();
        if (expected > maxNodes()) {
          continue;
        }
        tests.add(
            DynamicTest.dynamicTest(
                name + " perft " + depth,
                () -> checkPerft(registry, rec, depth, expected)));
      }
      if (rec.hasMoves) {
        tests.add(DynamicTest.dynamicTest(name + " moves", () -> checkMoves(registry, rec)));
      }
      for (List<String> a : rec.after) {
        tests.add(
            DynamicTest.dynamicTest(
                name + " after " + a.get(0),
                () -> {
                  Variant v = registry.variant(rec.variant);
                  Position p = v.position(rec.position);
                  assertEquals(
                      v.position(a.get(1)).text(), p.play(a.get(0)).text(), "after " + a.get(0));
                }));
      }
      if (rec.outcome != null) {
        tests.add(
            DynamicTest.dynamicTest(
                name + " outcome",
                () -> {
                  Position p = registry.variant(rec.variant).position(rec.position);
                  String got = p.outcome().text();
                  assertTrue(
                      got.equals(rec.outcome) || got.startsWith(rec.outcome + " "),
                      "outcome of " + rec.position + ": expected " + rec.outcome + ", got " + got);
                }));
      }
    }
    return tests.stream();
  }

  private static void checkRoundTrip(VariantRegistry registry, PerftRecord rec) {
    Variant v = registry.variant(rec.variant);
    Position p = v.position(rec.position);
    assertEquals(p.text(), v.position(p.text()).text(), "position text round trip");
    for (Move m : p.legalMoves()) {
      assertEquals(m, p.parseMove(m.text()), "move text round trip of " + m.text());
    }
  }

  private static void checkPerft(VariantRegistry registry, PerftRecord rec, int depth, long want) {
    Position p = registry.variant(rec.variant).position(rec.position);
    long got = Perft.count(p, depth);
    if (got != want) {
      StringBuilder sb = new StringBuilder();
      sb.append(rec.id).append(": perft ").append(depth).append(" expected ").append(want)
          .append(", got ").append(got).append('\n').append(p.text()).append('\n')
          .append(p.board().diagram());
      if (depth >= 1) {
        for (Map.Entry<String, Long> e : Perft.divide(p, depth).entrySet()) {
          sb.append(e.getKey()).append(": ").append(e.getValue()).append('\n');
        }
      }
      fail(sb.toString());
    }
  }

  private static void checkMoves(VariantRegistry registry, PerftRecord rec) {
    Position p = registry.variant(rec.variant).position(rec.position);
    TreeSet<String> got = new TreeSet<>();
    for (Move m : p.legalMoves()) {
      got.add(m.text());
    }
    TreeSet<String> expected = new TreeSet<>();
    List<String> unparsable = new ArrayList<>();
    for (String text : rec.moves) {
      try {
        expected.add(p.parseMove(text).text());
      } catch (IllegalArgumentException e) {
        unparsable.add(text + " (" + e.getMessage() + ")");
      }
    }
    assertTrue(unparsable.isEmpty(), rec.id + ": fixture moves not legal here: " + unparsable
        + "\nlegal: " + got);
    assertEquals(expected, got, rec.id + ": legal move set");
    assertEquals(rec.moves.size(), got.size(), rec.id + ": number of legal moves");
    assertEquals(new TreeSet<>(rec.moves), got, rec.id + ": canonical move texts");
  }
}

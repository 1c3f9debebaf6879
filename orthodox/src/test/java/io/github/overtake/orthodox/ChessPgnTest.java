package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import io.github.overtake.core.record.PgnException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Chess PGN against another program: the fixture holds games played by Fairy-Stockfish and
 * converted to SAN (with check and mate marks, result tags fixed) by pgn-extract; the library
 * must read every game and write exactly pgn-extract's movetext back.
 */
class ChessPgnTest {
  private static final Path PGN_EXTRACT = Path.of("/usr/games/pgn-extract");

  private final VariantRegistry registry = VariantRegistry.load();

  private static String fixture() throws IOException {
    try (InputStream in = ChessPgnTest.class.getResourceAsStream("/pgn/fairy-stockfish.pgn")) {
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }

  /** The movetext of each game of a PGN text as whitespace-separated tokens. */
  private static List<List<String>> movetexts(String pgn) {
    List<List<String>> out = new ArrayList<>();
    List<String> current = null;
    for (String line : pgn.split("\n", -1)) {
      if (line.startsWith("[")) {
        current = null;
        continue;
      }
      if (line.isBlank()) {
        continue;
      }
      if (current == null) {
        current = new ArrayList<>();
        out.add(current);
      }
      current.addAll(Arrays.asList(line.strip().split("\\s+", -1)));
    }
    return out;
  }

  @Test
  void readsEveryGameAndWritesPgnExtractsSan() throws IOException {
    String text = fixture();
    List<GameRecord> games = GameRecord.readAll(text, registry);
    List<List<String>> expected = movetexts(text);
    assertTrue(games.size() >= 100, "games: " + games.size());
    assertEquals(expected.size(), games.size());
    int mates = 0;
    int plies = 0;
    for (int g = 0; g < games.size(); g++) {
      GameRecord r = games.get(g);
      assertEquals(expected.get(g), movetexts(r.toPgn()).get(0), "game " + (g + 1));
      assertEquals(String.valueOf(g + 1), r.tags().get("Round"));
      plies += r.game().moves().size();
      if (r.game().outcome().termination().map(t -> t.id().equals("checkmate")).orElse(false)) {
        mates++;
        assertEquals(r.game().outcome().result(), r.result());
      }
    }
    assertTrue(mates > 10, "checkmates: " + mates);
    assertTrue(plies > 10_000, "plies: " + plies);
    for (String s : List.of("O-O ", "O-O-O", "=Q", "=N", "#", "+")) {
      assertTrue(text.contains(s), "the fixture has no " + s);
    }
  }

  @Test
  void reportsTheFirstBadMoveOfALaterGame() throws IOException {
    String text = fixture();
    int second = text.indexOf("[Event", 1);
    int third = text.indexOf("[Event", second + 1);
    String bad = text.substring(0, third).replaceFirst("(?s)(\\[Round \"2\"\\].*?\n\n1\\. )\\S+", "$1Ke2");
    PgnException e = assertThrows(PgnException.class, () -> GameRecord.readAll(bad, registry));
    assertEquals(2, e.game());
    assertEquals(1, e.ply());
    assertTrue(e.getMessage().startsWith("game 2, ply 1: 1. Ke2: illegal move 'Ke2' in "), e.getMessage());
  }

  @Test
  void writesSanWithChecksAndMatesAndReadsItBack() {
    Game g = Game.start(registry.variant("chess"));
    for (String m : List.of("f3", "e5", "g4", "Qh4#")) {
      g = g.play(m);
    }
    String pgn = GameRecord.of(g).toPgn();
    assertTrue(pgn.endsWith("\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n"), pgn);
    assertTrue(pgn.contains("[Result \"0-1\"]\n[Termination \"checkmate\"]\n"), pgn);
    assertFalse(pgn.contains("[Variant"), "plain chess needs no Variant tag: " + pgn);
    assertEquals(g.positions(), GameRecord.read(pgn, registry).game().positions());
  }

  @Test
  void readsServerExportsAndClaimsRecordedDraws() {
    String fromPosition =
        """
        [Variant "From Position"]
        [SetUp "1"]
        [FEN "4k3/8/8/8/8/8/8/R3K3 w - - 99 80"]
        [Result "1/2-1/2"]

        80. Ra2 {[%clk 0:01:00]} 1/2-1/2
        """;
    GameRecord r = GameRecord.read(fromPosition, registry);
    assertEquals("draw no-progress claimed", r.game().outcome().text());
    assertEquals("no-progress claimed", r.tags().get("Termination"));
    assertEquals("[%clk 0:01:00]", r.notes().get(1).comment());
    assertTrue(r.toPgn().contains("[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 99 80\"]"), r.toPgn());
    assertEquals(r.game().outcome(), GameRecord.read(r.toPgn(), registry).game().outcome());
  }

  /** Random games written by the library must satisfy pgn-extract, when it is installed. */
  @Test
  void pgnExtractAcceptsRandomGames(@TempDir Path dir) throws Exception {
    Assumptions.assumeTrue(Files.isExecutable(PGN_EXTRACT), "pgn-extract is not installed");
    Random random = new Random(19);
    StringBuilder all = new StringBuilder();
    List<Game> games = new ArrayList<>();
    for (int n = 0; n < 40; n++) {
      Game g = Game.start(registry.variant("chess"));
      for (int i = 0; i < 200 && !g.outcome().isOver(); i++) {
        List<Move> legal = g.position().legalMoves();
        g = g.play(legal.get(random.nextInt(legal.size())));
      }
      games.add(g);
      all.append(GameRecord.of(g).withTag("Round", String.valueOf(n + 1)).toPgn());
    }
    Path in = dir.resolve("in.pgn");
    Path out = dir.resolve("out.pgn");
    Path log = dir.resolve("log.txt");
    Files.writeString(in, all.toString());
    Process p =
        new ProcessBuilder(PGN_EXTRACT.toString(), "-Wsan", "-o", out.toString(), in.toString())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    assertTrue(p.waitFor(60, TimeUnit.SECONDS));
    String report = Files.readString(log);
    assertFalse(report.contains("Illegal") || report.contains("rror"), report);
    List<List<String>> theirs = movetexts(Files.readString(out));
    assertEquals(games.size(), theirs.size(), report);
    for (int n = 0; n < games.size(); n++) {
      assertEquals(movetexts(GameRecord.of(games.get(n)).toPgn()).get(0), theirs.get(n), "game " + (n + 1));
    }
  }
}

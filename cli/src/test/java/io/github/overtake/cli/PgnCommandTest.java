package io.github.overtake.cli;

import static io.github.overtake.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code overtake pgn}: write, check and convert, through the tool's entry point. */
class PgnCommandTest {
  @Test
  void writesAGameAsPgn() {
    CliRun r = run("pgn", "write", "chess", "--tag", "White=Ann", "f3", "e5", "g4", "Qh4#");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("[White \"Ann\"]\n"), r.out());
    assertTrue(r.out().endsWith("1. f3 e5 2. g4 Qh4# 0-1\n\n"), r.out());
  }

  @Test
  void aFalseCheckOrMateMarkIsRefused() {
    String fen = "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1";
    CliRun mate = run("pgn", "write", "chess", "--fen", fen, "Ra8#");
    assertEquals(2, mate.code(), mate.out());
    assertEquals("", mate.out());
    assertEquals(
        "overtake pgn write: move 1 'Ra8#' rejected: the mark '#' is false (it gives check, not "
            + "mate: write 'Ra8+')",
        mate.err().strip());
    CliRun check = run("pgn", "write", "chess", "--fen", fen, "Ra7+");
    assertEquals(2, check.code());
    assertTrue(check.err().contains("the mark '+' is false (it gives no check: write 'Ra7')"),
        check.err());
    CliRun notMate = run("pgn", "write", "chess", "f3", "e5", "g4", "Qh4+");
    assertEquals(2, notMate.code());
    assertTrue(notMate.err().contains("move 4 'Qh4+' rejected: the mark '+' is false (it mates: "
        + "write 'Qh4#')"), notMate.err());
    // true marks, annotated ones and none at all are written with the true mark
    CliRun good = run("pgn", "write", "chess", "--fen", fen, "Ra8+!");
    assertEquals(0, good.code(), good.err());
    assertTrue(good.out().contains("1. Ra8+ "), good.out());
    CliRun bare = run("pgn", "write", "chess", "--fen", fen, "Ra8");
    assertEquals(0, bare.code(), bare.err());
    assertTrue(bare.out().contains("1. Ra8+ "), bare.out());
  }

  @Test
  void countsAreInCorrectEnglish(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("one.pgn");
    Files.writeString(file, run("pgn", "write", "chess", "e4").out());
    CliRun check = run("pgn", "check", file.toString());
    assertEquals(0, check.code(), check.err());
    List<String> lines = check.out().lines().toList();
    assertTrue(lines.get(0).endsWith(": game 1: chess, 1 ply, *, ongoing"), lines.get(0));
    assertEquals("1 game, 1 ply, all legal", lines.get(lines.size() - 1));
    assertEquals("1 game", English.count(1, "game", "games"));
    assertEquals("0 games", English.count(0, "game", "games"));
    assertEquals("2 plies", English.count(2, "ply", "plies"));
    io.github.overtake.core.DrawClaimException claim =
        org.junit.jupiter.api.Assertions.assertThrows(
            io.github.overtake.core.DrawClaimException.class,
            () -> io.github.overtake.core.Game.startingFrom(
                    io.github.overtake.core.VariantRegistry.load().variant("chess").startPosition())
                .claimDraw());
    assertTrue(claim.getMessage().contains("the position occurred once and"), claim.getMessage());
  }

  @Test
  void checksAndConvertsEveryFamily(@TempDir Path dir) throws Exception {
    String chess = run("pgn", "write", "chess", "e4", "e5", "Nf3").out();
    String jumping = run("pgn", "write", "jumping", "e3e4").out();
    assertTrue(jumping.contains("[Variant \"jumping:"), jumping);
    Path file = dir.resolve("games.pgn");
    Files.writeString(file, chess + jumping);
    CliRun check = run("pgn", "check", file.toString());
    assertEquals(0, check.code(), check.err());
    List<String> lines = check.out().lines().toList();
    assertEquals(3, lines.size(), check.out());
    assertTrue(lines.get(0).endsWith(": game 1: chess, 3 plies, *, ongoing"), lines.get(0));
    assertEquals("2 games, 4 plies, all legal", lines.get(2));
    CliRun convert = run("pgn", "convert", file.toString());
    assertEquals(0, convert.code(), convert.err());
    assertEquals(chess + jumping, convert.out());
  }

  @Test
  void readsStandardInput() {
    String pgn = "[Event \"x\"]\n\n1. e4 e5 *\n";
    InputStream saved = System.in;
    CliRun r;
    try {
      System.setIn(new ByteArrayInputStream(pgn.getBytes(StandardCharsets.UTF_8)));
      r = run("pgn", "check", "-");
    } finally {
      System.setIn(saved);
    }
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("-: game 1: chess, 2 plies"), r.out());
  }

  @Test
  void theFirstBadMoveExitsWithTwoAndSaysWhere(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("bad.pgn");
    Files.writeString(file, "[Round \"1\"]\n\n1. e4 e5 *\n\n[Round \"2\"]\n\n1. e4 e5 2. Ke3 *\n");
    CliRun r = run("pgn", "check", file.toString());
    assertEquals(2, r.code());
    assertEquals(
        file + ": game 1: chess, 2 plies, *, ongoing\n",
        r.out(),
        "the games before the bad one are read and printed as the file streams");
    assertTrue(
        r.err().startsWith("overtake pgn check: " + file + ": game 2, ply 3: 2. Ke3: illegal move"),
        r.err());
  }

  @Test
  void movesAfterAnAutomaticEndAreAWarningUnlessStrict(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("dead.pgn");
    Files.writeString(
        file,
        "[FEN \"8/8/2N5/4K3/1n6/8/8/7k w - - 0 60\"]  60. Nxb4 Kg2 61. Ke4 Kf2 1/2-1/2");
    CliRun r = run("pgn", "check", file.toString());
    assertEquals(0, r.code(), r.err());
    List<String> lines = r.out().lines().toList();
    assertEquals(3, lines.size(), r.out());
    assertTrue(
        lines.get(1).startsWith(file + ": game 1: warning: ply 2: the rules ended the game"),
        lines.get(1));
    assertTrue(lines.get(2).endsWith(", 1 warning"), lines.get(2));
    assertTrue(r.err().contains(" plies/s"), r.err());
    CliRun strict = run("pgn", "check", "--strict", file.toString());
    assertEquals(2, strict.code());
    assertTrue(strict.err().contains("game 1, ply 2: move 'Kg2' after the game ended"), strict.err());
  }

  @Test
  void badArgumentsExitWithTwo() {
    assertEquals(2, run("pgn").code());
    assertEquals(2, run("pgn", "frobnicate").code());
    assertEquals(2, run("pgn", "check").code());
    assertEquals(2, run("pgn", "check", "/no/such/file.pgn").code());
    assertEquals(2, run("pgn", "write", "chess", "e5").code());
    assertEquals(2, run("pgn", "write", "chess", "--tag", "FEN=x").code());
    CliRun help = run("pgn", "--help");
    assertEquals(0, help.code());
    assertTrue(help.out().startsWith("Usage: overtake pgn ") && help.out().contains("convert"), help.out());
  }
}

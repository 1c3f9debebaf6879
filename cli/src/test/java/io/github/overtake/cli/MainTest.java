package io.github.overtake.cli;

import static io.github.overtake.cli.CliRun.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class MainTest {
  private static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  private static final String KIWIPETE =
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

  /** Bad input: exit 2, nothing on stdout, one line on stderr without a stack trace. */
  private static String badInput(String... args) {
    CliRun r = run(args);
    assertEquals(2, r.code(), () -> "exit code; stderr: " + r.err());
    assertEquals("", r.out());
    assertOneLine(r.err());
    return r.err().strip();
  }

  private static void assertOneLine(String err) {
    assertEquals(1, err.strip().split("\\R", -1).length, () -> "one line expected: " + err);
    assertFalse(err.contains("\tat "), () -> "no stack trace expected: " + err);
    assertTrue(err.startsWith("overtake"), err);
  }

  // ---------------------------------------------------------------- usage, help, version

  @Test
  void noCommandPrintsUsageToStderrAsBadInput() {
    CliRun r = run();
    assertEquals(2, r.code());
    assertTrue(r.err().startsWith("Usage: overtake"), r.err());
    assertTrue(r.err().contains("perft <variant> <depth>"), r.err());
    assertTrue(r.err().contains("play <variant> [<move>...]"), r.err());
    assertEquals("", r.out());
  }

  @Test
  void helpOnTheToolAndEveryCommand() {
    for (String flag : List.of("--help", "-h")) {
      CliRun r = run(flag);
      assertEquals(0, r.code());
      assertTrue(r.out().contains("Commands:"), r.out());
    }
    for (String command : List.of("variants", "perft", "moves", "play")) {
      for (String flag : List.of("--help", "-h")) {
        CliRun r = run(command, flag);
        assertEquals(0, r.code(), command);
        assertTrue(r.out().startsWith("Usage: overtake " + command), r.out());
        assertEquals("", r.err());
      }
      CliRun h = run("help", command);
      assertEquals(0, h.code());
      assertTrue(h.out().startsWith("Usage: overtake " + command), h.out());
    }
    // help wins over other arguments, even bad ones
    CliRun r = run("perft", "nosuchvariant", "x", "--help");
    assertEquals(0, r.code());
    assertTrue(r.out().contains("--divide"));
    assertTrue(r.out().contains("--json"));
    assertTrue(r.out().contains("--full"));
    assertTrue(r.out().contains("--fen"));
  }

  @Test
  void commandHelpIsGeneratedFromTheOptions() {
    CliRun r = run("svg", "--help");
    assertEquals(0, r.code(), r.err());
    for (String option : List.of("--fen=<position-text>", "--flip", "--size=<pixels>", "--moves")) {
      assertTrue(r.out().contains(option), option + " in " + r.out());
    }
    assertTrue(r.out().contains("<variant> [<move>...]"), r.out());
  }

  @Test
  void completionScriptCoversCommandsAndOptions() {
    CliRun r = run("completion");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().startsWith("#!/usr/bin/env bash"), r.out());
    for (String word : List.of("variants", "perft", "moves", "play", "svg", "serve", "--divide")) {
      assertTrue(r.out().contains(word), word);
    }
    assertTrue(r.out().contains("complete -F"), "registers a completion function");
    assertEquals("", r.err());
  }

  @Test
  void version() {
    CliRun r = run("--version");
    assertEquals(0, r.code());
    assertTrue(r.out().matches("overtake \\d+\\.\\d+\\.\\d+(-SNAPSHOT)?\\R"), r.out());
  }

  @Test
  void unknownCommandAndOptions() {
    assertTrue(badInput("frobnicate").contains("unknown command 'frobnicate'"));
    assertTrue(badInput("--frob").contains("unknown option '--frob'"));
    assertTrue(badInput("perft", "chess", "1", "--frob").contains("unknown option '--frob'"));
    assertTrue(badInput("moves", "chess", "--divide").contains("unknown option '--divide'"));
    assertTrue(badInput("perft", "chess", "1", "--fen").contains("--fen needs a value"));
    assertTrue(
        badInput("perft", "chess", "1", "--fen", START, "--fen", START).contains("given twice"));
    assertTrue(badInput("perft", "chess", "1", "--json=yes").contains("takes no value"));
    assertTrue(badInput("variants", "extra").contains("takes no arguments"));
    assertTrue(badInput("help", "nocommand").contains("no command 'nocommand'"));
  }

  // ---------------------------------------------------------------- variants

  @Test
  void variantsListsIdsDescriptionsOptionsAndPresets() {
    CliRun r = run("variants");
    assertEquals(0, r.code(), r.err());
    String out = r.out().replace("\r\n", "\n");
    assertTrue(out.contains("  chess - FIDE chess"), out);
    assertTrue(out.contains("      options: none"), out);
    assertTrue(out.contains("  clitest - CLI test family"), out);
    assertTrue(out.contains("      simple=true|false (default false): a true/false option"), out);
    assertTrue(out.contains("      goal=normal|misere|broken (default normal): a choice"), out);
    assertTrue(out.contains("      size=4..12 (default 8): a range"), out);
    assertTrue(out.contains("\n  clitest-small = clitest:size=4\n"), out);
    assertTrue(out.indexOf("Presets:\n") < out.indexOf("  clitest-small = "), out);
    assertTrue(out.indexOf("  chess - ") < out.indexOf("  clitest - "), "sorted by id");
  }

  // ---------------------------------------------------------------- perft

  @Test
  void perftReadable() {
    CliRun r = run("perft", "chess", "3");
    assertEquals(0, r.code(), r.err());
    assertTrue(
        r.out().matches("chess depth 3: 8902 nodes in \\d+\\.\\d{3} s, \\d+ nodes/s \\(bulk counting\\)\\R"),
        r.out());
    CliRun full = run("perft", "chess", "2", "--full");
    assertTrue(full.out().contains(": 400 nodes in"), full.out());
    assertTrue(full.out().contains("(full counting)"), full.out());
  }

  private static final Pattern JSON =
      Pattern.compile(
          "\\{\"variant\":\"([^\"]*)\",\"depth\":(\\d+),\"nodes\":(\\d+),\"millis\":(\\d+),"
              + "\"nps\":(\\d+),\"counting\":\"(bulk|full)\"}\\R");

  @Test
  void perftJsonShape() {
    CliRun r = run("perft", "chess", "3", "--json");
    assertEquals(0, r.code(), r.err());
    Matcher m = JSON.matcher(r.out());
    assertTrue(m.matches(), r.out());
    assertEquals("chess", m.group(1));
    assertEquals("3", m.group(2));
    assertEquals("8902", m.group(3));
    assertEquals("bulk", m.group(6));
    assertEquals(1, r.lines().size());

    CliRun full = run("perft", "--json", "--full", "chess", "2");
    Matcher f = JSON.matcher(full.out());
    assertTrue(f.matches(), full.out());
    assertEquals("400", f.group(3));
    assertEquals("full", f.group(6));
  }

  @Test
  void perftJsonUsesTheCanonicalSpec() {
    CliRun r = run("perft", " clitest-small ", "1", "--json");
    assertEquals(0, r.code(), r.err());
    Matcher m = JSON.matcher(r.out());
    assertTrue(m.matches(), r.out());
    assertEquals("clitest:simple=false,goal=normal,size=4", m.group(1));
    assertEquals("20", m.group(3));
  }

  @Test
  void perftFromAPosition() {
    CliRun r = run("perft", "chess", "2", "--fen", KIWIPETE, "--json");
    assertEquals(0, r.code(), r.err());
    Matcher m = JSON.matcher(r.out());
    assertTrue(m.matches(), r.out());
    assertEquals("2039", m.group(3));
    CliRun eq = run("perft", "chess", "1", "--fen=" + KIWIPETE);
    assertTrue(eq.out().contains(": 48 nodes"), eq.out());
  }

  @Test
  void perftDepthZero() {
    CliRun r = run("perft", "chess", "0", "--json");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("\"nodes\":1,"), r.out());
  }

  @Test
  void perftDivide() {
    for (String counting : List.of("--json", "--full")) {
      // the plain listing, with either counting
      CliRun r =
          run("perft", "chess", "2", "--divide", counting.equals("--full") ? "--full" : "--");
      assertEquals(0, r.code(), r.err());
      List<String> lines = r.lines();
      assertEquals(20 + 3, lines.size(), r.out());
      List<String> moves = new ArrayList<>();
      for (int i = 0; i < 20; i++) {
        String[] parts = lines.get(i).split(": ", -1);
        moves.add(parts[0]);
        assertEquals("20", parts[1], lines.get(i));
      }
      List<String> sorted = new ArrayList<>(moves);
      sorted.sort(null);
      assertEquals(sorted, moves);
      assertEquals("a2a3", moves.get(0));
      assertEquals("", lines.get(20));
      assertEquals("moves: 20", lines.get(21));
      assertTrue(lines.get(22).startsWith("chess depth 2: 400 nodes in "), lines.get(22));
    }
    CliRun json = run("perft", "chess", "2", "--divide", "--json");
    assertEquals(0, json.code());
    assertTrue(
        json.out().matches(
            "\\{\"variant\":\"chess\",\"depth\":2,\"nodes\":400,\"millis\":\\d+,\"nps\":\\d+,"
                + "\"counting\":\"bulk\",\"divide\":\\{\"a2a3\":20,\"a2a4\":20,.*\"h2h4\":20}}\\R"),
        json.out());
  }

  @Test
  void perftBadInput() {
    assertTrue(badInput("perft", "chess").contains("perft needs <variant> <depth>"));
    assertTrue(badInput("perft", "chess", "1", "2").contains("nothing more (got '2')"));
    assertTrue(badInput("perft", "chess", "deep").contains("depth must be a whole number, got 'deep'"));
    assertTrue(badInput("perft", "chess", "-1").contains("depth must be 0 or more, got -1"));
    assertTrue(badInput("perft", "chess", "0", "--divide").contains("1 or more with --divide"));
  }

  // ---------------------------------------------------------------- variant and position errors

  @Test
  void unknownVariant() {
    String e = badInput("perft", "nosuchvariant", "1");
    assertTrue(e.startsWith("overtake perft: unknown variant 'nosuchvariant'; known: "), e);
    assertTrue(e.contains("chess"), e);
    assertTrue(badInput("moves", "nosuchvariant").startsWith("overtake moves: unknown variant"));
    assertTrue(badInput("play", "nosuchvariant").startsWith("overtake play: unknown variant"));
  }

  @Test
  void badOptions() {
    String unknown = badInput("moves", "clitest:colour=red");
    assertTrue(unknown.contains("invalid variant spec 'clitest:colour=red'"), unknown);
    assertTrue(unknown.contains("unknown option 'colour'"), unknown);
    String value = badInput("perft", "clitest:size=99", "1");
    assertTrue(value.contains("option 'size' does not allow '99'"), value);
    String combination = badInput("perft", "clitest:simple=true,goal=misere", "1");
    assertTrue(combination.contains("cannot be combined"), combination);
    assertTrue(badInput("perft", "chess:x=1", "1").contains("options of chess: none"));
  }

  @Test
  void badPosition() {
    String e = badInput("moves", "chess", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1");
    assertTrue(e.startsWith("overtake moves: invalid position '8/8/8/8/8/8/8/8 w - - 0 1'"), e);
    assertTrue(
        badInput("perft", "chess", "1", "--fen", "nonsense").contains("invalid position 'nonsense'"));
    assertTrue(badInput("play", "chess", "--fen", "x y", "e4").contains("invalid position"));
  }

  // ---------------------------------------------------------------- moves

  @Test
  void movesAreCanonicalAndSorted() {
    CliRun r = run("moves", "chess");
    assertEquals(0, r.code(), r.err());
    List<String> lines = r.lines();
    assertEquals(20, lines.size());
    List<String> sorted = new ArrayList<>(lines);
    sorted.sort(null);
    assertEquals(sorted, lines);
    assertTrue(lines.contains("e2e4"));
    assertTrue(lines.contains("g1f3"));

    CliRun kiwi = run("moves", "chess", "--fen", KIWIPETE);
    assertEquals(48, kiwi.lines().size());
    assertTrue(kiwi.lines().contains("e1g1"), kiwi.out());
    assertTrue(kiwi.lines().contains("e1c1"), kiwi.out());
  }

  @Test
  void movesOfAFinishedGameAreEmpty() {
    // fool's mate
    CliRun r =
        run("moves", "chess", "--fen", "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.out());
  }

  @Test
  void movesBadArguments() {
    assertTrue(badInput("moves").contains("moves needs <variant>"));
    assertTrue(badInput("moves", "chess", "e2e4").contains("nothing more (got 'e2e4')"));
  }

  // ---------------------------------------------------------------- play

  @Test
  void playPrintsDiagramPositionAndOutcome() {
    CliRun r = run("play", "chess", "e2e4", "e7e5", "Nf3");
    assertEquals(0, r.code(), r.err());
    List<String> lines = r.lines();
    assertEquals(11, lines.size(), r.out());
    assertEquals(" 8  r n b q k b n r", lines.get(0));
    assertEquals(" 3  . . . . . N . .", lines.get(5));
    assertEquals("    a b c d e f g h", lines.get(8));
    assertEquals(
        "position: rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", lines.get(9));
    assertEquals("outcome: ongoing", lines.get(10));
  }

  @Test
  void playWithoutMovesShowsTheStart() {
    CliRun r = run("play", "chess");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("position: " + START), r.out());
  }

  @Test
  void playReachesMate() {
    CliRun r = run("play", "chess", "f3", "e5", "g4", "Qh4#");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().endsWith("outcome: black-wins checkmate" + System.lineSeparator()), r.out());
  }

  @Test
  void playCountsRepetition() {
    // the start position occurs a third time after the knights go out and back twice: in chess
    // a draw to claim (FIDE), not an end
    CliRun r =
        run("play", "chess", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8");
    assertEquals(0, r.code(), r.err());
    assertTrue(
        r.out().contains("outcome: ongoing" + System.lineSeparator() + "claimable: draw repetition"),
        r.out());
    // without history the same position is ongoing
    CliRun fresh = run("play", "chess", "--fen", START.replace(" 0 1", " 8 5"));
    assertTrue(fresh.out().contains("outcome: ongoing"), fresh.out());
  }

  @Test
  void playFromAPosition() {
    CliRun r = run("play", "chess", "--fen", KIWIPETE, "e1g1");
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("position: r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R4RK1 b kq - 1 1"), r.out());
  }

  @Test
  void firstBadMoveStopsPlay() {
    String illegal = badInput("play", "chess", "e2e4", "e7e5", "e4e5", "d2d4");
    assertTrue(illegal.startsWith("overtake play: move 3 'e4e5' rejected: illegal move 'e4e5'"), illegal);
    assertTrue(illegal.endsWith(": that man cannot move so (e4 to e5)"), illegal);
    String pinned = badInput("play", "chess", "--fen", "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1", "Nc3");
    assertTrue(pinned.endsWith(": it would leave the king attacked (knight to c3)"), pinned);
    String malformed = badInput("play", "chess", "zz9");
    assertTrue(malformed.startsWith("overtake play: move 1 'zz9' rejected: "), malformed);
    String over = badInput("play", "chess", "f3", "e5", "g4", "Qh4#", "a2a3");
    assertTrue(over.startsWith("overtake play: move 5 'a2a3' rejected: "), over);
    assertTrue(over.contains("the game is over"), over);
  }

  @Test
  void playBadArguments() {
    assertTrue(badInput("play").contains("play needs <variant>"));
  }

  // ---------------------------------------------------------------- failures

  @Test
  void debugIsAcceptedAnywhere() {
    CliRun r = run("--debug", "perft", "chess", "1", "--debug");
    assertEquals(0, r.code(), r.err());
    CliRun bad = run("--debug", "perft", "nosuchvariant", "1");
    assertEquals(2, bad.code());
    assertTrue(bad.err().contains("\tat "), "--debug prints the stack trace");
  }

  @Test
  void debugPrintsTheStackTraceOfARejectedMove() {
    for (String command : new String[] {"play", "svg"}) {
      CliRun plain = run(command, "chess", "e4", "Ke3");
      assertEquals(2, plain.code(), command);
      assertOneLine(plain.err());
      assertTrue(plain.err().contains("move 2 'Ke3' rejected"), plain.err());
      CliRun debug = run(command, "chess", "e4", "Ke3", "--debug");
      assertEquals(2, debug.code(), command);
      assertTrue(debug.err().startsWith(plain.err().strip()), debug.err());
      assertTrue(debug.err().contains("IllegalMoveException"), debug.err());
      assertTrue(debug.err().contains("\tat "), command + " --debug prints the stack trace");
    }
  }

  @Test
  void unexpectedFailureExitsWithOneAndNoStackTrace() {
    CliRun r = run("perft", "clitest:goal=broken", "1");
    assertEquals(1, r.code());
    assertEquals("", r.out());
    assertOneLine(r.err());
    assertEquals(
        "overtake perft: unexpected failure: java.lang.IllegalStateException: this test provider is"
            + " broken on purpose (run with --debug for the stack trace)",
        r.err().strip());
    CliRun debug = run("--debug", "perft", "clitest:goal=broken", "1");
    assertEquals(1, debug.code());
    assertTrue(debug.err().contains("\tat "), debug.err());
  }

  @Test
  void jsonStrings() {
    assertEquals("\"a\\\"b\\\\c\\n\\u0001\"", Json.string("a\"b\\c\n\u0001"));
  }
}

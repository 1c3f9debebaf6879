package io.github.overtake.cli;

import io.github.overtake.core.Game;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * {@code overtake pgn}: writes games as PGN and reads PGN files ({@code write}, {@code check},
 * {@code convert}). Exit codes as the rest of the tool: 0 success, 2 bad input, 1 an unexpected
 * failure.
 */
@Command(
    name = "pgn",
    synopsisSubcommandLabel = "<command>",
    description = {
      "write and read game records in PGN",
      "",
      "Game records for every variant: the Variant tag holds the full spec; chess moves are "
          + "written in SAN, other variants' in canonical move text. A <file> of - reads "
          + "standard input. Comments and NAGs are kept; variations are skipped."
    },
    subcommands = {PgnCommand.Write.class, PgnCommand.Check.class, PgnCommand.Convert.class})
final class PgnCommand implements Callable<Integer> {
  @ParentCommand Main main;

  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  /** Without a subcommand: the usage on stderr, exit 2. */
  @Override
  public Integer call() {
    spec.commandLine().usage(main.err);
    return Main.BAD_INPUT;
  }

  /** {@code overtake pgn write}. */
  @Command(
      name = "write",
      description = {
        "play the moves and print the game as PGN",
        "",
        "Plays the moves from the start or --fen position and prints the game as PGN. A "
            + "check or mate mark (+, #) on a move must be true: a wrong one stops it with exit "
            + "code 2 (a missing one is added)."
      })
  static final class Write implements Callable<Integer> {
    @ParentCommand PgnCommand pgn;

    @Mixin HelpOption help;

    @Mixin LimitsOption limits;

    @Parameters(index = "0", paramLabel = "<variant>", description = "the variant spec")
    String variant;

    @Parameters(index = "1..*", paramLabel = "<move>", description = "the moves to play")
    List<String> moves = new ArrayList<>();

    @Option(
        names = "--fen",
        paramLabel = "<position-text>",
        description = "start from this position text instead of the variant's start position")
    String fen;

    @Option(
        names = "--tag",
        paramLabel = "<Name>=<value>",
        description = "set a tag (Event, Site, Date, Round, White, Black, Result, ...)")
    Map<String, String> tags = new LinkedHashMap<>();

    @Override
    public Integer call() throws UsageException {
      Position start = Main.position(limits.registry(), variant, fen);
      Game game = Game.startingFrom(start);
      for (int i = 0; i < moves.size(); i++) {
        try {
          game = game.play(moves.get(i));
        } catch (OvertakeException e) {
          throw new UsageException(
              "move " + (i + 1) + " '" + moves.get(i) + "' rejected: " + e.getMessage());
        }
        String wrong = Marks.wrongMark(moves.get(i), game.position());
        if (wrong != null) {
          throw new UsageException("move " + (i + 1) + " '" + moves.get(i) + "' rejected: " + wrong);
        }
      }
      GameRecord record = GameRecord.of(game);
      for (Map.Entry<String, String> t : tags.entrySet()) {
        record = record.withTag(t.getKey(), t.getValue());
      }
      pgn.main.out.print(record.toPgn());
      return Main.OK;
    }
  }

  /** {@code overtake pgn check}. */
  @Command(
      name = "check",
      description = {
        "read every game of the files and print one line a game",
        "",
        "Reads the files as streams, one game at a time, in memory bounded by the largest game. "
            + "The first bad move stops it with exit code 2, naming the file, the game, the ply "
            + "and the reason. A game whose moves go on after the rules ended it (a dead position, "
            + "a fivefold repetition) is read with a warning line, unless --strict. At the end, "
            + "the speed of the reading (games/s, plies/s) is printed on standard error."
      })
  static final class Check implements Callable<Integer> {
    @ParentCommand PgnCommand pgn;

    @Mixin HelpOption help;

    @Mixin LimitsOption limits;

    @Option(
        names = "--strict",
        description = "refuse a move after the rules ended the game, instead of a warning")
    boolean strict;

    @Parameters(index = "0..*", arity = "1..*", paramLabel = "<file>", description = "PGN files")
    List<String> files = new ArrayList<>();

    @Override
    public Integer call() throws UsageException {
      VariantRegistry registry = limits.registry();
      long[] games = {0};
      long[] plies = {0};
      long[] warnings = {0};
      long started = System.nanoTime();
      for (String file : files) {
        int[] g = {0};
        read(
            file,
            registry,
            strict,
            r -> {
              g[0]++;
              Game game = r.game();
              pgn.main.out.println(
                  file
                      + ": game "
                      + g[0]
                      + ": "
                      + game.startPosition().variant().spec()
                      + ", "
                      + English.count(game.plies(), "ply", "plies")
                      + ", "
                      + r.result()
                      + ", "
                      + game.outcome().text());
              for (GameRecord.Warning w : r.warnings()) {
                pgn.main.out.println(file + ": game " + g[0] + ": warning: " + w);
                warnings[0]++;
              }
              plies[0] += game.plies();
            });
        games[0] += g[0];
      }
      double seconds = Math.max(1e-9, (System.nanoTime() - started) / 1e9);
      pgn.main.out.println(
          English.count(games[0], "game", "games")
              + ", "
              + English.count(plies[0], "ply", "plies")
              + ", all legal"
              + (warnings[0] == 0 ? "" : ", " + English.count(warnings[0], "warning", "warnings")));
      pgn.main.err.printf(
          Locale.ROOT,
          "read in %.2f s: %.0f games/s, %.0f plies/s%n",
          seconds,
          games[0] / seconds,
          plies[0] / seconds);
      return Main.OK;
    }
  }

  /** {@code overtake pgn convert}. */
  @Command(
      name = "convert",
      description = {
        "read every game of the file and write it back as PGN",
        "",
        "Writes the games in the library's own form: canonical tags and move text."
      })
  static final class Convert implements Callable<Integer> {
    @ParentCommand PgnCommand pgn;

    @Mixin HelpOption help;

    @Mixin LimitsOption limits;

    @Parameters(index = "0", paramLabel = "<file>", description = "the PGN file")
    String file;

    @Option(
        names = "--strict",
        description = "refuse a move after the rules ended the game, instead of reading it")
    boolean strict;

    @Override
    public Integer call() throws UsageException {
      read(file, limits.registry(), strict, r -> pgn.main.out.print(r.toPgn()));
      return Main.OK;
    }
  }

  /** The stream a file named {@code -} reads; standard input unless a test sets another. */
  static InputStream stdin() {
    return System.in;
  }

  /** Reads the games of a file (or standard input for {@code -}) one by one. */
  private static void read(
      String file, VariantRegistry registry, boolean strict, Consumer<GameRecord> each)
      throws UsageException {
    Reader in;
    try {
      in =
          file.equals("-")
              ? new InputStreamReader(stdin(), StandardCharsets.UTF_8)
              : Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8);
    } catch (IOException | RuntimeException e) {
      throw new UsageException("cannot read '" + file + "': " + e.getMessage());
    }
    try (Stream<GameRecord> games = GameRecord.stream(in, registry, strict)) {
      games.forEach(each);
    } catch (OvertakeException e) {
      throw new OvertakeException(file, file + ": " + e.getMessage());
    } catch (UncheckedIOException e) {
      throw new UsageException("cannot read '" + file + "': " + e.getCause().getMessage());
    } finally {
      try {
        if (!file.equals("-")) {
          in.close();
        }
      } catch (IOException e) {
        // nothing was lost: the games are read
      }
    }
  }
}

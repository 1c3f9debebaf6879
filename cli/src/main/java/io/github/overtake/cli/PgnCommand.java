package io.github.overtake.cli;

import io.github.overtake.core.Game;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code overtake pgn}: writes games as PGN and reads PGN files ({@code write}, {@code check},
 * {@code convert}). Exit codes as the rest of the tool: 0 success, 2 bad input, 1 an unexpected
 * failure.
 */
final class PgnCommand {
  static final String HELP =
      """
      Usage: overtake pgn write <variant> [--fen <position-text>] [--tag <Name>=<value>]...
                                [<move>...]
             overtake pgn check <file>...
             overtake pgn convert <file>

      Game records in PGN, for every variant (the Variant tag holds the full spec; chess moves
      are written in SAN, other variants' in canonical move text).
        write     play the moves from the start or --fen position and print the game as PGN;
                  --tag sets a tag (Event, Site, Date, Round, White, Black, Result, ...)
        check     read every game of the files and print one line a game; the first bad move
                  stops it with exit code 2, naming the game, the ply and the reason
        convert   read every game of the file and write it back as PGN
      A <file> of - reads standard input. Comments and NAGs are kept; variations are skipped.
      """;

  private PgnCommand() {}

  /**
   * Runs {@code overtake pgn} with the arguments after {@code pgn}.
   *
   * @param args the arguments after {@code pgn}
   * @param in standard input, for a file named {@code -}
   * @param out standard output
   * @param err standard error
   * @return the exit code: 0 success, 2 bad input, 1 unexpected failure
   */
  static int run(List<String> args, InputStream in, PrintStream out, PrintStream err) {
    try {
      if (args.isEmpty() || args.contains("--help") || args.contains("-h")) {
        out.print(HELP);
        return args.isEmpty() ? Main.BAD_INPUT : Main.OK;
      }
      List<String> rest = args.subList(1, args.size());
      switch (args.get(0)) {
        case "write":
          return write(rest, out);
        case "check":
          return check(rest, in, out);
        case "convert":
          return convert(rest, in, out);
        default:
          throw new UsageException(
              "unknown pgn command '" + args.get(0) + "'; see 'overtake pgn --help'");
      }
    } catch (UsageException | OvertakeException e) {
      err.println("overtake pgn: " + e.getMessage());
      return Main.BAD_INPUT;
    } catch (IOException e) {
      err.println("overtake pgn: cannot read: " + e.getMessage());
      return Main.BAD_INPUT;
    } catch (RuntimeException e) {
      err.println("overtake pgn: unexpected failure: " + e);
      return Main.FAILURE;
    } finally {
      out.flush();
      err.flush();
    }
  }

  /**
   * Runs {@code overtake pgn} reading {@code -} from {@link System#in}.
   *
   * @param args the arguments after {@code pgn}
   * @param out standard output
   * @param err standard error
   * @return the exit code
   */
  static int run(List<String> args, PrintStream out, PrintStream err) {
    return run(args, System.in, out, err);
  }

  private static int write(List<String> args, PrintStream out) throws UsageException {
    String fen = null;
    List<String[]> tags = new ArrayList<>();
    List<String> positional = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (a.equals("--fen") || a.equals("--tag")) {
        if (i + 1 >= args.size()) {
          throw new UsageException(a + " needs a value");
        }
        String v = args.get(++i);
        if (a.equals("--fen")) {
          fen = v;
        } else {
          int eq = v.indexOf('=');
          if (eq <= 0) {
            throw new UsageException("--tag needs <Name>=<value>, not '" + v + "'");
          }
          tags.add(new String[] {v.substring(0, eq), v.substring(eq + 1)});
        }
      } else if (a.startsWith("--") && positional.isEmpty()) {
        throw new UsageException("unknown option '" + a + "'; see 'overtake pgn --help'");
      } else {
        positional.add(a);
      }
    }
    if (positional.isEmpty()) {
      throw new UsageException("pgn write needs <variant> [<move>...]");
    }
    Variant variant = VariantRegistry.load().variant(positional.get(0));
    Game game = Game.startingFrom(fen == null ? variant.startPosition() : variant.position(fen));
    List<String> moves = positional.subList(1, positional.size());
    for (int i = 0; i < moves.size(); i++) {
      try {
        game = game.play(moves.get(i));
      } catch (OvertakeException e) {
        throw new UsageException(
            "move " + (i + 1) + " '" + moves.get(i) + "' rejected: " + e.getMessage());
      }
    }
    GameRecord record = GameRecord.of(game);
    for (String[] t : tags) {
      record = record.withTag(t[0], t[1]);
    }
    out.print(record.toPgn());
    return Main.OK;
  }

  private static int check(List<String> files, InputStream in, PrintStream out)
      throws UsageException, IOException {
    if (files.isEmpty()) {
      throw new UsageException("pgn check needs <file>...");
    }
    VariantRegistry registry = VariantRegistry.load();
    int games = 0;
    long plies = 0;
    for (String file : files) {
      List<GameRecord> records = read(file, in, registry);
      for (int g = 0; g < records.size(); g++) {
        GameRecord r = records.get(g);
        Game game = r.game();
        out.println(
            file
                + ": game "
                + (g + 1)
                + ": "
                + game.startPosition().variant().spec()
                + ", "
                + game.moves().size()
                + " plies, "
                + r.result()
                + ", "
                + game.outcome().text());
        plies += game.moves().size();
      }
      games += records.size();
    }
    out.println(games + " games, " + plies + " plies, all legal");
    return Main.OK;
  }

  private static int convert(List<String> files, InputStream in, PrintStream out)
      throws UsageException, IOException {
    if (files.size() != 1) {
      throw new UsageException("pgn convert needs one <file>");
    }
    for (GameRecord r : read(files.get(0), in, VariantRegistry.load())) {
      out.print(r.toPgn());
    }
    return Main.OK;
  }

  private static List<GameRecord> read(String file, InputStream in, VariantRegistry registry)
      throws IOException {
    String text =
        file.equals("-")
            ? new String(in.readAllBytes(), StandardCharsets.UTF_8)
            : Files.readString(Path.of(file), StandardCharsets.UTF_8);
    try {
      return GameRecord.readAll(text, registry);
    } catch (OvertakeException e) {
      throw new OvertakeException(file, file + ": " + e.getMessage());
    }
  }
}

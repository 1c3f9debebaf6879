package io.github.overtake.cli;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.diagram.Diagram;
import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.VariantProvider;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeMap;

/**
 * The {@code overtake} command line: {@code variants}, {@code perft}, {@code moves} and {@code
 * play}. Exit codes: 0 success, 2 bad input (arguments, variant spec, position, move), 1 an
 * unexpected failure. Errors are one line on stderr; {@code --debug} adds the stack trace.
 */
public final class Main {
  /** Exit code of a successful run. */
  static final int OK = 0;

  /** Exit code of an unexpected failure. */
  static final int FAILURE = 1;

  /** Exit code of bad input. */
  static final int BAD_INPUT = 2;

  private static final String USAGE =
      """
      Usage: overtake [--debug] <command> [arguments]
             overtake --help | --version

      Commands:
        variants                          list the variants, their options and the presets
        perft <variant> <depth>           count the leaf nodes of the move tree
        moves <variant>                   list the legal moves, one a line, sorted
        play <variant> <move>...          play moves, then print the board, position and outcome
        svg <variant> [<move>...]         write an SVG diagram of the position after the moves
        serve [--port <n>]                serve the playground page and its JSON API on 127.0.0.1

      <variant> is a variant spec: an id (chess), id:key=value,... (checkercapture:simple=true)
      or a preset id. --fen <position-text> starts perft, moves and play from a position
      instead of the variant's start. Run 'overtake <command> --help' for a command's options.

      Exit codes: 0 success, 2 bad input, 1 unexpected failure (--debug prints its stack trace).
      """;

  private static final String VARIANTS_HELP =
      """
      Usage: overtake variants

      Lists every registered variant id with its description and options (key, allowed
      values, default), then the presets and the specs they stand for.
      """;

  private static final String PERFT_HELP =
      """
      Usage: overtake perft <variant> <depth> [--fen <position-text>] [--divide] [--json] [--full]

      Counts the leaf nodes of the legal move tree to <depth> plies.
        --fen <text>   start from this position text instead of the variant's start position
        --divide       print each legal move (canonical text, sorted) with its subtree count
        --json         print one JSON object on one line:
                       {"variant":"<spec>","depth":D,"nodes":N,"millis":M,"nps":X,"counting":"bulk"}
                       (with --divide, a "divide" object of move -> count is added)
        --full         make and unmake every leaf move ("full" counting) instead of taking
                       the size of the last ply's move list ("bulk" counting)
      """;

  private static final String MOVES_HELP =
      """
      Usage: overtake moves <variant> [--fen <position-text>]

      Prints the legal moves in canonical text, one a line, sorted.
        --fen <text>   use this position text instead of the variant's start position
      """;

  private static final String PLAY_HELP =
      """
      Usage: overtake play <variant> [--fen <position-text>] <move>...

      Plays the moves in order (canonical text or any accepted variation; SAN for chess), with
      the game's history so that repetition counts, then prints the board diagram, the
      position text and the outcome. The first bad move stops it with exit code 2.
        --fen <text>   start from this position text instead of the variant's start position
      """;

  private static final String SVG_HELP =
      """
      Usage: overtake svg <variant> [--fen <position-text>] [--flip] [--size <pixels>]
                          [--moves] [<move>...]

      Plays the moves (if any) from the start or --fen position and writes an SVG diagram of
      the resulting position to standard output, the last move drawn as an arrow through its
      landing squares with its captured squares crossed out.
        --fen <text>     start from this position text instead of the variant's start position
        --flip           put the second player (Black) at the bottom
        --size <pixels>  the width of the picture, 100 to 4000 (default 400)
        --moves          optional marker before the moves
      """;

  private static final String SERVE_HELP =
      """
      Usage: overtake serve [--port <n>]

      Serves the playground on http://127.0.0.1:<n>/ (loopback only) until stopped: a page to play
      any registered variant by clicking, against a person or the computer, and the JSON API it
      uses (GET /api/variants; POST /api/position, /api/play, /api/computer, /api/validate,
      /api/perft; see the README).
        --port <n>   the port, 1 to 65535, or 0 for any free port (default 8642)
      """;

  private final PrintStream out;
  private final PrintStream err;

  private Main(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  /**
   * Runs the tool and exits with its exit code.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    System.out.flush();
    System.exit(code);
  }

  /**
   * Runs the tool in-process.
   *
   * @return the exit code: 0 success, 2 bad input, 1 unexpected failure
   */
  static int run(String[] args, PrintStream out, PrintStream err) {
    List<String> list = new ArrayList<>(Arrays.asList(args));
    boolean debug = false;
    int end = list.indexOf("--");
    for (int i = (end < 0 ? list.size() : end) - 1; i >= 0; i--) {
      if (list.get(i).equals("--debug")) {
        list.remove(i);
        debug = true;
      }
    }
    Main main = new Main(out, err);
    String prefix =
        list.isEmpty() || helpOf(list.get(0)) == null ? "overtake: " : "overtake " + list.get(0) + ": ";
    try {
      return main.dispatch(list);
    } catch (UsageException e) {
      err.println(prefix + e.getMessage());
      debugTrace(debug, e, err);
      return BAD_INPUT;
    } catch (OvertakeException e) {
      // unknown variant, bad option, bad position, bad move
      err.println(prefix + e.getMessage());
      debugTrace(debug, e, err);
      return BAD_INPUT;
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      err.println(
          prefix
              + "unexpected failure: "
              + e
              + (debug ? "" : " (run with --debug for the stack trace)"));
      debugTrace(debug, e, err);
      return FAILURE;
    } finally {
      out.flush();
      err.flush();
    }
  }

  private static void debugTrace(boolean debug, Throwable e, PrintStream err) {
    if (debug) {
      e.printStackTrace(err);
    }
  }

  private int dispatch(List<String> args) throws UsageException {
    if (args.isEmpty()) {
      out.print(USAGE);
      return OK;
    }
    String command = args.get(0);
    List<String> rest = args.subList(1, args.size());
    switch (command) {
      case "-h":
      case "--help":
      case "help":
        if (!rest.isEmpty() && helpOf(rest.get(0)) != null) {
          out.print(helpOf(rest.get(0)));
        } else if (!rest.isEmpty()) {
          throw new UsageException("no command '" + rest.get(0) + "'; see 'overtake --help'");
        } else {
          out.print(USAGE);
        }
        return OK;
      case "--version":
        out.println("overtake " + version());
        return OK;
      default:
        break;
    }
    if (command.equals("pgn")) return PgnCommand.run(rest, out, err);
    String help = helpOf(command);
    if (help == null) {
      if (command.startsWith("-")) {
        throw new UsageException("unknown option '" + command + "'; see 'overtake --help'");
      }
      throw new UsageException("unknown command '" + command + "'; see 'overtake --help'");
    }
    if (wantsHelp(rest)) {
      out.print(help);
      return OK;
    }
    switch (command) {
      case "variants":
        return variants(rest);
      case "perft":
        return perft(rest);
      case "moves":
        return moves(rest);
      case "play":
        return play(rest);
      case "svg":
        return svg(rest);
      case "serve":
        return serve(rest);
      default:
        throw new AssertionError(command);
    }
  }

  private static String helpOf(String command) {
    switch (command) {
      case "variants":
        return VARIANTS_HELP;
      case "perft":
        return PERFT_HELP;
      case "moves":
        return MOVES_HELP;
      case "play":
        return PLAY_HELP;
      case "svg":
        return SVG_HELP;
      case "serve":
        return SERVE_HELP;
      default:
        return null;
    }
  }

  private static boolean wantsHelp(List<String> args) {
    for (String a : args) {
      if (a.equals("--")) {
        return false;
      }
      if (a.equals("--help") || a.equals("-h")) {
        return true;
      }
    }
    return false;
  }

  /** Returns the version from the filtered {@code version.properties}, or "unknown". */
  static String version() {
    try (InputStream in = Main.class.getResourceAsStream("version.properties")) {
      if (in != null) {
        Properties p = new Properties();
        p.load(in);
        String v = p.getProperty("version", "");
        if (!v.isEmpty() && !v.startsWith("$")) {
          return v;
        }
      }
    } catch (IOException e) {
      // fall through
    }
    return "unknown";
  }

  // ---------------------------------------------------------------- variants

  private int variants(List<String> rest) throws UsageException {
    Args a = Args.parse("variants", rest, Set.of(), Set.of());
    if (!a.positional().isEmpty()) {
      throw new UsageException(
          "variants takes no arguments (got '" + a.positional().get(0) + "')"
              + Args.seeHelp("variants"));
    }
    VariantRegistry registry = VariantRegistry.load();
    out.println("Variants:");
    for (VariantProvider p : registry.providers()) {
      out.println("  " + p.id() + " - " + p.description());
      List<OptionSpec> options = p.options();
      if (options.isEmpty()) {
        out.println("      options: none");
      }
      for (OptionSpec o : options) {
        out.println(
            "      "
                + o.key()
                + "="
                + allowedValues(o)
                + " (default "
                + o.defaultValue()
                + ")"
                + (o.description() == null || o.description().isEmpty()
                    ? ""
                    : ": " + o.description()));
      }
    }
    Map<String, String> presets = registry.presets();
    out.println("Presets:");
    if (presets.isEmpty()) {
      out.println("  none");
    }
    for (Map.Entry<String, String> e : presets.entrySet()) {
      out.println("  " + e.getKey() + " = " + e.getValue());
    }
    return OK;
  }

  private static String allowedValues(OptionSpec o) {
    List<String> v = o.values();
    if (v.isEmpty()) {
      return "<integer>";
    }
    if (v.size() > 8 && isIntegerRun(v)) {
      return v.get(0) + ".." + v.get(v.size() - 1);
    }
    return String.join("|", v);
  }

  private static boolean isIntegerRun(List<String> v) {
    try {
      int first = Integer.parseInt(v.get(0));
      for (int i = 1; i < v.size(); i++) {
        if (Integer.parseInt(v.get(i)) != first + i) {
          return false;
        }
      }
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }

  // ---------------------------------------------------------------- perft

  private int perft(List<String> rest) throws UsageException {
    Args a = Args.parse("perft", rest, Set.of("--divide", "--json", "--full"), Set.of("--fen"));
    List<String> p = a.positional();
    if (p.size() != 2) {
      throw new UsageException(
          "perft needs <variant> <depth>"
              + (p.size() > 2 ? " and nothing more (got '" + p.get(2) + "')" : "")
              + Args.seeHelp("perft"));
    }
    int depth = parseDepth(p.get(1), a.flag("--divide") ? 1 : 0);
    boolean json = a.flag("--json");
    boolean full = a.flag("--full");
    Position position = position(p.get(0), a.value("--fen"));
    String spec = position.variant().spec();
    String counting = full ? "full" : "bulk";

    long start = System.nanoTime();
    long nodes;
    Map<String, Long> divide = null;
    if (a.flag("--divide")) {
      divide = new TreeMap<>();
      nodes = 0;
      for (Move m : position.legalMoves()) {
        Position next = position.play(m);
        long n = full ? Perft.countFull(next, depth - 1) : Perft.count(next, depth - 1);
        divide.put(m.text(), n);
        nodes += n;
      }
    } else {
      nodes = full ? Perft.countFull(position, depth) : Perft.count(position, depth);
    }
    long nanos = Math.max(System.nanoTime() - start, 1);
    long millis = nanos / 1_000_000;
    long nps = (long) (nodes * 1e9 / nanos);

    if (json) {
      com.fasterxml.jackson.databind.node.ObjectNode o = Json.object();
      o.put("variant", spec);
      o.put("depth", depth);
      o.put("nodes", nodes);
      o.put("millis", millis);
      o.put("nps", nps);
      o.put("counting", counting);
      if (divide != null) {
        com.fasterxml.jackson.databind.node.ObjectNode d = o.putObject("divide");
        divide.forEach(d::put);
      }
      String sb = Json.write(o);
      out.println(sb);
      return OK;
    }
    if (divide != null) {
      for (Map.Entry<String, Long> e : divide.entrySet()) {
        out.println(e.getKey() + ": " + e.getValue());
      }
      out.println();
      out.println("moves: " + divide.size());
    }
    out.println(
        String.format(
            Locale.ROOT,
            "%s depth %d: %d nodes in %.3f s, %d nodes/s (%s counting)",
            spec,
            depth,
            nodes,
            nanos / 1e9,
            nps,
            counting));
    return OK;
  }

  private static int parseDepth(String text, int min) throws UsageException {
    int depth;
    try {
      depth = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new UsageException(
          "depth must be a whole number, got '" + text + "'" + Args.seeHelp("perft"));
    }
    if (depth < min) {
      throw new UsageException(
          "depth must be " + min + " or more" + (min > 0 ? " with --divide" : "") + ", got "
              + depth);
    }
    return depth;
  }

  // ---------------------------------------------------------------- moves

  private int moves(List<String> rest) throws UsageException {
    Args a = Args.parse("moves", rest, Set.of(), Set.of("--fen"));
    List<String> p = a.positional();
    if (p.size() != 1) {
      throw new UsageException(
          "moves needs exactly one <variant>"
              + (p.size() > 1 ? " (unexpected '" + p.get(1) + "')" : "")
              + Args.seeHelp("moves"));
    }
    Position position = position(p.get(0), a.value("--fen"));
    List<String> texts = new ArrayList<>();
    for (Move m : position.legalMoves()) {
      texts.add(m.text());
    }
    texts.sort(null);
    for (String t : texts) {
      out.println(t);
    }
    return OK;
  }

  // ---------------------------------------------------------------- play

  private int play(List<String> rest) throws UsageException {
    Args a = Args.parse("play", rest, Set.of(), Set.of("--fen"));
    List<String> p = a.positional();
    if (p.isEmpty()) {
      throw new UsageException("play needs <variant> [<move>...]" + Args.seeHelp("play"));
    }
    Game game = Game.startingFrom(position(p.get(0), a.value("--fen")));
    List<String> moves = p.subList(1, p.size());
    for (int i = 0; i < moves.size(); i++) {
      String text = moves.get(i);
      try {
        game = game.play(text);
      } catch (OvertakeException e) {
        err.println(
            "overtake play: move " + (i + 1) + " '" + text + "' rejected: " + e.getMessage());
        return BAD_INPUT;
      }
    }
    Position position = game.position();
    out.print(position.board().diagram());
    out.println("position: " + position.text());
    out.println("outcome: " + game.outcome().text());
    game.claimableDraw().ifPresent(t -> out.println("claimable: draw " + t.id()));
    return OK;
  }

  // ---------------------------------------------------------------- svg

  private int svg(List<String> rest) throws UsageException {
    Args a = Args.parse("svg", rest, Set.of("--flip", "--moves"), Set.of("--fen", "--size"));
    List<String> p = a.positional();
    if (p.isEmpty()) {
      throw new UsageException("svg needs <variant> [<move>...]" + Args.seeHelp("svg"));
    }
    int size = Diagram.DEFAULT_SIZE;
    String sizeText = a.value("--size");
    if (sizeText != null) {
      try {
        size = Integer.parseInt(sizeText);
      } catch (NumberFormatException e) {
        throw new UsageException("--size takes a whole number of pixels, not '" + sizeText + "'"
            + Args.seeHelp("svg"));
      }
      if (size < 100 || size > 4000) {
        throw new UsageException("--size " + size + " is not between 100 and 4000" + Args.seeHelp("svg"));
      }
    }
    Position position = position(p.get(0), a.value("--fen"));
    Move last = null;
    List<String> moves = p.subList(1, p.size());
    for (int i = 0; i < moves.size(); i++) {
      String text = moves.get(i);
      try {
        last = position.parseMove(text);
      } catch (OvertakeException e) {
        err.println(
            "overtake svg: move " + (i + 1) + " '" + text + "' rejected: " + e.getMessage());
        return BAD_INPUT;
      }
      position = position.play(last);
    }
    out.print(Diagram.of(position).flipped(a.flag("--flip")).size(size).lastMove(last).svg());
    return OK;
  }

  // ---------------------------------------------------------------- serve

  private int serve(List<String> rest) throws UsageException {
    Args a = Args.parse("serve", rest, Set.of(), Set.of("--port"));
    if (!a.positional().isEmpty()) {
      throw new UsageException(
          "serve takes no arguments (got '" + a.positional().get(0) + "')" + Args.seeHelp("serve"));
    }
    int port = Playground.DEFAULT_PORT;
    String portText = a.value("--port");
    if (portText != null) {
      try {
        port = Integer.parseInt(portText);
      } catch (NumberFormatException e) {
        port = -1;
      }
      if (port < 0 || port > 65535) {
        throw new UsageException(
            "--port takes a port number from 0 to 65535, not '" + portText + "'"
                + Args.seeHelp("serve"));
      }
    }
    Playground playground;
    try {
      playground = Playground.start(port, VariantRegistry.load(), err);
    } catch (java.io.IOException e) {
      err.println("overtake serve: cannot listen on 127.0.0.1:" + port + ": " + e.getMessage());
      return FAILURE;
    }
    out.println("overtake playground on " + playground.url() + " (Ctrl-C stops it)");
    out.flush();
    try {
      new java.util.concurrent.CountDownLatch(1).await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } finally {
      playground.close();
    }
    return OK;
  }

  // ---------------------------------------------------------------- shared

  private static Position position(String spec, String fen) {
    Variant variant = VariantRegistry.load().variant(spec);
    return fen == null ? variant.startPosition() : variant.position(fen);
  }
}

package io.github.overtake.cli;

import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.Properties;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;
import picocli.CommandLine.Spec;

/**
 * The {@code overtake} command line on picocli: {@code variants}, {@code perft}, {@code moves},
 * {@code play}, {@code svg}, {@code pgn}, {@code serve} and {@code completion}. Exit codes: 0 success, 2 bad
 * input (arguments, variant spec, position, move), 1 an unexpected failure. Errors are one line on
 * stderr; {@code --debug} adds the stack trace.
 */
@Command(
    name = "overtake",
    synopsisSubcommandLabel = "<command>",
    versionProvider = Main.Version.class,
    description = "Rules, perft, moves and a playground for the Overtake variants.",
    commandListHeading = "%nCommands:%n",
    optionListHeading = "%nOptions:%n",
    footerHeading = "%n",
    footer = {
      "<variant> is a variant spec: an id (chess), id:key=value,...",
      "(checkercapture:simple=true) or a preset id. --fen <position-text> starts",
      "perft, moves, play and svg from a position instead of the variant's start.",
      "Run 'overtake <command> --help' for a command's options, and",
      "'source <(overtake completion)' for completion in bash.",
      "",
      "Exit codes: 0 success, 2 bad input, 1 unexpected failure (--debug prints",
      "its stack trace)."
    },
    subcommands = {
      VariantsCommand.class,
      PerftCommand.class,
      MovesCommand.class,
      PlayCommand.class,
      SvgCommand.class,
      PgnCommand.class,
      ServeCommand.class,
      CompletionCommand.class,
      HelpCommand.class
    })
public final class Main implements Callable<Integer> {
  /** Exit code of a successful run. */
  static final int OK = 0;

  /** Exit code of an unexpected failure. */
  static final int FAILURE = 1;

  /** Exit code of bad input. */
  static final int BAD_INPUT = 2;

  final PrintStream out;
  final PrintStream err;
  private boolean debug;

  @Spec CommandSpec spec;

  @Mixin HelpOption help;

  @Option(names = "--version", versionHelp = true, description = "print the version and exit")
  boolean version;

  private Main(PrintStream out, PrintStream err) {
    this.out = out;
    this.err = err;
  }

  @Option(
      names = "--debug",
      scope = ScopeType.INHERIT,
      description = "print the stack trace of an error")
  void debug(boolean on) {
    debug |= on;
  }

  boolean debug() {
    return debug;
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

  /** Returns the tool's picocli command line writing to these streams. */
  static CommandLine commandLine(PrintStream out, PrintStream err) {
    Main main = new Main(out, err);
    CommandLine cl = new CommandLine(main);
    cl.setExpandAtFiles(false); // '@' starts drops in some move texts, never an argument file
    // picocli writes only ASCII help text; the commands print to the streams themselves
    cl.setOut(new PrintWriter(new OutputStreamWriter(out, StandardCharsets.US_ASCII), true));
    cl.setErr(new PrintWriter(new OutputStreamWriter(err, StandardCharsets.US_ASCII), true));
    cl.getHelpSectionMap().put(CommandLine.Model.UsageMessageSpec.SECTION_KEY_COMMAND_LIST,
        Failures::commandList);
    cl.setParameterExceptionHandler((e, args) -> Failures.usage(main, e));
    cl.setExecutionExceptionHandler((e, cmd, result) -> Failures.execution(main, e, cmd));
    return cl;
  }

  /**
   * Runs the tool in-process.
   *
   * @return the exit code: 0 success, 2 bad input, 1 unexpected failure
   */
  static int run(String[] args, PrintStream out, PrintStream err) {
    CommandLine cl = commandLine(out, err);
    Main main = cl.getCommand();
    try {
      return cl.execute(args);
    } catch (StackOverflowError | OutOfMemoryError e) {
      return Failures.unexpected(main, "overtake: ", e);
    } finally {
      cl.getOut().flush();
      cl.getErr().flush();
      out.flush();
      err.flush();
    }
  }

  /** No command: the usage goes to stderr as bad input. */
  @Override
  public Integer call() {
    spec.commandLine().usage(err);
    return BAD_INPUT;
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

  /** Returns the start position of a variant spec, or the given position text of it. */
  static Position position(String spec, String fen) {
    return position(VariantRegistry.load(), spec, fen);
  }

  /** Returns the start position of a variant spec of a registry, or the given position text. */
  static Position position(VariantRegistry registry, String spec, String fen) {
    Variant variant = registry.variant(spec);
    return fen == null ? variant.startPosition() : variant.position(fen);
  }

  /** The {@code --version} text. */
  static final class Version implements CommandLine.IVersionProvider {
    @Override
    public String[] getVersion() {
      return new String[] {"overtake " + version()};
    }
  }
}

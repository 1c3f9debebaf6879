package io.github.overtake.cli;

import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Suggestions;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine;
import picocli.CommandLine.Help;
import picocli.CommandLine.MaxValuesExceededException;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.OverwrittenOptionException;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * How the tool reports what goes wrong: picocli's parse errors and the commands' exceptions become
 * one line on stderr, {@code overtake <command>: <what>}, with exit code 2 for bad input and 1 for
 * an unexpected failure; {@code --debug} adds the stack trace. Also renders the command list of
 * the tool's usage, each command with its arguments.
 */
final class Failures {
  /** picocli's message for a value given to a flag. */
  private static final Pattern FLAG_VALUE =
      Pattern.compile("option '([^']+)' should be specified without '(.*)' parameter");

  private Failures() {}

  /** Reports a parse error of the command line; returns the exit code. */
  static int usage(Main main, ParameterException e) {
    CommandSpec spec = e.getCommandLine().getCommandSpec();
    String message = message(spec, e);
    String see = seeHelp(spec);
    // after a question ("did you mean '--limits'?") the pointer starts its own clause
    main.err.println(prefix(spec) + message + (message.endsWith("?") ? see.substring(1) : see));
    trace(main, e);
    return Main.BAD_INPUT;
  }

  /** Reports an exception of a command; returns the exit code. */
  static int execution(Main main, Exception e, CommandLine cmd) {
    String prefix = prefix(cmd.getCommandSpec());
    if (e instanceof UsageException || e instanceof OvertakeException) {
      // bad arguments, unknown variant, bad option, bad position, bad move
      main.err.println(prefix + e.getMessage());
      trace(main, e);
      return Main.BAD_INPUT;
    }
    return unexpected(main, prefix, e);
  }

  /** Reports an unexpected failure; returns the exit code. */
  static int unexpected(Main main, String prefix, Throwable e) {
    main.err.println(
        prefix
            + "unexpected failure: "
            + e
            + (main.debug() ? "" : " (run with --debug for the stack trace)"));
    trace(main, e);
    return Main.FAILURE;
  }

  private static void trace(Main main, Throwable e) {
    if (main.debug()) {
      e.printStackTrace(main.err);
    }
  }

  /** Returns "overtake: " for the tool, "overtake perft: " for a command. */
  static String prefix(CommandSpec spec) {
    return isRoot(spec) ? "overtake: " : spec.qualifiedName() + ": ";
  }

  /** Returns the pointer to the help of the tool or a command. */
  static String seeHelp(CommandSpec spec) {
    return isRoot(spec) ? "; see 'overtake --help'" : "; see '" + spec.qualifiedName() + " --help'";
  }

  private static boolean isRoot(CommandSpec spec) {
    return spec.parent() == null;
  }

  private static String message(CommandSpec spec, ParameterException e) {
    if (e instanceof UnmatchedArgumentException u && !u.getUnmatched().isEmpty()) {
      String arg = u.getUnmatched().get(0);
      if (arg.length() > 1 && arg.startsWith("-")) {
        String name = arg.contains("=") ? arg.substring(0, arg.indexOf('=')) : arg;
        return "unknown option '" + arg + "'" + (isRoot(spec) ? "" : " for " + spec.name())
            + Suggestions.didYouMean(name, spec.optionsMap().keySet());
      }
      if (isRoot(spec)) {
        return "unknown command '" + arg + "'"
            + Suggestions.didYouMean(arg, spec.subcommands().keySet());
      }
      String needs = arguments(spec);
      return spec.name()
          + (needs.isEmpty() ? " takes no arguments" : " needs " + needs + " and nothing more")
          + " (got '" + arg + "')";
    }
    if (e instanceof MissingParameterException m) {
      for (ArgSpec a : m.getMissing()) {
        if (a instanceof OptionSpec o) {
          return o.longestName() + " needs a value";
        }
      }
      return spec.name() + " needs " + arguments(spec);
    }
    if (e instanceof OverwrittenOptionException o && o.getOverwritten() instanceof OptionSpec os) {
      return os.longestName() + " is given twice";
    }
    Matcher extra = FLAG_VALUE.matcher(e.getMessage());
    if (e instanceof MaxValuesExceededException && extra.matches()) {
      String flag = extra.group(1);
      return flag + " takes no value (got '" + flag + "=" + extra.group(2) + "')";
    }
    if (e.getMessage().startsWith("Unknown subcommand") && e.getValue() != null) {
      return "no command '" + e.getValue() + "'"
          + Suggestions.didYouMean(e.getValue(), spec.subcommands().keySet());
    }
    String m = e.getMessage();
    m = m.endsWith(".") ? m.substring(0, m.length() - 1) : m;
    return m.isEmpty() ? m : m.substring(0, 1).toLowerCase(Locale.ROOT) + m.substring(1);
  }

  /** Returns the positional arguments of a command as its synopsis shows them. */
  static String arguments(CommandSpec spec) {
    List<String> labels = new ArrayList<>();
    for (PositionalParamSpec p : spec.positionalParameters()) {
      if (p.hidden()) {
        continue;
      }
      String label = p.paramLabel() + (p.isMultiValue() ? "..." : "");
      labels.add(p.arity().min() == 0 ? "[" + label + "]" : label);
    }
    return String.join(" ", labels);
  }

  /** Renders the command list: each command with its arguments and the first line of its help. */
  static String commandList(Help help) {
    List<String[]> rows = new ArrayList<>();
    int width = 0;
    for (CommandLine sub : help.commandSpec().subcommands().values()) {
      CommandSpec s = sub.getCommandSpec();
      if (s.usageMessage().hidden()) {
        continue;
      }
      String args = arguments(s);
      String left = s.name() + (args.isEmpty() ? "" : " " + args);
      String[] header = s.usageMessage().header();
      String[] description = header.length > 0 ? header : s.usageMessage().description();
      rows.add(
          new String[] {left, description.length == 0 ? "" : description[0].replace("%n", "")});
      width = Math.max(width, left.length());
    }
    StringBuilder sb = new StringBuilder();
    for (String[] row : rows) {
      sb.append("  ").append(row[0]).append(" ".repeat(width + 2 - row[0].length()));
      sb.append(row[1]).append(System.lineSeparator());
    }
    return sb.toString();
  }
}

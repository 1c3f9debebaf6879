package io.github.overtake.cli;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The arguments of one command: flags ({@code --divide}), options with a value ({@code --fen X} or
 * {@code --fen=X}) and positional arguments. {@code --} ends the options; {@code -h} is {@code
 * --help}. A token of a dash and a digit ({@code -1}) is positional, so numbers are read as such.
 */
final class Args {
  private final Set<String> flags;
  private final Map<String, String> values;
  private final List<String> positional;

  private Args(Set<String> flags, Map<String, String> values, List<String> positional) {
    this.flags = flags;
    this.values = values;
    this.positional = positional;
  }

  /**
   * Parses the arguments of a command.
   *
   * @param command the command name, for messages
   * @param args the arguments after the command name
   * @param flagNames the flags the command accepts, with their dashes
   * @param valueNames the options with a value the command accepts, with their dashes
   */
  static Args parse(String command, List<String> args, Set<String> flagNames, Set<String> valueNames)
      throws UsageException {
    Set<String> flags = new HashSet<>();
    Map<String, String> values = new LinkedHashMap<>();
    List<String> positional = new ArrayList<>();
    boolean optionsEnded = false;
    for (int i = 0; i < args.size(); i++) {
      String a = args.get(i);
      if (optionsEnded || !isOption(a)) {
        positional.add(a);
        continue;
      }
      if (a.equals("--")) {
        optionsEnded = true;
        continue;
      }
      String name = a;
      String value = null;
      int eq = a.indexOf('=');
      if (a.startsWith("--") && eq > 2) {
        name = a.substring(0, eq);
        value = a.substring(eq + 1);
      }
      if (name.equals("-h")) {
        name = "--help";
      }
      if (name.equals("--help") && value == null) {
        flags.add(name);
      } else if (flagNames.contains(name)) {
        if (value != null) {
          throw new UsageException(name + " takes no value (got '" + a + "')" + seeHelp(command));
        }
        flags.add(name);
      } else if (valueNames.contains(name)) {
        if (value == null) {
          if (i + 1 >= args.size()) {
            throw new UsageException(name + " needs a value" + seeHelp(command));
          }
          value = args.get(++i);
        }
        if (values.putIfAbsent(name, value) != null) {
          throw new UsageException(name + " is given twice" + seeHelp(command));
        }
      } else {
        throw new UsageException("unknown option '" + a + "' for " + command + seeHelp(command));
      }
    }
    return new Args(flags, values, positional);
  }

  private static boolean isOption(String a) {
    return a.length() > 1 && a.charAt(0) == '-' && !Character.isDigit(a.charAt(1));
  }

  static String seeHelp(String command) {
    return "; see 'overtake " + command + " --help'";
  }

  boolean flag(String name) {
    return flags.contains(name);
  }

  String value(String name) {
    return values.get(name);
  }

  List<String> positional() {
    return positional;
  }
}

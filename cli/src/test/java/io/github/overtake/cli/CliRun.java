package io.github.overtake.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The result of one in-process run of the tool ({@link Main#run}): its exit code and what it
 * wrote to stdout and stderr.
 *
 * @param code the exit code
 * @param out what the run wrote to stdout
 * @param err what the run wrote to stderr
 */
record CliRun(int code, String out, String err) {
  /**
   * Runs the tool in this process with the given arguments.
   *
   * @param args the command-line arguments
   * @return the exit code and the output
   */
  static CliRun run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code;
    try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      code = Main.run(args, o, e);
    }
    return new CliRun(
        code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** The lines of stdout, without a last empty one. */
  List<String> lines() {
    List<String> l = new ArrayList<>();
    for (String s : out.split("\\R", -1)) {
      l.add(s);
    }
    if (!l.isEmpty() && l.get(l.size() - 1).isEmpty()) {
      l.remove(l.size() - 1);
    }
    return l;
  }
}

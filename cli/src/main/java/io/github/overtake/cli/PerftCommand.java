package io.github.overtake.cli;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.github.overtake.core.Move;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import java.io.PrintStream;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code overtake perft}: counts the leaf nodes of the legal move tree. */
@Command(
    name = "perft",
    description = {
      "count the leaf nodes of the move tree",
      "",
      "Counts the leaf nodes of the legal move tree to <depth> plies."
    })
final class PerftCommand implements Callable<Integer> {
  @ParentCommand Main main;

  @Mixin HelpOption help;

  @Mixin LimitsOption limits;

  @Parameters(index = "0", paramLabel = "<variant>", description = "the variant spec")
  String variant;

  @Parameters(index = "1", paramLabel = "<depth>", description = "the depth in plies, 0 or more")
  String depthText;

  @Option(
      names = "--fen",
      paramLabel = "<position-text>",
      description = "start from this position text instead of the variant's start position")
  String fen;

  @Option(
      names = "--divide",
      arity = "0",
      description = "print each legal move (canonical text, sorted) with its subtree count")
  boolean divide;

  @Option(
      names = "--json",
      arity = "0",
      description = {
        "print one JSON object on one line,",
        "{\"variant\":\"<spec>\",\"depth\":D,\"nodes\":N,",
        "\"millis\":M,\"nps\":X,\"counting\":\"bulk\"}",
        "(with --divide, a \"divide\" object of move -> count is added)"
      })
  boolean json;

  @Option(
      names = "--full",
      arity = "0",
      description = {
        "make and unmake every leaf move (\"full\" counting) instead of taking the size of the"
            + " last ply's move list (\"bulk\" counting)"
      })
  boolean full;

  @Override
  public Integer call() throws UsageException {
    PrintStream out = main.out;
    int depth = parseDepth(depthText, divide ? 1 : 0);
    Position position = Main.position(limits.registry(), variant, fen);
    String spec = position.variant().spec();
    String counting = full ? "full" : "bulk";

    long start = System.nanoTime();
    long nodes;
    Map<String, Long> divided = null;
    if (divide) {
      divided = new TreeMap<>();
      nodes = 0;
      for (Move m : position.legalMoves()) {
        Position next = position.play(m);
        long n = full ? Perft.countFull(next, depth - 1) : Perft.count(next, depth - 1);
        divided.put(m.text(), n);
        nodes += n;
      }
    } else {
      nodes = full ? Perft.countFull(position, depth) : Perft.count(position, depth);
    }
    long nanos = Math.max(System.nanoTime() - start, 1);
    long millis = nanos / 1_000_000;
    long nps = (long) (nodes * 1e9 / nanos);

    if (json) {
      ObjectNode o = Json.object();
      o.put("variant", spec);
      o.put("depth", depth);
      o.put("nodes", nodes);
      o.put("millis", millis);
      o.put("nps", nps);
      o.put("counting", counting);
      if (divided != null) {
        ObjectNode d = o.putObject("divide");
        divided.forEach(d::put);
      }
      out.println(Json.write(o));
      return Main.OK;
    }
    if (divided != null) {
      for (Map.Entry<String, Long> e : divided.entrySet()) {
        out.println(e.getKey() + ": " + e.getValue());
      }
      out.println();
      out.println("moves: " + divided.size());
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
    return Main.OK;
  }

  private static int parseDepth(String text, int min) throws UsageException {
    int depth;
    try {
      depth = Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw new UsageException(
          "depth must be a whole number, got '" + text + "'; see 'overtake perft --help'");
    }
    if (depth < min) {
      throw new UsageException(
          "depth must be " + min + " or more" + (min > 0 ? " with --divide" : "") + ", got "
              + depth);
    }
    return depth;
  }
}

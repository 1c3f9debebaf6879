package io.github.overtake.cli;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code overtake moves}: the legal moves in canonical text, one a line, sorted. */
@Command(
    name = "moves",
    description = {
      "list the legal moves, one a line, sorted",
      "",
      "Prints the legal moves in canonical text, one a line, sorted."
    })
final class MovesCommand implements Callable<Integer> {
  @ParentCommand Main main;

  @Mixin HelpOption help;

  @Mixin LimitsOption limits;

  @Parameters(index = "0", paramLabel = "<variant>", description = "the variant spec")
  String variant;

  @Option(
      names = "--fen",
      paramLabel = "<position-text>",
      description = "use this position text instead of the variant's start position")
  String fen;

  @Override
  public Integer call() {
    Position position = Main.position(limits.registry(), variant, fen);
    List<String> texts = new ArrayList<>();
    for (Move m : position.legalMoves()) {
      texts.add(m.text());
    }
    texts.sort(null);
    for (String t : texts) {
      main.out.println(t);
    }
    return Main.OK;
  }
}

package io.github.overtake.cli;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
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

  @Mixin PositionOptions at;

  @Override
  public Integer call() {
    Position position = at.position();
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

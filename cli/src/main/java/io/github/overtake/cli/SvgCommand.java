package io.github.overtake.cli;

import io.github.overtake.core.Move;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Position;
import io.github.overtake.core.diagram.Diagram;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code overtake svg}: an SVG diagram of the position after some moves. */
@Command(
    name = "svg",
    description = {
      "write an SVG diagram of the position after the moves",
      "",
      "Plays the moves (if any) from the start or --fen position and writes an SVG "
          + "diagram of the resulting position to standard output, the last move drawn "
          + "as an arrow through its landing squares with its captured squares crossed "
          + "out."
    })
final class SvgCommand implements Callable<Integer> {
  @ParentCommand Main main;

  @Mixin HelpOption help;

  @Mixin PositionOptions at;

  @Parameters(index = "1..*", paramLabel = "<move>", description = "the moves to play first")
  List<String> moves = new ArrayList<>();

  @Option(
      names = "--flip",
      arity = "0",
      description = "put the second player (Black) at the bottom")
  boolean flip;

  @Option(
      names = "--size",
      paramLabel = "<pixels>",
      description = "the width of the picture, 100 to 4000 (default 400)")
  String sizeText;

  @Option(names = "--moves", arity = "0", description = "optional marker before the moves")
  boolean movesMarker;

  @Override
  public Integer call() throws UsageException {
    int size = Diagram.DEFAULT_SIZE;
    if (sizeText != null) {
      try {
        size = Integer.parseInt(sizeText);
      } catch (NumberFormatException e) {
        throw new UsageException(
            "--size takes a whole number of pixels, not '" + sizeText + "'" + seeHelp());
      }
      if (size < 100 || size > 4000) {
        throw new UsageException("--size " + size + " is not between 100 and 4000" + seeHelp());
      }
    }
    Position position = at.position();
    Move last = null;
    for (int i = 0; i < moves.size(); i++) {
      String text = moves.get(i);
      try {
        last = position.parseMove(text);
      } catch (OvertakeException e) {
        main.err.println(
            "overtake svg: move " + (i + 1) + " '" + text + "' rejected: " + e.getMessage());
        if (main.debug()) {
          e.printStackTrace(main.err); // as Failures does for every other error
        }
        return Main.BAD_INPUT;
      }
      position = position.play(last);
    }
    main.out.print(
        Diagram.of(position).flipped(flip).size(size).lastMove(last).outcome(position.outcome()).svg());
    return Main.OK;
  }

  private static String seeHelp() {
    return "; see 'overtake svg --help'";
  }
}

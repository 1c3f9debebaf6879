package io.github.overtake.cli;

import io.github.overtake.core.Game;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code overtake play}: plays moves, then prints the board, the position and the outcome. */
@Command(
    name = "play",
    description = {
      "play moves, then print the board, position and outcome",
      "",
      "Plays the moves in order (canonical text or any accepted variation; SAN for "
          + "chess), with the game's history so that repetition counts, then prints the "
          + "board diagram, the position text and the outcome. The first bad move stops "
          + "it with exit code 2."
    })
final class PlayCommand implements Callable<Integer> {
  @ParentCommand Main main;

  @Mixin HelpOption help;

  @Mixin PositionOptions at;

  @Parameters(index = "1..*", paramLabel = "<move>", description = "the moves to play")
  List<String> moves = new ArrayList<>();

  @Override
  public Integer call() {
    Game game = Game.startingFrom(at.position());
    for (int i = 0; i < moves.size(); i++) {
      String text = moves.get(i);
      try {
        game = game.play(text);
      } catch (OvertakeException e) {
        main.err.println(
            "overtake play: move " + (i + 1) + " '" + text + "' rejected: " + e.getMessage());
        if (main.debug()) {
          e.printStackTrace(main.err); // as Failures does for every other error
        }
        return Main.BAD_INPUT;
      }
    }
    Position position = game.position();
    main.out.print(position.board().diagram());
    main.out.println("position: " + position.text());
    main.out.println("outcome: " + game.outcome().text());
    game.claimableDraw().ifPresent(t -> main.out.println("claimable: draw " + t.id()));
    return Main.OK;
  }
}

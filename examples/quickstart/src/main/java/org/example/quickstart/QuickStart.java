package org.example.quickstart;

import io.github.overtake.core.Game;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.io.PrintStream;

/** README.md's quick start as a program: {@code mvn -B -ntp verify exec:java}. */
public final class QuickStart {
  private QuickStart() {}

  /**
   * Prints the legal moves of chess's start position, then plays the Scholar's mate and prints
   * the final position and the outcome.
   *
   * @param out where to print
   */
  public static void run(PrintStream out) {
    // quickstart:begin
    VariantRegistry registry = VariantRegistry.load();
    Variant chess = registry.variant("chess");
    Position start = chess.startPosition();
    out.println(start.legalMoves().size() + " legal moves: " + start.legalMoves());

    Game game = Game.start(chess);
    for (String move : new String[] {"e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "h5f7"}) {
      game = game.play(move); // SAN or canonical text; bad input throws IllegalArgumentException
    }
    out.println(game.position().text());
    out.println(game.outcome()); // white-wins checkmate
    // quickstart:end
  }

  /**
   * Runs the quick start on standard output.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    run(System.out);
  }
}

package io.github.overtake.benchmarks;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The game loop of the game-loop benchmarks, one ply a call: {@code legalMoves()}, {@code
 * outcome()}, then {@code play(move)} of a random legal move from {@link GameLoopBenchmark#SEED};
 * a game that ends (or reaches {@link GameLoopBenchmark#MAX_PLIES}) starts again from a freshly
 * loaded start position.
 */
final class RandomGames {
  private final Variant rules;
  private final String startText;
  private final SplittableRandom random = new SplittableRandom(GameLoopBenchmark.SEED);
  private Position position;
  private int ply;

  /** Starts the first game of {@code rules}. */
  RandomGames(Variant rules) {
    this.rules = rules;
    this.startText = rules.startPosition().text();
    restart();
  }

  private void restart() {
    position = rules.position(startText);
    ply = 0;
  }

  /**
   * Plays one ply, or starts a new game when this one is over.
   *
   * @return the position reached (the finished one when a new game starts)
   */
  Position ply() {
    Position p = position;
    List<Move> moves = p.legalMoves();
    if (p.outcome().isOver() || moves.isEmpty() || ply >= GameLoopBenchmark.MAX_PLIES) {
      restart();
      return p;
    }
    position = p.play(moves.get(random.nextInt(moves.size())));
    ply++;
    return position;
  }
}

package io.github.overtake.variants.jumping;

import io.github.overtake.core.Game;
import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.testkit.RandomGames;
import java.util.List;

/**
 * Walks every pair of a man and an enemy man, in every position of a random game of one option
 * set, for the tests that compare attack searches ({@link JumpingChainApartTest}, {@link
 * JumpingChainHitsTest}).
 */
final class AttackPairs {
  private AttackPairs() {}

  /** One comparison for the man on {@code s} and the enemy man on {@code t}. */
  interface Check {
    /**
     * Checks the pair.
     *
     * @param moves the option set's move generator
     * @param p the position
     * @param s the man's square
     * @param t the enemy man's square
     * @param at the pair and position, for a failure's message
     */
    void check(JumpingMoves moves, MutablePosition p, int s, int t, String at);
  }

  /** Plays the random game {@code choices} of option set {@code options} and checks every pair. */
  static void each(int options, List<Integer> choices, Check check) {
    var variant = JumpingPropertiesTest.variant(options);
    JumpingOptions o = ((JumpingRules) variant.rules()).options();
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingMoves moves = new JumpingMoves(board, o);
    Game g = RandomGames.play(variant.startPosition(), choices);
    for (Position pos : g.positions()) {
      MutablePosition p = pos.toMutable();
      for (int side = 0; side < 2; side++) {
        for (int i = 0; i < p.pieceCount(side); i++) {
          int s = p.pieceSquare(side, i);
          for (int t = 0; t < board.n; t++) {
            int victim = p.at(t);
            if (victim != 0 && Pieces.side(victim) != side) {
              check.check(moves, p, s, t, "man on " + s + ", target " + t + " in " + pos);
            }
          }
        }
      }
    }
  }
}

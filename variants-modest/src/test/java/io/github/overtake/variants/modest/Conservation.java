package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MutablePosition;
import java.util.List;

/**
 * Material conservation along random games, for variants in which men leave the board other than
 * by capture: every man of a side is on the board or off it in the variant's state (a re-entry
 * queue, a pool, a reserve), and each legal move changes a side's total only by the losses its
 * rules name.
 */
final class Conservation {
  private Conservation() {}

  /** Counts a side's men held off the board. */
  @FunctionalInterface
  interface OffBoard {
    int count(MutablePosition p, int side);
  }

  /** Returns how many men each side (White, Black) must lose for good by a move. */
  @FunctionalInterface
  interface Losses {
    int[] of(MutablePosition before, Move m);
  }

  /** Checks the position a move of a random game led to. */
  @FunctionalInterface
  interface Step {
    void check(Position before, Move m, Position after);
  }

  /**
   * Plays a random game from {@code start} (each choice picks a legal move modulo their number,
   * until the game is over) and hands {@code step} each move with the positions around it.
   */
  static void alongGame(Position start, List<Integer> choices, Step step) {
    Game game = Game.startingFrom(start);
    for (int choice : choices) {
      Position p = game.position();
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty() || game.outcome().isOver()) {
        return;
      }
      Move m = legal.get(Math.floorMod(choice, legal.size()));
      game = game.play(m);
      step.check(p, m, game.position());
    }
  }

  /**
   * Plays a random game from {@code start}; at every ply checks every legal move against {@code
   * losses}.
   */
  static void check(Position start, List<Integer> choices, OffBoard off, Losses losses) {
    Position p = start;
    for (int choice : choices) {
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty() || p.outcome().isOver()) {
        return;
      }
      MutablePosition before = p.toMutable();
      for (Move m : moves) {
        MutablePosition after = p.play(m).toMutable();
        int[] lost = losses.of(before, m);
        for (int side = 0; side < 2; side++) {
          assertEquals(
              total(before, side, off) - lost[side],
              total(after, side, off),
              "men of side " + side + " after " + m.text() + " in " + p.text());
        }
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  private static int total(MutablePosition p, int side, OffBoard off) {
    return p.pieceCount(side) + off.count(p, side);
  }

  /** Returns the type id of the man on the move's origin square before the move, 0 if none. */
  static int moverType(MutablePosition before, Move m) {
    return m.from().map(s -> io.github.overtake.core.spi.Pieces.type(before.at(s.index())))
        .orElse(0);
  }

  /** Returns the type id of the first man the move captures, 0 if none. */
  static int victimType(Move m) {
    return m.capturedPieces().isEmpty() ? 0 : m.capturedPieces().get(0).type().id();
  }
}

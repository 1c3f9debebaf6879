package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.variants.modest.ReentryVariant.QUEUES;
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

  /** Whether a move loses the mover's opponent its victim for good. */
  @FunctionalInterface
  interface VictimLost {
    boolean test(MutablePosition before, Move m);
  }

  /** The men waiting in a side's re-entry queue (S1.5). */
  static final OffBoard QUEUED = (p, side) -> Reentry.size(QUEUES.queue(p, side));

  /** The losses of a variant where a move can lose only its victim, when {@code lost} says so. */
  static Losses victimLost(VictimLost lost) {
    return (before, m) -> {
      int[] out = new int[2];
      if (lost.test(before, m)) {
        out[before.sideToMove() ^ 1] = 1;
      }
      return out;
    };
  }

  /**
   * {@link #check} for a variant whose men wait in re-entry queues (S1.5) and re-enter on the
   * square the owner's next move vacates: besides the victims {@code victim} names, a waiting pawn
   * is lost when that square is on rank 1 or 8.
   */
  static void checkReentry(Position start, List<Integer> choices, VictimLost victim) {
    Losses victims = victimLost(victim);
    check(
        start,
        choices,
        QUEUED,
        (before, m) -> {
          int[] lost = victims.of(before, m);
          int side = before.sideToMove();
          int rank = m.from().orElseThrow().index() >> 3;
          if (Reentry.front(QUEUES.queue(before, side)) == PAWN && (rank == 0 || rank == 7)) {
            lost[side] = 1;
          }
          return lost;
        });
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

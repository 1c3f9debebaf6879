package io.github.overtake.cli;

import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Square;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;

/**
 * A small computer opponent written against the public API only, so it plays every family: a
 * two-ply search over material that takes a win at once, avoids replies that lose at once, and
 * prefers captures; ties are broken at random. Its work is bounded by a node budget (positions
 * made) and a deadline; when either runs out it answers with the best move searched so far (at
 * worst the best of the root moves it had time to make, captures first).
 */
final class Computer {
  /** The default number of positions one answer may make. */
  static final int DEFAULT_NODES = 20_000;

  /** The default time one search may take, in milliseconds. */
  static final long DEFAULT_MILLIS = 300;

  private static final int WIN = 1_000_000;

  private final int maxNodes;
  private final long deadline;
  private final Random random;
  private int nodes;

  private Computer(int maxNodes, long millis, long seed) {
    this.maxNodes = maxNodes;
    this.deadline = System.nanoTime() + millis * 1_000_000;
    this.random = new Random(seed);
  }

  /** Thrown inside the search when the budget is spent. */
  private static final class OutOfBudget extends RuntimeException {
    private static final long serialVersionUID = 1L;

    OutOfBudget() {
      super(null, null, false, false);
    }
  }

  /**
   * Chooses a move.
   *
   * @param position a position whose game is not over
   * @param maxNodes the most positions to make
   * @param millis the most time to take
   * @param seed the seed of the tie-break
   * @return the move, and how it was found
   * @throws IllegalArgumentException if the position has no legal move
   */
  static Choice choose(Position position, int maxNodes, long millis, long seed) {
    return new Computer(maxNodes, millis, seed).search(position);
  }

  /**
   * A chosen move.
   *
   * @param move the move
   * @param score its score for the side that makes it (material, or about ±1000000 for a win)
   * @param depth the plies searched, 1 or 2
   * @param nodes the positions made
   */
  record Choice(Move move, int score, int depth, int nodes) {}

  private Choice search(Position position) {
    List<Move> legal = new ArrayList<>(position.legalMoves());
    if (legal.isEmpty() || position.outcome().isOver()) {
      throw new IllegalArgumentException(
          "the game is over in '" + position.text() + "': no move to choose");
    }
    java.util.Collections.shuffle(legal, random);
    legal.sort(Comparator.comparingInt((Move m) -> -m.captures().size()));
    Side me = position.sideToMove();
    // one ply: the root moves, captures first, while the deadline lasts (at least one is made)
    int[] scores = new int[legal.size()];
    List<Position> children = new ArrayList<>(legal.size());
    for (int i = 0; i < legal.size(); i++) {
      if (i > 0 && System.nanoTime() - deadline > 0) {
        legal = legal.subList(0, i);
        break;
      }
      Position next = position.play(legal.get(i));
      nodes++;
      children.add(next);
      scores[i] = terminalOrMaterial(next, me) + 10 * legal.get(i).captures().size();
      if (scores[i] >= WIN) {
        return new Choice(legal.get(i), scores[i], 1, nodes);
      }
    }
    int best = argmax(scores, legal.size());
    Choice choice = new Choice(legal.get(best), scores[best], 1, nodes);
    // two plies: the opponent's best reply, while the budget lasts
    int[] deep = new int[legal.size()];
    int done = 0;
    try {
      for (int i = 0; i < legal.size(); i++) {
        Position next = children.get(i);
        deep[i] = next.outcome().isOver() ? scores[i] : worstReply(next, me)
            + 10 * legal.get(i).captures().size();
        done++;
      }
    } catch (OutOfBudget e) {
      // keep the one-ply choice unless a searched move is at least as good
    }
    if (done == legal.size()) {
      best = argmax(deep, done);
      return new Choice(legal.get(best), deep[best], 2, nodes);
    }
    if (done > 0) {
      int b = argmax(deep, done);
      if (deep[b] >= choice.score()) {
        return new Choice(legal.get(b), deep[b], 2, nodes);
      }
    }
    return new Choice(choice.move(), choice.score(), 1, nodes);
  }

  private int argmax(int[] scores, int n) {
    int best = 0;
    int ties = 1;
    for (int i = 1; i < n; i++) {
      if (scores[i] > scores[best]) {
        best = i;
        ties = 1;
      } else if (scores[i] == scores[best] && random.nextInt(++ties) == 0) {
        best = i;
      }
    }
    return best;
  }

  /** The score for {@code me} after the opponent's best reply in {@code position}. */
  private int worstReply(Position position, Side me) {
    int worst = Integer.MAX_VALUE;
    for (Move reply : position.legalMoves()) {
      spend();
      int s = terminalOrMaterial(position.play(reply), me);
      worst = Math.min(worst, s);
      if (worst <= -WIN) {
        break;
      }
    }
    return worst == Integer.MAX_VALUE ? terminalOrMaterial(position, me) : worst;
  }

  private void spend() {
    if (++nodes > maxNodes || System.nanoTime() - deadline > 0) {
      throw new OutOfBudget();
    }
  }

  private static int terminalOrMaterial(Position position, Side me) {
    Outcome o = position.outcome();
    if (o.isOver()) {
      return o.winningSide().map(w -> w == me ? WIN : -WIN).orElse(0);
    }
    return material(position, me);
  }

  /** Material of {@code me} less the opponent's, in centipawns, with chess-like values. */
  static int material(Position position, Side me) {
    int sum = 0;
    for (Square sq : position.board().occupiedSquares()) {
      Piece p = position.board().pieceAt(sq).orElseThrow();
      int v = value(p.type().letter());
      sum += p.side() == me ? v : -v;
    }
    return sum;
  }

  private static int value(char letter) {
    switch (Character.toLowerCase(letter)) {
      case 'p':
        return 100;
      case 'n':
      case 'b':
        return 300;
      case 'r':
        return 500;
      case 'q':
        return 900;
      case 'k':
        return 0;
      default:
        return 250; // the men and pieces of other families
    }
  }
}

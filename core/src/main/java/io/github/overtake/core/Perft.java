package io.github.overtake.core;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Counts the leaf nodes of the legal move tree to a fixed depth: the standard test of a move
 * generator. A node's moves are those {@link Position#legalMoves()} lists: none where the rules
 * leave no move (checkmate, stalemate, a goal reached such as a captured king); the draws of the
 * clock, of repetition and of insufficient material are ignored, as perft conventions have it (a
 * lone king against a lone king counts its king's moves).
 *
 * <p>Runs on make/unmake with one reusable move buffer per ply: nothing is allocated per node.
 * Every node is listed under the variant's {@link Limits}; the total work grows with the depth,
 * which the caller chooses.
 */
public final class Perft {
  private final RuleSet rules;
  private final MutablePosition position;
  private final MoveBuffer[] buffers;
  private final boolean bulk;
  private final Limits limits;
  private final String rootText;
  /** Whether the rule set may count whole subtrees itself ({@link RuleSet#countLeaves}). */
  private final boolean subtrees;

  private Perft(Position start, int depth, boolean bulk) {
    this.rules = start.variant().rules();
    this.position = start.toMutable();
    this.buffers = new MoveBuffer[Math.max(depth, 1) + 1];
    for (int i = 0; i < buffers.length; i++) {
      buffers[i] = new MoveBuffer();
    }
    this.bulk = bulk;
    this.limits = start.variant().limits();
    this.rootText = start.text();
    this.subtrees =
        bulk
            && limits.moves() >= Limits.DEFAULT.moves()
            && limits.chainStates() >= Limits.DEFAULT.chainStates();
  }

  private long start(int depth) {
    try {
      return run(depth, 0);
    } catch (WorkLimitException e) {
      throw e.at(rootText); // the root names the call (the node's state may be half-made)
    } finally {
      position.resetWork(Long.MAX_VALUE); // gives back a heavy node's heap share
    }
  }

  /**
   * Counts leaf nodes, taking the last ply as the size of the move list ("bulk" counting).
   *
   * @param position the root position
   * @param depth the number of plies, 0 or more
   * @return the number of leaf nodes
   * @throws IllegalArgumentException if depth is negative
   * @throws WorkLimitException if listing the moves of a node exceeds a limit
   * @throws NullPointerException if {@code position} is null
   */
  public static long count(Position position, int depth) {
    Objects.requireNonNull(position, "position");
    checkDepth(depth);
    return new Perft(position, depth, true).start(depth);
  }

  /**
   * Counts leaf nodes, making and unmaking every leaf move ("full" counting).
   *
   * @param position the root position
   * @param depth the number of plies, 0 or more
   * @return the number of leaf nodes
   * @throws IllegalArgumentException if depth is negative
   * @throws WorkLimitException if listing the moves of a node exceeds a limit
   * @throws NullPointerException if {@code position} is null
   */
  public static long countFull(Position position, int depth) {
    Objects.requireNonNull(position, "position");
    checkDepth(depth);
    return new Perft(position, depth, false).start(depth);
  }

  /**
   * Counts the leaf nodes below each legal move, keyed by the move's canonical text.
   *
   * @param position the root position
   * @param depth the number of plies, 1 or more
   * @return the leaf counts by move text, in legal-move order
   * @throws IllegalArgumentException if depth is less than 1
   * @throws WorkLimitException if listing the moves of a node exceeds a limit
   * @throws NullPointerException if {@code position} is null
   */
  public static Map<String, Long> divide(Position position, int depth) {
    Objects.requireNonNull(position, "position");
    if (depth < 1) {
      throw new IllegalArgumentException("divide needs depth 1 or more, got " + depth);
    }
    Map<String, Long> out = new LinkedHashMap<>();
    for (Move m : position.legalMoves()) {
      out.put(m.text(), count(position.play(m), depth - 1));
    }
    return out;
  }

  private static void checkDepth(int depth) {
    if (depth < 0) {
      throw new IllegalArgumentException("perft depth must be 0 or more, got " + depth);
    }
  }

  private long run(int depth, int ply) {
    if (depth == 0) {
      return 1;
    }
    MoveBuffer buf = buffers[ply];
    buf.clear();
    buf.limit(limits, position); // one work budget for the node
    if (depth == 1 && bulk) {
      int n = rules.countMoves(position, buf);
      if (n > limits.moves()) {
        // a rule set may count without listing: refuse as the listing of this node would
        throw new WorkLimitException(null, Limits.MOVES, limits.moves());
      }
      return n;
    }
    if (subtrees) {
      long n = rules.countLeaves(position, depth);
      if (n >= 0) {
        return n;
      }
    }
    rules.generateMoves(position, buf);
    buf.mergeRoutes();
    int n = buf.size();
    long total = 0;
    for (int i = 0; i < n; i++) {
      position.make(buf, i);
      total += run(depth - 1, ply + 1);
      position.unmake();
    }
    return total;
  }
}

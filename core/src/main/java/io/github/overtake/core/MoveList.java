package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.Ops;
import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.RandomAccess;

/**
 * The legal moves of a position as {@link Position#legalMoves()} returns them: an immutable list
 * that keeps the moves' scripts packed in two int arrays and makes each {@link Move} object on
 * first access, so that a game loop that plays one of thirty moves makes one move object, not
 * thirty. {@link #contains} and {@link #indexOf} compare scripts without making moves. Safe to
 * share between threads: a move made twice by a race is made equal twice.
 */
final class MoveList extends AbstractList<Move> implements RandomAccess {
  private final int[] ops;
  private final int[] starts;
  private final int[] flags;
  private final Geometry geometry;
  private final ImmutableList<PieceType> types;

  /** Per move its other routes, or null when no move has any. */
  private final List<List<Integer>>[] alternates;

  private final Move[] made;

  private MoveList(
      int[] ops,
      int[] starts,
      int[] flags,
      Geometry geometry,
      ImmutableList<PieceType> types,
      List<List<Integer>>[] alternates) {
    this.ops = ops;
    this.starts = starts;
    this.flags = flags;
    this.geometry = geometry;
    this.types = types;
    this.alternates = alternates;
    this.made = new Move[flags.length];
  }

  /**
   * Returns the moves {@code moves} of a buffer, in that order, each with its other routes.
   *
   * @param buf the buffer
   * @param moves the indices of the moves to keep
   * @param count how many of {@code moves} to keep
   * @param routes per kept move its other routes, or null when none has any
   * @param variant the variant the moves belong to
   */
  static MoveList of(
      MoveBuffer buf, int[] moves, int count, List<List<Integer>>[] routes, Variant variant) {
    int total = 0;
    for (int k = 0; k < count; k++) {
      total += buf.end(moves[k]) - buf.start(moves[k]);
    }
    int[] ops = new int[total];
    int[] starts = new int[count + 1];
    int[] flags = new int[count];
    int at = 0;
    for (int k = 0; k < count; k++) {
      int m = moves[k];
      starts[k] = at;
      flags[k] = buf.flags(m);
      for (int i = buf.start(m), e = buf.end(m); i < e; i++) {
        ops[at++] = buf.opAt(i);
      }
    }
    starts[count] = at;
    return new MoveList(
        ops, starts, flags, variant.geometry(), ImmutableList.copyOf(variant.pieceTypes()), routes);
  }

  /**
   * Returns every move of a buffer in order, for buffers whose moves have one route each.
   *
   * @param buf the buffer
   * @param variant the variant the moves belong to
   */
  static MoveList of(MoveBuffer buf, Variant variant) {
    int n = buf.size();
    int[] all = new int[n];
    for (int i = 0; i < n; i++) {
      all[i] = i;
    }
    return of(buf, all, n, null, variant);
  }

  @Override
  public Move get(int index) {
    Move m = made[index];
    if (m == null) {
      List<List<Integer>> routes = alternates == null ? null : alternates[index];
      m =
          new Move(
              Arrays.copyOfRange(ops, starts[index], starts[index + 1]),
              flags[index],
              null,
              geometry,
              types,
              routes == null ? List.of() : routes);
      made[index] = m;
    }
    return m;
  }

  @Override
  public int size() {
    return flags.length;
  }

  @Override
  public int indexOf(Object o) {
    if (!(o instanceof Move m) || !m.geometry().equals(geometry)) {
      return -1;
    }
    for (int i = 0; i < flags.length; i++) {
      if (m.sameScript(ops, starts[i], starts[i + 1], flags[i])) {
        return i;
      }
    }
    return -1;
  }

  /** Whether some move has an op with this opcode and flag (see {@link Ops}). */
  boolean anyOp(int opcode, int flag) {
    for (int op : ops) {
      if (Ops.opcode(op) == opcode && Ops.has(op, flag)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public int lastIndexOf(Object o) {
    return indexOf(o); // each move is listed once
  }

  @Override
  public boolean contains(Object o) {
    return indexOf(o) >= 0;
  }
}

package io.github.overtake.core;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;

/**
 * A thread's working copy of a position and its move buffer, reused from call to call so that
 * listing moves, judging an outcome or testing check allocates neither. {@link #acquire} copies a
 * position into it; {@link #release} gives it back. A call made while the thread's workspace is in
 * use (a rule set that calls back into {@link Position}) gets a fresh one, so nesting is safe. The
 * buffer is shrunk back to its initial size on release when a call made it grow past 8,192 ops
 * or 512 moves ({@link MoveBuffer#shrink}), so a thread keeps at most about 40 KB of buffer
 * whatever its calls needed.
 */
final class Workspace {
  private static final ThreadLocal<Workspace> LOCAL = ThreadLocal.withInitial(Workspace::new);

  /** Limits whose tenth is what a thread's buffer may keep between calls. */
  private static final Limits KEPT = Limits.DEFAULT.withMoves(5_120).withMoveOps(81_920);

  private MutablePosition position;
  private final MoveBuffer buffer = new MoveBuffer();
  private boolean busy;
  private final boolean shared;

  private Workspace() {
    this(true);
  }

  private Workspace(boolean shared) {
    this.shared = shared;
  }

  /**
   * Returns a workspace holding a copy of {@code snapshot}, its work counted against {@code
   * limits} (the position's chain states, the buffer's moves and ops).
   */
  static Workspace acquire(MutablePosition snapshot, Limits limits) {
    Workspace w = LOCAL.get();
    if (w.busy) {
      w = new Workspace(false);
    }
    w.busy = true;
    MutablePosition p = w.position;
    if (p != null
        && p.extraCount() == snapshot.extraCount()
        && p.geometry().equals(snapshot.geometry())) {
      p.copyFrom(snapshot);
    } else {
      p = snapshot.copy();
      w.position = p;
    }
    w.buffer.clear();
    w.buffer.limit(limits, p); // one work budget for the call, the position's and the buffer's
    return w;
  }

  /** The working position: a copy of the snapshot, which the caller may change. */
  MutablePosition position() {
    return position;
  }

  /** The empty buffer, limited as the workspace was acquired. */
  MoveBuffer buffer() {
    return buffer;
  }

  /** Gives the workspace back; the caller must no longer use its position or buffer. */
  void release() {
    position.resetWork(Long.MAX_VALUE); // the call ends: gives back a heavy call's heap share
    buffer.shrink(KEPT);
    if (shared) {
      busy = false;
    }
  }
}

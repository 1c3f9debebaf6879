package io.github.overtake.cli;

import io.github.overtake.core.Position;
import io.github.overtake.core.WorkLimitException;

/**
 * The time budget of one HTTP request: the API checks it between the library calls a request
 * makes (each move replayed, each pick, each perft node, the computer's search), so that a request
 * answers within about its budget plus one library call, or is refused with a {@link
 * WorkLimitException} naming {@link #LIMIT}. Not thread-safe: one request, one thread.
 */
final class Deadline {
  /** The limit name a refusal carries. */
  static final String LIMIT = "requestMillis";

  private final long millis;
  private final long end;

  /**
   * Starts a budget of {@code millis} milliseconds from now.
   *
   * @param millis the budget, 1 or more
   */
  Deadline(long millis) {
    this.millis = millis;
    this.end = System.nanoTime() + millis * 1_000_000L;
  }

  /** Returns the budget in milliseconds. */
  long millis() {
    return millis;
  }

  /** Returns the milliseconds left, 0 once spent. */
  long remainingMillis() {
    return Math.max(0, (end - System.nanoTime()) / 1_000_000L);
  }

  /** Returns whether the budget is spent. */
  boolean passed() {
    return System.nanoTime() - end >= 0;
  }

  /**
   * Throws once the budget is spent.
   *
   * @param position the position being worked on, or {@code null}
   * @throws WorkLimitException if the budget is spent
   */
  void check(Position position) {
    if (passed()) {
      throw new WorkLimitException(position == null ? null : position.text(), LIMIT, millis);
    }
  }
}

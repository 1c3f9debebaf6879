package io.github.overtake.core;

/**
 * Thrown when one call would do more work than its {@link Limits} allow: too many legal moves in
 * one position, or too many capture-chain states searched for one position. The position text,
 * when known, is quoted shortened. Nothing the caller holds is changed.
 */
public final class WorkLimitException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /** The name of the limit that was exceeded. */
  private final String limit;

  /** The value of the exceeded limit. */
  private final long value;

  /**
   * Creates the exception for a position (may be {@code null} when not yet known) and a limit.
   *
   * @param position the position text, or {@code null}
   * @param limit the name of the exceeded limit
   * @param value the limit's value
   */
  public WorkLimitException(String position, String limit, long value) {
    super(
        position,
        "work limit "
            + limit
            + "="
            + value
            + " exceeded"
            + (position == null ? "" : " in " + quote(position)));
    this.limit = limit;
    this.value = value;
  }

  /**
   * Returns the name of the exceeded limit.
   *
   * @return the limit's name
   */
  public String limit() {
    return limit;
  }

  /**
   * Returns the value of the exceeded limit.
   *
   * @return the limit's value
   */
  public long value() {
    return value;
  }

  /** Returns this exception if it names a position, else an equal one naming {@code position}. */
  WorkLimitException at(String position) {
    if (input() != null) {
      return this;
    }
    WorkLimitException e = new WorkLimitException(position, limit, value);
    e.setStackTrace(getStackTrace());
    return e;
  }
}

package io.github.overtake.core.spi;

import java.util.Arrays;

/**
 * A stack of capture legs for a chain search: each leg holds a captured square ({@link #victim}),
 * a second value ({@link #extra}: a second captured square, or a value the victim fixes, such as
 * its piece code), the landing square ({@link #landing}) and a tag of the family's own ({@link
 * #tag}: the piece code after the leg, capture flags, ...). A search pushes the legs found from
 * one chain state, {@link #sort sorts} them from the mark {@link #size} had before, follows each
 * in order and {@link #truncate truncates} back to the mark; the legs of the states on the way to
 * the current one stay below it. Nothing is allocated once the arrays have grown to the deepest
 * search, and {@link #shrink} gives oversized arrays back after a call. Not thread-safe: one per
 * thread.
 *
 * <p>The built-in chain families (Jumping, checkers-chess) keep their legs here, and a third-party
 * module's chain search can too, with {@link ChainStates} for the states reached.
 */
public final class LegStack {
  /** Arrays above this many legs are dropped back to the initial size by {@link #shrink}. */
  private static final int KEEP = 1 << 14;

  private final int initial;
  private int[] victim;
  private int[] extra;
  private int[] landing;
  private int[] tag;
  private int size;

  /**
   * Creates an empty stack.
   *
   * @param capacity the legs it holds before it first grows, and keeps after {@link #shrink}; at
   *     least 1
   */
  public LegStack(int capacity) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be at least 1: " + capacity);
    }
    initial = capacity;
    allocate(capacity);
  }

  private void allocate(int legs) {
    victim = new int[legs];
    extra = new int[legs];
    landing = new int[legs];
    tag = new int[legs];
  }

  /**
   * Returns the number of legs on the stack: the mark to {@link #truncate} back to.
   *
   * @return the number of legs
   */
  public int size() {
    return size;
  }

  /**
   * Drops the legs above {@code mark}.
   *
   * @param mark a size the stack had before, 0 to empty it
   */
  public void truncate(int mark) {
    size = mark;
  }

  /**
   * Pushes a leg.
   *
   * @param victim the captured square
   * @param extra a second captured square, or a value fixed by the victim (sorted after it)
   * @param landing the landing square
   * @param tag the family's own value (not sorted on)
   */
  public void push(int victim, int extra, int landing, int tag) {
    if (size == this.landing.length) {
      grow();
    }
    this.victim[size] = victim;
    this.extra[size] = extra;
    this.landing[size] = landing;
    this.tag[size] = tag;
    size++;
  }

  private void grow() {
    int n = size * 2;
    victim = Arrays.copyOf(victim, n);
    extra = Arrays.copyOf(extra, n);
    landing = Arrays.copyOf(landing, n);
    tag = Arrays.copyOf(tag, n);
  }

  /**
   * Returns the captured square of a leg.
   *
   * @param i the index of the leg, below {@link #size}
   * @return its captured square
   */
  public int victim(int i) {
    return victim[i];
  }

  /**
   * Returns the second value of a leg.
   *
   * @param i the index of the leg, below {@link #size}
   * @return the value pushed as {@code extra}
   */
  public int extra(int i) {
    return extra[i];
  }

  /**
   * Returns the landing square of a leg.
   *
   * @param i the index of the leg, below {@link #size}
   * @return its landing square
   */
  public int landing(int i) {
    return landing[i];
  }

  /**
   * Returns the tag of a leg.
   *
   * @param i the index of the leg, below {@link #size}
   * @return the value pushed as {@code tag}
   */
  public int tag(int i) {
    return tag[i];
  }

  /**
   * Sorts the legs from {@code from} to the top by landing square, then captured square, then
   * {@link #extra}: the order of docs/notation.md in which the first route to reach a chain state
   * is its smallest. Stable, so legs equal in all three keep the order they were pushed in; an
   * insertion sort, fast for the few legs of one state.
   *
   * @param from the first leg to sort: the stack's size before the state's legs were pushed
   */
  public void sort(int from) {
    int[] vs = victim;
    int[] xs = extra;
    int[] ls = landing;
    int[] ts = tag;
    for (int i = from + 1; i < size; i++) {
      int v = vs[i];
      int x = xs[i];
      int l = ls[i];
      int t = ts[i];
      int j = i - 1;
      while (j >= from && before(l, v, x, ls[j], vs[j], xs[j])) {
        vs[j + 1] = vs[j];
        xs[j + 1] = xs[j];
        ls[j + 1] = ls[j];
        ts[j + 1] = ts[j];
        j--;
      }
      vs[j + 1] = v;
      xs[j + 1] = x;
      ls[j + 1] = l;
      ts[j + 1] = t;
    }
  }

  private static boolean before(int l, int v, int x, int l2, int v2, int x2) {
    if (l != l2) {
      return l < l2;
    }
    if (v != v2) {
      return v < v2;
    }
    return x < x2;
  }

  /** Empties the stack and gives oversized arrays back, so one huge call does not keep them. */
  public void shrink() {
    if (landing.length > KEEP) {
      allocate(initial);
    }
    size = 0;
  }
}

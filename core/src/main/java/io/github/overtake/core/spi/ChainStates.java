package io.github.overtake.core.spi;

import java.util.Arrays;

/**
 * The states of one piece's capture chain already reached: a hash set keyed on the piece's
 * square, the set of squares captured so far (a bit set of {@link #words} {@code long}s) and a
 * small tag that the family's rules make relevant, each with an {@code int} value (for example
 * the index of the move that reached it). A new search is started with {@link #start}, which
 * forgets every state without clearing the arrays; nothing is allocated once the table has grown
 * to its working size, and {@link #shrink} gives an oversized table back after a call. Not
 * thread-safe: one per thread.
 *
 * <p>A chain generator that expands each state once does the work of the distinct moves, not of
 * every route: the built-in chain families (Jumping, Checker-capture, checkers-chess) use it, and
 * a third-party module's chains can too. Search the legs of a state in the order of
 * docs/notation.md (landing squares, then captured squares), so that the first route to reach a
 * state is its canonical one; {@link #comparePending} tells whether a later route is smaller.
 */
public final class ChainStates {
  /** Tables above this many slots are dropped back to the initial size by {@link #shrink}. */
  private static final int KEEP = 1 << 14;

  private static final int INITIAL = 64;

  /** Words of one captured set. */
  private final int words;
  /**
   * The captured set of the state being looked up ({@code words} longs): fill before {@link
   * #find} and {@link #add}.
   */
  @SuppressWarnings("MutablePublicArray") // a scratch key, written by the caller on purpose
  public final long[] probe;

  private long[] keys;
  private int[] meta;
  private int[] values;
  private int[] stamps;
  private int generation = 1;
  private int count;

  /**
   * Creates an empty table for captured sets of {@code words} longs (64 squares a word).
   *
   * @param words the number of longs of a captured set, at least 1
   */
  public ChainStates(int words) {
    this.words = words;
    this.probe = new long[words];
    allocate(INITIAL);
  }

  private void allocate(int slots) {
    keys = new long[slots * words];
    meta = new int[slots];
    values = new int[slots];
    stamps = new int[slots];
  }

  /** Forgets every state: a new chain search begins. */
  public void start() {
    count = 0;
    if (++generation == Integer.MAX_VALUE) {
      Arrays.fill(stamps, 0);
      generation = 1;
    }
  }

  /** Gives an oversized table back, so one huge call does not keep its memory. */
  public void shrink() {
    if (stamps.length > KEEP) {
      allocate(INITIAL);
      generation = 1;
      count = 0;
    }
  }

  private int hash(int tag) {
    long h = tag * 0x9E3779B97F4A7C15L;
    for (int w = 0; w < words; w++) {
      h = (h ^ probe[w]) * 0xC2B2AE3D27D4EB4FL;
      h ^= h >>> 29;
    }
    h *= 0x165667B19E3779F9L;
    return (int) (h ^ (h >>> 32));
  }

  /**
   * Looks up the state ({@link #probe}, {@code tag}).
   *
   * @param tag the rest of the state that the family's rules make relevant (square, legs, ...)
   * @return its slot when it was reached before, else {@code -1 - slot} of the free slot where
   *     {@link #add} puts it
   */
  public int find(int tag) {
    int mask = stamps.length - 1;
    int slot = hash(tag) & mask;
    while (true) {
      if (stamps[slot] != generation) {
        return -1 - slot;
      }
      if (meta[slot] == tag && sameKey(slot)) {
        return slot;
      }
      slot = (slot + 1) & mask;
    }
  }

  private boolean sameKey(int slot) {
    int base = slot * words;
    for (int w = 0; w < words; w++) {
      if (keys[base + w] != probe[w]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Adds the state ({@link #probe}, {@code tag}) at the free slot {@code -1 - found}.
   *
   * @param found what {@link #find} returned for this state: a negative number
   * @param tag the same tag as given to {@link #find}
   * @param value the value kept with the state
   */
  public void add(int found, int tag, int value) {
    int slot = -1 - found;
    stamps[slot] = generation;
    meta[slot] = tag;
    values[slot] = value;
    System.arraycopy(probe, 0, keys, slot * words, words);
    if (++count * 2 > stamps.length) {
      grow();
    }
  }

  private void grow() {
    long[] oldKeys = keys;
    int[] oldMeta = meta;
    int[] oldValues = values;
    int[] oldStamps = stamps;
    int gen = generation;
    allocate(oldStamps.length * 2);
    generation = 1;
    long[] saved = new long[words];
    System.arraycopy(probe, 0, saved, 0, words);
    for (int s = 0; s < oldStamps.length; s++) {
      if (oldStamps[s] == gen) {
        System.arraycopy(oldKeys, s * words, probe, 0, words);
        int free = find(oldMeta[s]);
        int slot = -1 - free;
        stamps[slot] = generation;
        meta[slot] = oldMeta[s];
        values[slot] = oldValues[s];
        System.arraycopy(probe, 0, keys, slot * words, words);
      }
    }
    System.arraycopy(saved, 0, probe, 0, words);
  }

  /**
   * Returns the value of a found slot.
   *
   * @param slot a slot that {@link #find} returned (not negative)
   * @return the value kept with the state
   */
  public int value(int slot) {
    return values[slot];
  }

  /**
   * Sets the value of a found slot.
   *
   * @param slot a slot that {@link #find} returned (not negative)
   * @param value the new value
   */
  public void setValue(int slot, int value) {
    values[slot] = value;
  }

  /**
   * Compares the route of the move being written in {@code out} with that of its finished move
   * {@code move}, as docs/notation.md orders routes: landing squares in order, then captured
   * squares in order.
   *
   * @param out the buffer with a pending move
   * @param move a finished move of the buffer
   * @return negative, zero or positive as the pending route is smaller, equal or greater
   */
  public static int comparePending(MoveBuffer out, int move) {
    int ps = out.size() == 0 ? 0 : out.end(out.size() - 1);
    int pe = ps + out.pendingLength();
    int ms = out.start(move);
    int me = out.end(move);
    int c = RouteMerge.compareSquares(out, ps, pe, ms, me, true);
    return c != 0 ? c : RouteMerge.compareSquares(out, ps, pe, ms, me, false);
  }
}

package io.github.overtake.variants.modest;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Re-entry queues (S1.5, S1.7): per side, the men waiting to come back onto the square that the
 * owner's next move vacates, kept in two state slots and written {@code reenter:<white>/<black>}.
 *
 * <p>A queue is packed three bits a man (its type id, or {@link #ANY} for Upgrade's
 * knight-or-bishop {@code *}), the front in the lowest bits, five men to a 16-bit slot: one slot a
 * side holds {@link #CAPACITY} men, and a variant whose queues can grow longer (Repatriation)
 * keeps more slots a side ({@link #Reentry(int, int)}), up to {@link #MAX_CAPACITY} men.
 */
@Immutable
final class Reentry {
  /** The type code of a man whose type is chosen when it is placed (Upgrade's {@code *}). */
  static final int ANY = 7;

  /** The most men a queue of one slot holds. */
  static final int CAPACITY = 5;

  /** The most men a queue of three slots holds: every man a side can ever have but its king. */
  static final int MAX_CAPACITY = 15;

  private static final String LETTERS = " PNBRQK*";

  private final int firstSlot;
  private final int chunks;

  /**
   * Creates the queues in slots {@code firstSlot} (White) and {@code firstSlot + 1} (Black).
   *
   * @param firstSlot the first of the two slots
   */
  Reentry(int firstSlot) {
    this(firstSlot, 1);
  }

  /**
   * Creates queues of {@code chunks} slots a side: the front five men of White's queue in slot
   * {@code firstSlot}, of Black's in {@code firstSlot + 1}, the rest in the {@code 2 * (chunks -
   * 1)} slots after them.
   *
   * @param firstSlot the first slot
   * @param chunks the slots a side, 1 to 3
   */
  Reentry(int firstSlot, int chunks) {
    this.firstSlot = firstSlot;
    this.chunks = chunks;
  }

  /** Returns the number of state slots the queues take. */
  int slots() {
    return 2 * chunks;
  }

  /** Returns the most men a queue holds. */
  int capacity() {
    return 5 * chunks;
  }

  private int chunkSlot(int side, int chunk) {
    return chunk == 0 ? firstSlot + side : firstSlot + 2 + side * (chunks - 1) + chunk - 1;
  }

  /** Returns the whole packed queue of a side, every slot of it. */
  long longQueue(MutablePosition p, int side) {
    long q = 0;
    for (int c = 0; c < chunks; c++) {
      q |= (long) p.extra(chunkSlot(side, c)) << (15 * c);
    }
    return q;
  }

  /** Sets the whole packed queue of a side. */
  private void setLongQueue(MutablePosition p, int side, long queue) {
    for (int c = 0; c < chunks; c++) {
      p.setExtra(chunkSlot(side, c), (int) ((queue >>> (15 * c)) & 0x7FFF));
    }
  }

  /** Appends to an open move the slot changes that turn {@code old} into {@code now}. */
  void write(MoveBuffer out, int side, long old, long now) {
    for (int c = 0; c < chunks; c++) {
      int a = (int) ((old >>> (15 * c)) & 0x7FFF);
      int b = (int) ((now >>> (15 * c)) & 0x7FFF);
      if (a != b) {
        out.set(chunkSlot(side, c), b);
      }
    }
  }

  /** Returns the type at the front of a packed queue, 0 when empty. */
  static int front(long queue) {
    return (int) (queue & 7);
  }

  /** Returns a packed queue without its front man. */
  static long pop(long queue) {
    return queue >>> 3;
  }

  /** Returns the number of men in a packed queue. */
  static int size(long queue) {
    return (64 - Long.numberOfLeadingZeros(queue) + 2) / 3;
  }

  /**
   * Returns a packed queue of up to {@link #MAX_CAPACITY} men with {@code type} added at the back.
   * A queue can reach that length only from a position whose side has more men than a game can
   * give it, which Repatriation's position check refuses.
   *
   * @throws IllegalStateException if the queue already holds {@link #MAX_CAPACITY} men
   */
  static long push(long queue, int type) {
    int n = size(queue);
    if (n >= MAX_CAPACITY) {
      throw new IllegalStateException("re-entry queue of " + MAX_CAPACITY + " men full");
    }
    return queue | ((long) type << (3 * n));
  }

  /** Returns the slot of a side's queue. */
  int slot(int side) {
    return firstSlot + side;
  }

  /** Returns the packed queue of a side. */
  int queue(MutablePosition p, int side) {
    return p.extra(firstSlot + side);
  }

  /** Returns the type at the front of a packed queue, 0 when empty. */
  static int front(int queue) {
    return queue & 7;
  }

  /** Returns a packed queue without its front man. */
  static int pop(int queue) {
    return queue >>> 3;
  }

  /** Returns the number of men in a packed queue. */
  static int size(int queue) {
    int n = 0;
    for (int q = queue; q != 0; q >>>= 3) {
      n++;
    }
    return n;
  }

  /**
   * Returns a packed queue with {@code type} added at the back.
   *
   * @throws IllegalStateException if the queue is full
   */
  static int push(int queue, int type) {
    int n = size(queue);
    if (n >= CAPACITY) {
      throw new IllegalStateException("re-entry queue full");
    }
    return queue | (type << (3 * n));
  }

  /**
   * Appends to an open move the re-entry due in this turn, if any (S1.5): a new part placing the
   * front man of {@code side}'s queue as it stood when the turn began on {@code vacated}, and the
   * queue's new value {@code newQueue} (the caller's: the old queue without its front, plus any
   * men that join during this turn). Writes only the state change when nothing re-enters.
   *
   * @param out the open move
   * @param side the side whose man re-enters
   * @param queueAtStart the side's packed queue when the turn began
   * @param vacated the square the move vacated, or -1 when none
   * @param placedType the type placed (the front type, or the chosen type for {@link #ANY})
   * @param newQueue the packed queue after the turn
   */
  void appendReentry(
      MoveBuffer out, int side, int queueAtStart, int vacated, int placedType, int newQueue) {
    if (front(queueAtStart) != 0 && vacated >= 0) {
      out.part().place(vacated, Pieces.code(placedType, side), false);
    }
    if (newQueue != queueAtStart) {
      out.set(slot(side), newQueue);
    }
  }

  /** Appends {@code reenter:<white>/<black>} with a leading space. */
  void format(MutablePosition p, StringBuilder out) {
    out.append(" reenter:");
    letters(longQueue(p, 0), 0, out);
    out.append('/');
    letters(longQueue(p, 1), 1, out);
  }

  private static void letters(long queue, int side, StringBuilder out) {
    if (queue == 0) {
      out.append('-');
      return;
    }
    for (long q = queue; q != 0; q >>>= 3) {
      char c = LETTERS.charAt((int) (q & 7));
      out.append(side == 0 || c == '*' ? c : Character.toLowerCase(c));
    }
  }

  /**
   * Reads a {@code reenter:} token; returns false for any other token.
   *
   * @throws IllegalArgumentException naming the problem if the token is malformed
   */
  boolean parse(String token, MutablePosition p) {
    if (!token.startsWith("reenter:")) {
      return false;
    }
    String body = token.substring("reenter:".length());
    int slash = body.indexOf('/');
    if (slash < 0 || body.indexOf('/', slash + 1) >= 0) {
      throw new IllegalArgumentException("reenter: needs <white>/<black>, got '" + body + "'");
    }
    setLongQueue(p, 0, parseQueue(body.substring(0, slash), 0));
    setLongQueue(p, 1, parseQueue(body.substring(slash + 1), 1));
    return true;
  }

  private long parseQueue(String s, int side) {
    if (s.equals("-")) {
      return 0;
    }
    if (s.isEmpty() || s.length() > capacity()) {
      throw new IllegalArgumentException(
          "a re-entry queue holds 1 to " + capacity() + " men or '-', got '"
              + (s.length() > 40 ? s.substring(0, 40) + "..." : s) + "'");
    }
    long q = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      int type = c == '*' ? ANY : LETTERS.indexOf(Character.toUpperCase(c));
      boolean rightCase = c == '*' || (side == 0 ? Character.isUpperCase(c) : Character.isLowerCase(c));
      if (type <= 0 || !rightCase) {
        throw new IllegalArgumentException(
            "'" + c + "' in " + (side == 0 ? "White" : "Black")
                + "'s re-entry queue is not a man of that side");
      }
      q = push(q, type);
    }
    return q;
  }

  /**
   * Adds a problem when a queue holds a type outside {@code allowed} (type ids, {@link #ANY}
   * included) or more than {@code max} men.
   */
  void validate(MutablePosition p, String allowedLetters, int max, List<String> problems) {
    for (int side = 0; side < 2; side++) {
      long q = longQueue(p, side);
      if (size(q) > max) {
        problems.add((side == 0 ? "White" : "Black") + "'s re-entry queue holds more than " + max
            + (max == 1 ? " man" : " men"));
      }
      for (long r = q; r != 0; r >>>= 3) {
        char c = LETTERS.charAt((int) (r & 7));
        if (allowedLetters.indexOf(c) < 0) {
          problems.add("'" + c + "' may not wait to re-enter in this variant");
        }
      }
    }
  }
}

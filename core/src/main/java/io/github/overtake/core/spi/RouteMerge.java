package io.github.overtake.core.spi;

import java.util.Arrays;

/**
 * The route merging of a {@link MoveBuffer}: moves hashed on their identity (ops apart from
 * intermediate landings, captures in any order), pairs of one identity compared by route. Holds
 * the scratch arrays of one buffer, so nothing is allocated once warm. Not thread-safe: one per
 * buffer.
 */
final class RouteMerge {
  private int[] scratchA = new int[64];
  private int[] scratchB = new int[64];
  private boolean[] dropped = new boolean[128];
  private int[] identityHash = new int[128];
  private int[] table = new int[256];
  private int mask;

  /**
   * Marks the moves of {@code buf} that another move of the same identity with a smaller route
   * replaces.
   *
   * @return the marks by move index, or {@code null} when no move is dropped
   */
  boolean[] dropped(MoveBuffer buf) {
    int size = buf.size();
    if (dropped.length < size) {
      dropped = new boolean[size * 2];
    }
    start(size);
    boolean any = false;
    for (int i = 0; i < size; i++) {
      dropped[i] = false;
      if (!buf.isCapture(i)) {
        continue;
      }
      int slot = find(buf, i);
      if (slot >= 0) {
        any = true;
        int j = table[slot]; // the smallest route of the identity so far
        if (compareRoutes(buf, i, j) < 0) {
          dropped[j] = true;
          table[slot] = i;
        } else {
          dropped[i] = true;
        }
      }
    }
    return any ? dropped : null;
  }

  /**
   * Writes to {@code first[i]} the first move of {@code buf} of the same identity as move {@code
   * i}: {@code i} itself unless an earlier capture has the same flags and identity.
   */
  void firstOfIdentity(MoveBuffer buf, int[] first) {
    int size = buf.size();
    start(size);
    for (int i = 0; i < size; i++) {
      first[i] = i;
      if (buf.isCapture(i)) {
        int slot = find(buf, i);
        if (slot >= 0) {
          first[i] = table[slot];
        }
      }
    }
  }

  /** Empties the identity table for a buffer of {@code size} moves. */
  private void start(int size) {
    if (identityHash.length < size) {
      identityHash = new int[size * 2];
    }
    int cap = Integer.highestOneBit(Math.max(size, 8) * 2 - 1) << 1;
    if (table.length < cap) {
      table = new int[cap];
    }
    mask = cap - 1;
    Arrays.fill(table, 0, cap, -1);
  }

  /**
   * Looks up the identity of capture {@code i} among the moves before it in the table: returns
   * the slot of a move of the same flags and identity, or puts {@code i} in a free slot and
   * returns -1. The one test of "the same move" of {@link #dropped} and {@link
   * #firstOfIdentity}.
   */
  private int find(MoveBuffer buf, int i) {
    int h = identityHashOf(buf, i);
    identityHash[i] = h;
    int slot = h & mask;
    while (true) {
      int j = table[slot];
      if (j < 0) {
        table[slot] = i;
        return -1;
      }
      if (identityHash[j] == h && buf.flags(i) == buf.flags(j) && sameIdentity(buf, i, j)) {
        return slot;
      }
      slot = (slot + 1) & mask;
    }
  }

  /** Gives the scratch arrays back after a listing that made its buffer grow past its keep. */
  void shrink() {
    scratchA = new int[64];
    scratchB = new int[64];
    dropped = new boolean[128];
    identityHash = new int[128];
    table = new int[256];
  }

  /** A hash of a move's identity: its ops without vias in order, its captures in any order. */
  static int identityHashOf(MoveBuffer buf, int move) {
    int ordered = buf.flags(move);
    int captures = 0;
    for (int i = buf.start(move), e = buf.end(move); i < e; i++) {
      int op = buf.opAt(i);
      int c = Ops.opcode(op);
      if (c == Ops.CAPTURE) {
        captures += mix(op);
      } else if (c != Ops.VIA) {
        ordered = ordered * 31 + op;
      }
    }
    return mix(ordered * 0x9E3779B9 + captures);
  }

  private static int mix(int x) {
    int h = x * 0x85EBCA6B;
    h ^= h >>> 13;
    h *= 0xC2B2AE35;
    return h ^ (h >>> 16);
  }

  /** Whether two moves of {@code buf} differ at most in route and capture order. */
  boolean sameIdentity(MoveBuffer buf, int a, int b) {
    int na = identity(buf, a, 0);
    int nb = identity(buf, b, 1);
    if (na != nb) {
      return false;
    }
    for (int k = 0; k < na; k++) {
      if (scratchA[k] != scratchB[k]) {
        return false;
      }
    }
    return true;
  }

  private int identity(MoveBuffer buf, int move, int which) {
    int s = buf.start(move);
    int e = buf.end(move);
    // grow only the array being written: the other may hold the first move's identity
    if (which == 0 && e - s > scratchA.length) {
      scratchA = new int[(e - s) * 2];
    } else if (which == 1 && e - s > scratchB.length) {
      scratchB = new int[(e - s) * 2];
    }
    int[] out = which == 0 ? scratchA : scratchB;
    int n = 0;
    int caps = 0;
    for (int i = s; i < e; i++) {
      int op = buf.opAt(i);
      int c = Ops.opcode(op);
      if (c == Ops.VIA) {
        continue;
      }
      if (c == Ops.CAPTURE) {
        caps++;
        continue;
      }
      out[n++] = op;
    }
    int capStart = n;
    for (int i = s; i < e; i++) {
      int op = buf.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE) {
        out[n++] = op;
      }
    }
    Arrays.sort(out, capStart, capStart + caps);
    return n;
  }

  /** Compares the routes of two moves of {@code buf}: landings in order, then captures. */
  static int compareRoutes(MoveBuffer buf, int a, int b) {
    int c = compareSquares(buf, a, b, true);
    return c != 0 ? c : compareSquares(buf, b, a, false) * -1;
  }

  private static int compareSquares(MoveBuffer buf, int a, int b, boolean landings) {
    return compareSquares(buf, buf.start(a), buf.end(a), buf.start(b), buf.end(b), landings);
  }

  /**
   * Compares the landing squares ({@code landings}) or the captured squares of two runs of ops
   * of {@code buf}, {@code [ia, ea)} and {@code [ib, eb)}, in order; a run that is a prefix of the
   * other is smaller.
   */
  static int compareSquares(
      MoveBuffer buf, int ia, int ea, int ib, int eb, boolean landings) {
    while (true) {
      ia = nextSquareOp(buf, ia, ea, landings);
      ib = nextSquareOp(buf, ib, eb, landings);
      if (ia >= ea || ib >= eb) {
        return (ia >= ea ? 0 : 1) - (ib >= eb ? 0 : 1);
      }
      int sa = Ops.square(buf.opAt(ia));
      int sb = Ops.square(buf.opAt(ib));
      if (sa != sb) {
        return Integer.compare(sa, sb);
      }
      ia++;
      ib++;
    }
  }

  private static int nextSquareOp(MoveBuffer buf, int i, int e, boolean landings) {
    while (i < e) {
      int op = buf.opAt(i);
      int c = Ops.opcode(op);
      if (landings
          ? (c == Ops.VIA || (c == Ops.LAND && !Ops.has(op, Ops.SECONDARY)))
          : c == Ops.CAPTURE) {
        return i;
      }
      i++;
    }
    return e;
  }
}

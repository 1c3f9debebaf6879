package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.spi.MoveBuffer;
import java.util.Arrays;
import java.util.function.IntPredicate;

/**
 * Per-thread working memory of move generation: the route of the jump sequence being built, the
 * pieces jumped by a sequence under test in the attack search, two move buffers and the royal legality flags. Rule sets are
 * shared between threads, so this lives in a {@link ThreadLocal}; nothing is allocated once the
 * arrays have grown to the board size.
 */
final class Scratch {
  private static final ThreadLocal<Scratch> LOCAL = ThreadLocal.withInitial(Scratch::new);

  // the jump sequence being generated
  int[] vict = new int[64];
  int[] victCode = new int[64];
  int[] land = new int[64];
  int depth;
  int origin;
  int startCode;
  int side;
  int firstMove;
  boolean obligated;

  // the jump sequence of the attack search
  int[] avict = new int[64];
  int adepth;
  int aorigin;
  int aside;

  /** Routes of one checkers piece before their capture lists are settled. */
  final MoveBuffer routes = new MoveBuffer();
  /** Per-move flags of {@link #routes}. */
  boolean[] explicit = new boolean[64];
  /** Per-move flags of the royal legality test: the moves to drop. */
  boolean[] illegal = new boolean[256];
  /** Keeps the moves not flagged in {@link #illegal}. */
  final IntPredicate legal = m -> !illegal[m];

  private Scratch() {}

  /** Returns this thread's scratch, sized for a board of {@code squares} squares. */
  static Scratch get(int squares) {
    Scratch s = LOCAL.get();
    s.routes.shrink(io.github.overtake.core.Limits.DEFAULT); // let an oversized call's memory go
    if (s.vict.length < squares + 1) {
      int n = squares + 1;
      s.vict = Arrays.copyOf(s.vict, n);
      s.victCode = Arrays.copyOf(s.victCode, n);
      s.land = Arrays.copyOf(s.land, n);
      s.avict = Arrays.copyOf(s.avict, n);
    }
    return s;
  }

  void push(int victim, int code, int landing) {
    vict[depth] = victim;
    victCode[depth] = code;
    land[depth] = landing;
    depth++;
  }

  void pop() {
    depth--;
  }

  boolean jumped(int sq) {
    for (int i = 0; i < depth; i++) {
      if (vict[i] == sq) {
        return true;
      }
    }
    return false;
  }

  boolean attackJumped(int sq) {
    for (int i = 0; i < adepth; i++) {
      if (avict[i] == sq) {
        return true;
      }
    }
    return false;
  }

  boolean[] illegalFlags(int n) {
    if (illegal.length < n) {
      illegal = new boolean[Math.max(n, illegal.length * 2)];
    }
    Arrays.fill(illegal, 0, n, false);
    return illegal;
  }

  boolean[] explicitFlags(int n) {
    if (explicit.length < n) {
      explicit = new boolean[Math.max(n, explicit.length * 2)];
    }
    Arrays.fill(explicit, 0, n, false);
    return explicit;
  }
}

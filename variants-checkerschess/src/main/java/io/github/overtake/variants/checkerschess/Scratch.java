package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.Limits;
import io.github.overtake.core.spi.ChainStates;
import io.github.overtake.core.spi.LegStack;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.Pieces;
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

  /**
   * Starts a jump sequence of the piece {@code code} on {@code origin}: no leg taken yet, its moves
   * written from {@code firstMove} on.
   */
  void begin(int origin, int code, boolean obligated, int firstMove) {
    this.origin = origin;
    this.startCode = code;
    this.side = Pieces.side(code);
    this.depth = 0;
    this.obligated = obligated;
    this.firstMove = firstMove;
  }

  // the jump sequence of the attack search
  int[] avict = new int[64];
  int adepth;
  int aorigin;
  int aside;

  /** Routes of one checkers piece before their capture lists are settled. */
  MoveBuffer routes = new MoveBuffer();
  /** Per-move flags of {@link #routes}. */
  boolean[] explicit = new boolean[64];
  /** Per-move flags of the royal legality test: the moves to drop. */
  boolean[] illegal = new boolean[256];
  /** Keeps the moves not flagged in {@link #illegal}. */
  final IntPredicate legal = m -> !illegal[m];

  // the chain search by state (see CheckersKit)
  /** Words of a set of squares on the current board. */
  int words = 1;
  /** The jumped squares of the sequence being generated, as a bit set, or null when not kept. */
  long[] bits;
  /** The states of the sequence being generated. */
  ChainStates states;
  /** The jumped squares of the attack search, as a bit set. */
  long[] abits;
  /** The states of the attack search. */
  ChainStates astates;
  private final ChainStates[] tables = new ChainStates[16];
  private final ChainStates[] attackTables = new ChainStates[16];
  /**
   * The legs found from each state of the chain search, a stack sorted per state: victim square,
   * victim code, landing square, mover's code after the leg.
   */
  final LegStack legs = new LegStack(64);

  private Scratch() {}

  /** Selects the state tables of a board's word count; allocates only the first time. */
  private void useWords(int w) {
    words = w;
    if (tables[w] == null) {
      tables[w] = new ChainStates(w);
      attackTables[w] = new ChainStates(w);
    }
    states = tables[w];
    astates = attackTables[w];
    abits = astates.probe;
  }

  void pushLeg(int v, int vcode, int l, int code) {
    legs.push(v, vcode, l, code);
  }

  /** Sorts the legs from {@code from} to the top by landing square, then victim. */
  void sortLegs(int from) {
    legs.sort(from);
  }

  /** Gives back what one oversized chain search grew, so it does not stay with the thread. */
  void shrinkChains() {
    states.shrink();
    astates.shrink();
    abits = astates.probe;
    legs.shrink();
    bits = null;
  }

  /**
   * Clears the route buffer, giving back its arrays when they grew past a tenth of the default
   * limits (a call's routes may take 12 MB: kept on sixteen threads, that would fill a server's
   * heap), and drops the flag arrays after an oversized call. Callers run it in a {@code finally},
   * so a refused call gives its memory back too.
   */
  void trimRoutes() {
    routes.shrink(Limits.DEFAULT);
    if (explicit.length > 1 << 14) {
      explicit = new boolean[64];
    }
    if (illegal.length > 1 << 14) {
      illegal = new boolean[256];
    }
  }

  static void set(long[] b, int sq) {
    b[sq >>> 6] |= 1L << sq;
  }

  static void clear(long[] b, int sq) {
    b[sq >>> 6] &= ~(1L << sq);
  }

  /** Returns this thread's scratch, sized for a board of {@code squares} squares. */
  static Scratch get(int squares) {
    Scratch s = LOCAL.get();
    s.routes.shrink(Limits.DEFAULT); // let an oversized call's memory go
    if (s.vict.length < squares + 1) {
      int n = squares + 1;
      s.vict = Arrays.copyOf(s.vict, n);
      s.victCode = Arrays.copyOf(s.victCode, n);
      s.land = Arrays.copyOf(s.land, n);
      s.avict = Arrays.copyOf(s.avict, n);
    }
    int w = (squares + 63) >>> 6;
    if (w != s.words || s.states == null) {
      s.useWords(w);
    }
    return s;
  }

  void push(int victim, int code, int landing) {
    vict[depth] = victim;
    victCode[depth] = code;
    land[depth] = landing;
    depth++;
    if (bits != null) {
      set(bits, victim);
    }
  }

  void pop() {
    depth--;
    if (bits != null) {
      clear(bits, vict[depth]);
    }
  }

  boolean jumped(int sq) {
    if (bits != null) {
      return (bits[sq >>> 6] & (1L << sq)) != 0;
    }
    for (int i = 0; i < depth; i++) {
      if (vict[i] == sq) {
        return true;
      }
    }
    return false;
  }

  boolean attackJumped(int sq) {
    if (abits != null) {
      return (abits[sq >>> 6] & (1L << sq)) != 0;
    }
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

  private int[] groupTable = new int[128];
  private int[] groupRep = new int[64];
  private boolean[] groupMixed = new boolean[64];

  /** An open-addressing table of at least twice {@code n} slots, a power of two. */
  int[] groupTable(int n) {
    int cap = Integer.highestOneBit(Math.max(n, 8) * 2 - 1) << 1;
    if (groupTable.length < cap) {
      groupTable = new int[cap];
      return groupTable;
    }
    if (groupTable.length > Math.max(cap * 4, 1 << 15)) {
      groupTable = new int[cap]; // let an oversized call's table go
    }
    return groupTable;
  }

  int[] groupRep(int n) {
    if (groupRep.length < n || groupRep.length > Math.max(n * 4, 1 << 14)) {
      groupRep = new int[Math.max(n, 64)];
    }
    return groupRep;
  }

  boolean[] groupMixed(int n) {
    if (groupMixed.length < n || groupMixed.length > Math.max(n * 4, 1 << 14)) {
      groupMixed = new boolean[Math.max(n, 64)];
    }
    return groupMixed;
  }

  boolean[] explicitFlags(int n) {
    if (explicit.length < n) {
      explicit = new boolean[Math.max(n, explicit.length * 2)];
    }
    Arrays.fill(explicit, 0, n, false);
    return explicit;
  }
}

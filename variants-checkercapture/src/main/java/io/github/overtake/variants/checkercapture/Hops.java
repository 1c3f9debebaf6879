package io.github.overtake.variants.checkercapture;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;
import static io.github.overtake.variants.checkercapture.Squares.BEYOND;
import static io.github.overtake.variants.checkercapture.Squares.OVER;

import io.github.overtake.core.spi.ChainStates;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Jump moves (R7 to R11), written straight into the move buffer, and the hop half of the
 * castling attack test (R13 condition 4 a).
 *
 * <p>Routes are searched by state: the square where the piece stands and the set of hopped
 * squares. Hops from a square are followed in order of landing square, so the first route to
 * reach a state is its smallest (docs/notation.md); another route to it is written only when
 * routes end there (as another route of that move) and is not followed further: each state is
 * expanded once (charged to {@link MoveBuffer#spend}), and the work grows with the
 * number of states, not of routes. The states live in a per-thread {@link ChainStates}.
 *
 * <p>The position is never changed. The mover's origin counts as empty from the first hop on and
 * hopped pieces count as gone at once (R8); the hopped squares of the route in progress are a
 * 64-bit mask passed down the recursion, so nothing is allocated. A route in progress is the
 * pending move of the buffer: lift, then a capture and a via per hop; a finished route turns its
 * last via into the land.
 */
final class Hops {
  private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};
  /** The value of a state where routes end. */
  private static final int TERMINAL = 1;
  /** For each square, its eight hop directions in order of landing square (off-board last). */
  private static final int[] ORDER = new int[64 * 8];
  /** Per thread: the states of the route search and of the attack search. */
  private static final ThreadLocal<ChainStates[]> STATES =
      ThreadLocal.withInitial(() -> new ChainStates[] {new ChainStates(1), new ChainStates(1)});

  static {
    for (int sq = 0; sq < 64; sq++) {
      Integer[] d = {0, 1, 2, 3, 4, 5, 6, 7};
      int base = sq << 3;
      java.util.Arrays.sort(
          d,
          (x, y) ->
              Integer.compare(landingKey(base + x), landingKey(base + y)));
      for (int i = 0; i < 8; i++) {
        ORDER[base + i] = d[i];
      }
    }
  }

  private static int landingKey(int i) {
    return OVER[i] < 0 || BEYOND[i] < 0 ? Integer.MAX_VALUE : BEYOND[i];
  }

  private Hops() {}

  /**
   * Writes every jump move of {@code side}; with {@code promoteAtEnd} a pawn whose route ends on
   * its last rank promotes (R11). Each move is written once, with its smallest route.
   *
   * @return whether a jump move was written
   */
  static boolean generate(MutablePosition p, int side, boolean promoteAtEnd, MoveBuffer out) {
    int before = out.size();
    int n = p.pieceCount(side);
    ChainStates states = null;
    try {
      for (int i = 0; i < n; i++) {
        int sq = p.pieceSquare(side, i);
        if (!canHop(p, sq, side)) {
          continue;
        }
        if (states == null) {
          states = STATES.get()[0];
        }
        states.start();
        int code = p.at(sq);
        out.begin().lift(sq, code);
        route(p, out, sq, code, sq, 0L, promoteAtEnd, states);
        out.cancel();
      }
    } finally {
      // also when the budget refuses the search: a thread keeps no oversized table
      if (states != null) {
        states.shrink();
      }
    }
    return out.size() > before;
  }

  /** Returns whether some piece of {@code side} has a hop: whether jumps outrank all (R4). */
  static boolean anyHop(MutablePosition p, int side) {
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      if (canHop(p, p.pieceSquare(side, i), side)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Writes the jump moves of the piece on {@code sq} alone, as {@link #generate} writes them, and
   * then {@code route} if it is a physical route of one of them (every hop legal, and no hop left
   * at its end): a route that reaches a state another route reached first is not followed by the
   * search, and is accepted here.
   */
  static void generateFrom(
      MutablePosition p, int sq, int[] route, boolean promoteAtEnd, MoveBuffer out) {
    int code = p.at(sq);
    int side = Pieces.side(code);
    if (!canHop(p, sq, side)) {
      return;
    }
    ChainStates states = STATES.get()[0];
    states.start();
    out.begin().lift(sq, code);
    try {
      route(p, out, sq, code, sq, 0L, promoteAtEnd, states);
    } finally {
      out.cancel();
      states.shrink();
    }
    if (route.length == 0) {
      return;
    }
    out.begin().lift(sq, code);
    int cur = sq;
    long taken = 0L;
    for (int to : route) {
      int base = cur << 3;
      int over = -1;
      for (int d = 0; d < 8; d++) {
        if (BEYOND[base + d] == to && OVER[base + d] >= 0) {
          over = OVER[base + d];
        }
      }
      if (over < 0) {
        out.cancel();
        return;
      }
      int v = p.at(over);
      boolean free = to == sq || p.at(to) == 0 || (taken & (1L << to)) != 0;
      if (v == 0 || Pieces.side(v) == side || (taken & (1L << over)) != 0 || !free) {
        out.cancel();
        return;
      }
      out.spend(1);
      taken |= 1L << over;
      out.capture(over, v, Ops.IMPLIED).via(to);
      cur = to;
    }
    if (hasHop(p, sq, cur, taken, side)) {
      out.cancel(); // a route halts only when no hop is left (R9)
      return;
    }
    finish(out, code, cur, promoteAtEnd);
    out.cancel();
  }

  /**
   * Writes every physical route of every jump move of the piece on {@code sq}, each hop charged
   * to {@link MoveBuffer#spend} (routes can be many more than states): what step-wise input
   * offers.
   */
  static void everyRouteFrom(MutablePosition p, int sq, boolean promoteAtEnd, MoveBuffer out) {
    int code = p.at(sq);
    if (!canHop(p, sq, Pieces.side(code))) {
      return;
    }
    out.begin().lift(sq, code);
    try {
      every(p, out, sq, code, sq, 0L, promoteAtEnd);
    } finally {
      out.cancel();
    }
  }

  private static void every(
      MutablePosition p, MoveBuffer out, int origin, int code, int sq, long taken,
      boolean promoteAtEnd) {
    int side = Pieces.side(code);
    int base = sq << 3;
    boolean any = false;
    for (int k = 0; k < 8; k++) {
      int d = ORDER[base + k];
      int to = hopLanding(p, origin, side, base + d, taken);
      if (to < 0) {
        continue;
      }
      int over = OVER[base + d];
      int v = p.at(over);
      any = true;
      out.spend(1);
      int len = out.pendingLength();
      out.capture(over, v, Ops.IMPLIED).via(to);
      every(p, out, origin, code, to, taken | (1L << over), promoteAtEnd);
      out.truncatePending(len);
    }
    if (!any && taken != 0) {
      finish(out, code, sq, promoteAtEnd);
    }
  }

  /**
   * The landing square of a hop of a piece of {@code side} in the direction slot {@code slot}
   * ({@code square << 3 | direction}): over an enemy man not yet taken onto an empty square, a
   * taken man's square or the route's vacated origin; -1 if there is no such hop.
   */
  private static int hopLanding(MutablePosition p, int origin, int side, int slot, long taken) {
    int over = OVER[slot];
    if (over < 0) {
      return -1;
    }
    int v = p.at(over);
    if (v == 0 || Pieces.side(v) == side || (taken & (1L << over)) != 0) {
      return -1;
    }
    int to = BEYOND[slot];
    if (to != origin && p.at(to) != 0 && (taken & (1L << to)) == 0) {
      return -1;
    }
    return to;
  }

  /** Whether a piece of {@code side} standing on {@code sq} mid-route has a further hop. */
  private static boolean hasHop(MutablePosition p, int origin, int sq, long taken, int side) {
    int base = sq << 3;
    for (int d = 0; d < 8; d++) {
      if (hopLanding(p, origin, side, base + d, taken) >= 0) {
        return true;
      }
    }
    return false;
  }

  private static boolean canHop(MutablePosition p, int sq, int side) {
    int base = sq << 3;
    for (int d = 0; d < 8; d++) {
      int over = OVER[base + d];
      if (over < 0) {
        continue;
      }
      int v = p.at(over);
      if (v != 0 && Pieces.side(v) != side && p.at(BEYOND[base + d]) == 0) {
        return true;
      }
    }
    return false;
  }

  private static void route(
      MutablePosition p,
      MoveBuffer out,
      int origin,
      int code,
      int sq,
      long taken,
      boolean promoteAtEnd,
      ChainStates states) {
    int side = Pieces.side(code);
    int base = sq << 3;
    boolean any = false;
    for (int k = 0; k < 8; k++) {
      int d = ORDER[base + k];
      int to = hopLanding(p, origin, side, base + d, taken);
      if (to < 0) {
        continue;
      }
      int over = OVER[base + d];
      int v = p.at(over);
      any = true;
      long next = taken | (1L << over);
      states.probe[0] = next;
      int found = states.find(to);
      if (found >= 0) {
        // reached before by a smaller route, whose moves are written; a route that ends here is
        // written too, as another route of its move
        if (states.value(found) == TERMINAL) {
          int len = out.pendingLength();
          out.capture(over, v, Ops.IMPLIED).via(to);
          finish(out, code, to, promoteAtEnd);
          out.truncatePending(len);
        }
        continue;
      }
      states.add(found, to, 0);
      out.spend(1);
      int len = out.pendingLength();
      out.capture(over, v, Ops.IMPLIED).via(to);
      route(p, out, origin, code, to, next, promoteAtEnd, states);
      out.truncatePending(len);
    }
    if (!any && taken != 0) {
      finish(out, code, sq, promoteAtEnd);
      states.probe[0] = taken;
      states.setValue(states.find(sq), TERMINAL);
    }
  }

  /**
   * Ends the pending route on {@code sq}: its last via becomes the land. The pending move is then
   * begun again with the same ops, so that the caller's backtracking finds it as it left it.
   */
  private static void finish(MoveBuffer out, int code, int sq, boolean promoteAtEnd) {
    int prefix = out.pendingLength() - 1;
    out.truncatePending(prefix);
    int side = Pieces.side(code);
    if (promoteAtEnd && Pieces.type(code) == PAWN && (sq >> 3) == Squares.lastRank(side)) {
      for (int type : PROMOTIONS) {
        emit(out, sq, Pieces.code(type, side), prefix);
      }
    } else {
      emit(out, sq, code, prefix);
    }
    out.via(sq);
  }

  private static void emit(MoveBuffer out, int sq, int piece, int prefix) {
    out.land(sq, piece);
    int m = out.end();
    out.begin();
    int s = out.start(m);
    for (int i = 0; i < prefix; i++) {
      out.op(out.opAt(s + i));
    }
  }

  /**
   * Returns whether some piece of {@code side} has a sequence of hops, each legal on the board as
   * it then stands, one of which hops over {@code target} (R13 condition 4 a). The side's duties
   * play no part.
   */
  static boolean hopsOver(MutablePosition p, int side, int target) {
    int n = p.pieceCount(side);
    ChainStates states = null;
    for (int i = 0; i < n; i++) {
      int sq = p.pieceSquare(side, i);
      if (!canHop(p, sq, side)) {
        continue;
      }
      if (states == null) {
        states = STATES.get()[1];
      }
      states.start();
      try {
        if (reaches(p, side, sq, sq, 0L, target, states)) {
          return true;
        }
      } finally {
        states.shrink(); // a thread keeps no oversized table, refused or not
      }
    }
    return false;
  }

  private static boolean reaches(
      MutablePosition p, int side, int origin, int sq, long taken, int target,
      ChainStates states) {
    p.spend(1); // bounded search (Limits.chainStates)
    int base = sq << 3;
    for (int d = 0; d < 8; d++) {
      int to = hopLanding(p, origin, side, base + d, taken);
      if (to < 0) {
        continue;
      }
      int over = OVER[base + d];
      if (over == target) {
        return true;
      }
      long next = taken | (1L << over);
      states.probe[0] = next;
      int found = states.find(to);
      if (found >= 0) {
        continue; // explored before without hopping the target
      }
      states.add(found, to, 0);
      if (reaches(p, side, origin, to, next, target, states)) {
        return true;
      }
    }
    return false;
  }
}

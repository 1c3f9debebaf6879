package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.variants.jumping.JumpingMoves.PROBE_BUFFER;
import static io.github.overtake.variants.jumping.JumpingMoves.highBit;
import static io.github.overtake.variants.jumping.JumpingMoves.in;
import static io.github.overtake.variants.jumping.JumpingMoves.lowBit;
import static io.github.overtake.variants.jumping.JumpingMoves.writeLanding;

import io.github.overtake.core.spi.ChainStates;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * The capture routes of Jumping Chess that reading one move needs (R22-R24, docs/notation.md): the
 * chains of a piece along given landing squares, every route step-wise input offers, the captured
 * sets of the chains ending on a square, and the smallest route of one captured set. Each walks
 * the legs of {@link JumpingMoves} (collected on the per-thread {@link Chain} stack) and charges
 * each state it visits; nothing here is on the generation or attack walk. Immutable and
 * thread-safe.
 */
final class JumpingRoutes {
  private final JumpingMoves moves;
  private final JumpingBoard board;
  private final boolean multiJump;

  JumpingRoutes(JumpingMoves moves, JumpingBoard board, JumpingOptions o) {
    this.moves = moves;
    this.board = board;
    this.multiJump = o.multiJump();
  }

  /**
   * Writes the smallest route of the chain of the piece on {@code s} that ends on {@code to}
   * having taken exactly the pieces of ({@code lo}, {@code hi}), with each of its promotions: a
   * depth-first search in order of landing square that stops at the first such chain and visits
   * each state once. Only knights can reach one landing square by two legs (different flank
   * victims), so for a knight it writes every chain within the set instead ({@link
   * JumpingMoves#capturesWithin}) and core's route merging picks the smallest.
   */
  void smallestRoute(
      MutablePosition p, int s, int code, long lo, long hi, int to, MoveBuffer out) {
    if (!multiJump || Pieces.type(code) == KNIGHT) {
      moves.capturesWithin(p, s, code, lo, hi, out);
      return;
    }
    Chain c = Chain.get();
    int top = c.legs.size();
    ChainStates st = c.attack;
    st.start();
    out.begin();
    if (Pieces.type(code) == PAWN) {
      out.flag(MoveBuffer.RESET_CLOCK);
    }
    out.lift(s, code);
    c.allowLo = lo;
    c.allowHi = hi;
    try {
      smallest(p, s, s, code, 0L, 0L, lo, hi, to, out, c, st);
    } finally {
      c.allowLo = -1L;
      c.allowHi = -1L;
      c.legs.truncate(top);
      st.shrink();
      out.cancel();
    }
  }

  private boolean smallest(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, long wantLo,
      long wantHi, int to, MoveBuffer out, Chain c, ChainStates st) {
    out.spend(1);
    int base = c.legs.size();
    moves.collect(p, cur, origin, code, lo, hi, out, c);
    int end = c.legs.size();
    c.sort(base);
    int side = Pieces.side(code);
    try {
      for (int j = base; j < end; j++) {
        int l = c.legs.landing(j);
        int v1 = c.legs.victim(j);
        long nlo = lo | lowBit(v1);
        long nhi = hi | highBit(v1);
        st.probe[0] = nlo;
        st.probe[1] = nhi;
        int found = st.find(l);
        if (found >= 0) {
          continue; // searched before without reaching the move
        }
        st.add(found, l, 0);
        boolean promotes = Pieces.type(code) == PAWN && board.inZone(l, side);
        int mark = out.pendingLength();
        out.capture(v1, p.at(v1), c.legs.tag(j));
        if (l == to && nlo == wantLo && nhi == wantHi) {
          writeLanding(out, l, code, side, promotes);
          return true;
        }
        if (!promotes) {
          out.via(l);
          if (smallest(p, l, origin, code, nlo, nhi, wantLo, wantHi, to, out, c, st)) {
            return true;
          }
        }
        out.truncatePending(mark);
      }
      return false;
    } finally {
      c.legs.truncate(base);
    }
  }

  /**
   * Writes every physical capture route of every capture move of the piece on {@code s}, each
   * prefix too (every initial part of a chain is a move, R23.1): what step-wise input offers. Each
   * state visited is charged, and routes can be many more than states.
   */
  void everyRoute(MutablePosition p, int s, int code, MoveBuffer out) {
    followRoute(p, s, code, null, out, null);
  }

  /**
   * Writes every physical capture route of the piece on {@code s} whose landing squares are
   * exactly {@code route} (all its legs, in order), with each of its promotions, and adds the
   * captured set of each to {@code sets} (low and high words in turn).
   */
  void followRoute(
      MutablePosition p, int s, int code, int[] route, MoveBuffer out,
      List<long[]> sets) {
    Chain c = Chain.get();
    out.begin();
    if (Pieces.type(code) == PAWN) {
      out.flag(MoveBuffer.RESET_CLOCK);
    }
    out.lift(s, code);
    int top = c.legs.size();
    try {
      follow(p, s, s, code, 0L, 0L, route, 0, out, c, sets);
    } finally {
      c.legs.truncate(top);
      out.cancel();
    }
  }

  private void follow(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, int[] route, int i,
      MoveBuffer out, Chain c, List<long[]> sets) {
    out.spend(1);
    int base = c.legs.size();
    moves.collect(p, cur, origin, code, lo, hi, out, c);
    int end = c.legs.size();
    int side = Pieces.side(code);
    boolean every = route == null;
    boolean last = every || i == route.length - 1;
    for (int j = base; j < end; j++) {
      int l = c.legs.landing(j);
      if (!every && l != route[i]) {
        continue;
      }
      int v1 = c.legs.victim(j);
      int v2 = c.legs.extra(j);
      boolean promotes = Pieces.type(code) == PAWN && board.inZone(l, side);
      if (!last && (promotes || !multiJump)) {
        continue;
      }
      long nlo = lo | lowBit(v1) | lowBit(v2);
      long nhi = hi | highBit(v1) | highBit(v2);
      int mark = out.pendingLength();
      out.capture(v1, p.at(v1), c.legs.tag(j));
      if (v2 >= 0) {
        out.capture(v2, p.at(v2), c.legs.tag(j));
      }
      if (last) {
        writeLanding(out, l, code, side, promotes);
        if (sets != null) {
          sets.add(new long[] {nlo, nhi});
        }
        if (every && !promotes && multiJump) {
          out.via(l); // restart left the pending route without its land
          follow(p, l, origin, code, nlo, nhi, null, i + 1, out, c, null);
        }
      } else {
        out.via(l);
        follow(p, l, origin, code, nlo, nhi, route, i + 1, out, c, sets);
      }
      out.truncatePending(mark);
    }
    c.legs.truncate(base);
  }

  /**
   * Adds to {@code sets} the captured sets of up to {@code most} chains of two legs or more of the
   * piece on {@code s} that end on {@code to} (one per captured set), searching each chain state
   * once. The piece's static reach ({@link #landsOn}) comes first: a square no static leg lands on
   * is refused without the search, which otherwise leaves out the states from which no static
   * legs lead there.
   */
  void chainsEndingOn(
      MutablePosition p, int s, int code, int to, int most, List<long[]> sets) {
    if (!multiJump) {
      return;
    }
    if (!mayEndOn(p, s, code, to)) {
      return; // no static leg lands there: no chain does
    }
    Reach r = Reach.get();
    r.closure();
    Chain c = Chain.get();
    int top = c.legs.size();
    ChainStates st = c.attack;
    st.start();
    try {
      ending(p, s, s, code, 0L, 0L, 0, to, most, c, st, sets, r.closureLo, r.closureHi);
    } finally {
      c.legs.truncate(top);
      st.shrink();
    }
  }

  /**
   * {@link #chainsEndingOn} without the static reach: the search alone (a test compares the two).
   */
  void chainsEndingOnBySearch(
      MutablePosition p, int s, int code, int to, int most, List<long[]> sets) {
    if (!multiJump) {
      return;
    }
    Chain c = Chain.get();
    int top = c.legs.size();
    ChainStates st = c.attack;
    st.start();
    try {
      ending(p, s, s, code, 0L, 0L, 0, to, most, c, st, sets, -1L, -1L);
    } finally {
      c.legs.truncate(top);
      st.shrink();
    }
  }

  /**
   * Whether a static leg of the piece on {@code s} lands on {@code to} ({@link #landsOn}), the
   * reach left in the per-thread {@link Reach}.
   */
  boolean mayEndOn(MutablePosition p, int s, int code, int to) {
    Chain c = Chain.get();
    int top = c.legs.size();
    try {
      return landsOn(p, s, code, to, c, Reach.get());
    } finally {
      c.legs.truncate(top);
    }
  }

  /**
   * The static reach of the piece on {@code s} ({@link Reach}, as the attack test builds it): every
   * square it can stand on after capture legs from the position with its origin vacated, nothing
   * it takes removed or barred from being taken again, each square walked once and charged to
   * {@link MutablePosition#spend}. A leg of a real chain is such a static leg (a taken man only
   * rules legs out), so a chain can land on {@code to} only by a static leg from a square of the
   * reach, and only go on from a square from which static legs lead to such a square (the
   * closure of {@code r}). Returns whether some leg from the reach lands on {@code to}.
   */
  private boolean landsOn(MutablePosition p, int s, int code, int to, Chain c, Reach r) {
    int side = Pieces.side(code);
    boolean pawn = Pieces.type(code) == PAWN;
    int base = c.legs.size();
    r.start(s);
    for (int i = 0; i < r.size; i++) {
      int cur = r.queue[i];
      p.spend(1);
      moves.collect(p, cur, s, code, 0L, 0L, PROBE_BUFFER, c);
      for (int j = base; j < c.legs.size(); j++) {
        int l = c.legs.landing(j);
        if (l == to) {
          r.hit(cur);
        }
        if (!pawn || !board.inZone(l, side)) {
          r.leg(cur, l); // a pawn that reaches its zone stops there
        }
      }
      c.legs.truncate(base);
    }
    return r.hits();
  }

  private boolean ending(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, int legs, int to,
      int most, Chain c, ChainStates st, List<long[]> sets, long reachLo, long reachHi) {
    p.spend(1);
    int base = c.legs.size();
    moves.collect(p, cur, origin, code, lo, hi, PROBE_BUFFER, c);
    int end = c.legs.size();
    int side = Pieces.side(code);
    try {
      for (int j = base; j < end; j++) {
        int l = c.legs.landing(j);
        long nlo = lo | lowBit(c.legs.victim(j)) | lowBit(c.legs.extra(j));
        long nhi = hi | highBit(c.legs.victim(j)) | highBit(c.legs.extra(j));
        st.probe[0] = nlo;
        st.probe[1] = nhi;
        int found = st.find(l);
        if (found >= 0) {
          continue;
        }
        st.add(found, l, 0);
        if (l == to && legs >= 1) {
          sets.add(new long[] {nlo, nhi});
          if (sets.size() >= most) {
            return true;
          }
        }
        if (Pieces.type(code) == PAWN && board.inZone(l, side)) {
          continue;
        }
        if (!in(l, reachLo, reachHi)) {
          continue; // no chain goes on from there to land on to
        }
        if (ending(p, l, origin, code, nlo, nhi, legs + 1, to, most, c, st, sets, reachLo,
            reachHi)) {
          return true;
        }
      }
      return false;
    } finally {
      c.legs.truncate(base);
    }
  }

}

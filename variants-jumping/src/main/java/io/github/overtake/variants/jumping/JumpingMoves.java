package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.ChainStates;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * The piece moves of Jumping Chess (R5-R12, R22-R24): quiet moves, overtaking captures and, with
 * {@code multiJump}, capture chains. The same capture walk also answers the attack question of
 * the {@code checkmate} option for chains ({@link #chainHits}), and, with a recorder, records the
 * squares that answer depends on for {@link KingGuard}.
 *
 * <p>Chains are searched by state: a state is the square where the piece stands, the squares
 * captured so far (a 128-bit set in two {@code long}s), the number of legs (a double knight leg
 * takes two pieces) and whether a leg was en passant. The legs from a state are followed in
 * order of landing square, then captured squares, so the first route to reach a state is its
 * smallest (docs/notation.md); a state is expanded once, or again only when a knight's tie on
 * the landing squares lets a smaller route arrive later; a larger route to a state reached before
 * is not written, as route merging would drop it. Each route is written with the pending
 * move of the {@link MoveBuffer} as the route stack: each prefix is finished as a move of its own
 * and copied back into a new pending move before the chain goes on. Each state expanded is
 * charged to {@link MoveBuffer#spend}. Working memory is per thread ({@link Chain}), so nothing
 * is allocated once warm. The route searches that reading one move needs are in {@link
 * JumpingRoutes}. Immutable and thread-safe.
 */
final class JumpingMoves {
  private static final int[] PROMOTIONS = {QUEEN, ROOK, BISHOP, KNIGHT};
  /** The {@code target} of output mode that pushes legs on the chain stack instead. */
  private static final int COLLECT = -2;
  /** The {@code target} of attack mode that answers whether the piece has any capture. */
  private static final int PROBE = -3;

  /**
   * The chain states an attack search ({@link #chainHits}) adds before it stops and starts over
   * from the attacker's static {@link Reach}: most searches end well within it.
   */
  static final int FIRST_TRY = 48;

  /** A buffer never written to: walks that only collect legs need a non-null one. */
  static final MoveBuffer PROBE_BUFFER = new MoveBuffer();

  private final JumpingBoard b;
  private final int n;
  private final int[] step;
  private final boolean[] edge;
  private final boolean multiJump;
  private final boolean doubleKnights;
  private final boolean conservative;
  /** The states of the first try of {@link #chainHits}: {@link #FIRST_TRY} but in tests. */
  private final int firstTry;

  JumpingMoves(JumpingBoard board, JumpingOptions o) {
    this(board, o, FIRST_TRY);
  }

  /**
   * Moves whose attack search stops its first try after {@code firstTry} states ({@link
   * Integer#MAX_VALUE}: the plain search, never the static reach; 0: the reach always).
   */
  JumpingMoves(JumpingBoard board, JumpingOptions o, int firstTry) {
    this.firstTry = firstTry;
    this.b = board;
    this.n = board.n;
    this.step = board.step;
    this.edge = board.edge;
    this.multiJump = o.multiJump();
    this.doubleKnights = o.doubleKnights();
    this.conservative = o.conservative();
  }

  // ---------------------------------------------------------------- quiet moves

  /** Writes the quiet moves of the piece on {@code s} (R4, R5, R9, R10, R11). */
  void quiets(MutablePosition p, int s, int code, MoveBuffer out) {
    switch (Pieces.type(code)) {
      case PAWN:
        pawnQuiets(p, s, code, out);
        break;
      case KNIGHT:
        for (int i = s * 8, e = i + 8; i < e; i++) {
          int u = b.knightTo[i];
          if (u < 0) {
            break;
          }
          if (!edge[u] && p.at(u) == 0) {
            out.begin().lift(s, code).land(u, code).end();
          }
        }
        break;
      case BISHOP:
        slides(p, s, code, 1, 2, out);
        break;
      case ROOK:
        slides(p, s, code, 0, 2, out);
        break;
      case QUEEN:
        slides(p, s, code, 0, 1, out);
        break;
      case KING:
        for (int d = 0; d < 8; d++) {
          int a = step[d * n + s];
          if (a >= 0 && !edge[a] && p.at(a) == 0) {
            out.begin().lift(s, code).land(a, code).end();
          }
        }
        break;
      default:
        break;
    }
  }

  private void slides(MutablePosition p, int s, int code, int first, int by, MoveBuffer out) {
    for (int d = first; d < 8; d += by) {
      int base = d * n;
      int x = step[base + s];
      // a slide that reaches the ring can never come back to the inner board
      while (x >= 0 && !edge[x] && p.at(x) == 0) {
        out.begin().lift(s, code).land(x, code).end();
        x = step[base + x];
      }
    }
  }

  private void pawnQuiets(MutablePosition p, int s, int code, MoveBuffer out) {
    int side = Pieces.side(code);
    int fwd = (side == 0 ? Geometry.NORTH : Geometry.SOUTH) * n;
    int one = step[fwd + s];
    if (one < 0 || edge[one] || p.at(one) != 0) {
      return;
    }
    if (b.inZone(one, side)) {
      for (int t : PROMOTIONS) {
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(s, code).land(one, Pieces.code(t, side)).end();
      }
      return;
    }
    out.begin().flag(MoveBuffer.RESET_CLOCK).lift(s, code).land(one, code).end();
    if (b.rank(s) == (side == 0 ? b.whiteStart : b.blackStart)) {
      int two = step[fwd + one];
      if (two >= 0 && !edge[two] && p.at(two) == 0) {
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(s, code).land(two, code).epTarget(one).end();
      }
    }
  }

  // ---------------------------------------------------------------- captures

  /**
   * Writes every capture move (every chain with {@code multiJump}) of the piece on {@code s}.
   *
   * @return whether at least one was written
   */
  boolean captures(MutablePosition p, int s, int code, MoveBuffer out) {
    int before = out.size();
    out.begin();
    if (Pieces.type(code) == PAWN) {
      out.flag(MoveBuffer.RESET_CLOCK);
    }
    out.lift(s, code);
    if (multiJump && walk(p, s, s, code, 0L, 0L, null, PROBE, null, 0)) {
      Chain c = Chain.get();
      c.states.start();
      c.legs.truncate(0);
      try {
        expand(p, s, s, code, 0L, 0L, 0, out, c);
      } finally {
        c.shrink();
      }
    } else if (!multiJump) {
      walk(p, s, s, code, 0L, 0L, out, -1, null, 0);
    }
    out.cancel();
    return out.size() > before;
  }

  /**
   * {@link #captures}, writing also the larger routes by which the chain search reaches a state
   * again (each not followed further), which {@link #captures} leaves out: route merging would
   * drop them, but their intermediate landing squares may tell a chain that goes on through a
   * square.
   */
  boolean capturesEveryArrival(MutablePosition p, int s, int code, MoveBuffer out) {
    if (!multiJump) {
      return captures(p, s, code, out);
    }
    Chain c = Chain.get();
    boolean outer = c.everyArrival;
    c.everyArrival = true;
    try {
      return captures(p, s, code, out);
    } finally {
      c.everyArrival = outer;
    }
  }

  /**
   * Writes the capture chains of the piece on {@code s} that take only pieces of the squares in
   * ({@code allowLo}, {@code allowHi}), every route as {@link #captures} writes them: the chains
   * of one move's captured set, its smallest route among them, without the piece's other chains.
   */
  void capturesWithin(
      MutablePosition p, int s, int code, long allowLo, long allowHi, MoveBuffer out) {
    if (!multiJump) {
      captures(p, s, code, out);
      return;
    }
    Chain c = Chain.get();
    c.allowLo = allowLo;
    c.allowHi = allowHi;
    try {
      captures(p, s, code, out);
    } finally {
      c.allowLo = -1L;
      c.allowHi = -1L;
    }
  }

  /**
   * Pushes every capture leg from {@code cur} of a chain from {@code origin} that has taken
   * ({@code lo}, {@code hi}) on the leg stack of {@code c}, in the order {@link #walk} finds them,
   * keeping only the legs within the allowed victims of {@code c}. {@code out} is not written; it
   * only has to be non-null.
   */
  void collect(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, MoveBuffer out,
      Chain c) {
    walk(p, cur, origin, code, lo, hi, out, COLLECT, c, 0);
  }

  /** Returns whether the piece on {@code s} has any capture leg. */
  boolean hasCapture(MutablePosition p, int s) {
    return walk(p, s, s, p.at(s), 0L, 0L, null, PROBE, null, 0);
  }

  /**
   * Returns whether the piece on {@code s} has a capture chain (R27.1 with {@code multiJump}) one
   * of whose legs removes the piece on {@code target}. The search tries {@link #FIRST_TRY} states;
   * a larger one starts over from the piece's static {@link Reach} (one walk a square): without a
   * leg over the target in the reach there is no chain, and otherwise the search leaves out the
   * states on squares outside the reach's closure, from which no chain can take it. Exact either
   * way; each state and square walked is charged to {@link MutablePosition#spend}.
   */
  boolean chainHits(MutablePosition p, int s, int target) {
    return chainHits(p, s, target, Chain.get());
  }

  /** {@link #chainHits} with this thread's {@link Chain} given (a caller walking many men). */
  boolean chainHits(MutablePosition p, int s, int target, Chain c) {
    if (apart(p, s, target)) {
      if (c.recorder != null) {
        c.recorder.record(s, true); // the answer depends on the attacker's square alone
      }
      return false;
    }
    return chainHitsBySearch(p, s, target, c);
  }

  /**
   * Whether no chain of the piece on {@code s} can take the piece on {@code target} whatever the
   * other squares hold, by the squares' files and ranks alone. A pawn's legs each go two ranks
   * forward and two files aside, taking a piece one rank ahead and one file aside (en passant
   * aside, which only takes pawns), so its victims stand an odd number of ranks ahead and an odd
   * number of files aside, no more files than ranks. A bishop's victims stand on its colour, and
   * a king's, one step from squares an even number of files and ranks away, never an even number
   * of both. Knights, rooks and queens are never ruled out.
   */
  boolean apart(MutablePosition p, int s, int target) {
    return apart(p.at(s), s, p.at(target), target, b.files);
  }

  /**
   * {@link #apart} for a piece {@code code} on {@code s} and a piece {@code targetCode} on {@code
   * target}, on a board {@code files} files wide.
   */
  static boolean apart(int code, int s, int targetCode, int target, int files) {
    int df = target % files - s % files;
    int dr = target / files - s / files;
    switch (Pieces.type(code)) {
      case PAWN:
        if (Pieces.type(targetCode) == PAWN) {
          return false; // en passant takes a pawn from beside the taker
        }
        int ahead = Pieces.side(code) == 0 ? dr : -dr;
        return (ahead & 1) == 0 || (df & 1) == 0 || Math.abs(df) > ahead;
      case BISHOP:
        return ((df + dr) & 1) != 0;
      case KING:
        return ((df | dr) & 1) == 0;
      default:
        return false;
    }
  }

  /**
   * {@link #chainHits} without the {@link #apart} test: the search alone (a test compares the
   * two).
   */
  boolean chainHitsBySearch(MutablePosition p, int s, int target) {
    return chainHitsBySearch(p, s, target, Chain.get());
  }

  private boolean chainHitsBySearch(MutablePosition p, int s, int target, Chain c) {
    // one set of states for the whole walk: a state explored without reaching the target, from
    // whichever first leg, leads nowhere from any other (the walk from a state depends only on it)
    int code = p.at(s);
    if (c.recorder != null) {
      c.recorder.record(s, true);
    }
    c.attack.start();
    c.attackLeft = firstTry;
    boolean hit;
    int left;
    try {
      hit = walk(p, s, s, code, 0L, 0L, null, target, c, 0);
    } finally {
      left = c.attackLeft;
      c.attackLeft = Integer.MAX_VALUE;
    }
    if (left >= 0) {
      return hit; // finished within the first try
    }
    // a large search: the static reach proves most attackers harmless, or bounds the search
    Reach r = Reach.get();
    if (!reach(p, s, code, target, c, r)) {
      return false;
    }
    c.attack.start();
    r.closure();
    c.reachLo = r.closureLo;
    c.reachHi = r.closureHi;
    try {
      return walk(p, s, s, code, 0L, 0L, null, target, c, 0);
    } finally {
      c.reachLo = -1L;
      c.reachHi = -1L;
    }
  }

  /**
   * The static reach of the piece on {@code s} ({@link Reach}): every square it can stand on after
   * capture legs that take nothing for good, each walked once and charged to {@link
   * MutablePosition#spend}. Returns whether a leg from one of them takes {@code target}; the legs
   * between them are left in {@code r} for its closure.
   */
  private boolean reach(MutablePosition p, int s, int code, int target, Chain c, Reach r) {
    int side = Pieces.side(code);
    boolean pawn = Pieces.type(code) == PAWN;
    int base = c.legs.size();
    r.start(s);
    try {
      for (int i = 0; i < r.size; i++) {
        int cur = r.queue[i];
        p.spend(1); // attack search: bounded by Limits.chainStates
        walk(p, cur, s, code, 0L, 0L, PROBE_BUFFER, COLLECT, c, 0);
        for (int j = base; j < c.legs.size(); j++) {
          int l = c.legs.landing(j);
          if (c.legs.victim(j) == target || c.legs.extra(j) == target) {
            r.hit(cur);
          } else if (!pawn || !b.inZone(l, side)) {
            r.leg(cur, l); // a pawn that reaches its zone stops there
          }
        }
        c.legs.truncate(base);
      }
    } finally {
      c.legs.truncate(base);
    }
    return r.hits();
  }

  /**
   * Follows every leg from the chain state ({@code cur}, captured set, {@code tag}) in order of
   * landing square, then captured squares: {@link #walk} collects them on the stack of {@code c},
   * {@link #leg} writes each and goes on with the states not reached before.
   */
  private void expand(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, int tag, MoveBuffer out,
      Chain c) {
    var legs = c.legs;
    int base = legs.size();
    walk(p, cur, origin, code, lo, hi, out, COLLECT, c, tag);
    int end = legs.size();
    if (end == base) {
      return;
    }
    if (tag != 0) {
      // written only before a leg that follows: a move list without one merges no routes
      out.via(cur);
    }
    c.sort(base);
    for (int i = base; i < end; i++) {
      leg(p, origin, code, lo, hi, legs.victim(i), legs.extra(i), legs.landing(i), legs.tag(i), out,
          -1, c, tag);
    }
    legs.truncate(base);
  }

  /** Whether a square is in the two-long set ({@code lo}: squares 0-63, {@code hi}: 64-127). */
  static boolean in(int sq, long lo, long hi) {
    return sq < 64 ? ((lo >>> sq) & 1L) != 0 : ((hi >>> (sq - 64)) & 1L) != 0;
  }

  /** The square's bit in the low long of a two-long set (0 for a square off the board, or 64+). */
  static long lowBit(int sq) {
    return sq >= 0 && sq < 64 ? 1L << sq : 0L;
  }

  /** The square's bit in the high long of a two-long set (0 below 64). */
  static long highBit(int sq) {
    return sq >= 64 ? 1L << (sq - 64) : 0L;
  }

  /**
   * The occupant of a landing square during a move whose piece has left {@code origin}; an attack
   * search with a recorder ({@link Chain#recorder}) records the square as read, as needed when it
   * is occupied (filling an empty landing square takes legs away and adds none).
   */
  private static int at(MutablePosition p, int sq, int origin, Chain c) {
    int code = p.at(sq);
    if (c != null && c.recorder != null) {
      c.recorder.record(sq, code != 0);
    }
    return sq == origin ? 0 : code;
  }

  /**
   * {@link #at} for a square a leg takes a victim from or passes over: recorded as needed always
   * (filling it may make a new victim).
   */
  private static int atOpen(MutablePosition p, int sq, int origin, Chain c) {
    if (c != null && c.recorder != null) {
      c.recorder.record(sq, true);
    }
    return sq == origin ? 0 : p.at(sq);
  }

  /**
   * Finds every capture leg from {@code cur} and hands it to {@link #leg}, or with a chain stack
   * {@code c} pushes it there. In attack mode ({@code out == null}) returns true as soon as a leg
   * removes {@code target}.
   */
  private boolean walk(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, MoveBuffer out,
      int target, Chain c, int tag) {
    if (out == null) {
      p.spend(1); // attack search: bounded by Limits.chainStates
    }
    int side = Pieces.side(code);
    switch (Pieces.type(code)) {
      case PAWN:
        {
          int d0 = side == 0 ? Geometry.NORTH_EAST : Geometry.SOUTH_EAST;
          int d1 = side == 0 ? Geometry.NORTH_WEST : Geometry.SOUTH_WEST;
          int back = (side == 0 ? Geometry.SOUTH : Geometry.NORTH) * n;
          int ep = p.epSquare();
          for (int k = 0; k < 2; k++) {
            int d = (k == 0 ? d0 : d1) * n;
            int v = step[d + cur];
            if (v < 0) {
              continue;
            }
            int l = step[d + v];
            if (l < 0 || at(p, l, origin, c) != 0) {
              continue;
            }
            int pv = atOpen(p, v, origin, c);
            if (pv != 0) {
              if (Pieces.side(pv) != side
                  && !in(v, lo, hi)
                  && leg(p, origin, code, lo, hi, v, -1, l, Ops.IMPLIED, out, target, c, tag)) {
                return true;
              }
            } else if (v == ep) {
              int z = step[back + v];
              if (z >= 0
                  && atOpen(p, z, origin, c) == Pieces.code(PAWN, side ^ 1)
                  && !in(z, lo, hi)
                  && leg(p, origin, code, lo, hi, z, -1, l,
                      Ops.EN_PASSANT | Ops.IMPLIED, out, target, c, tag)) {
                return true;
              }
            }
          }
          return false;
        }
      case KNIGHT:
        for (int i = cur * 8, e = i + 8; i < e; i++) {
          int u = b.knightTo[i];
          if (u < 0) {
            break;
          }
          if (at(p, u, origin, c) != 0) {
            continue;
          }
          int fa = b.flankLo[i];
          int fb = b.flankHi[i];
          int pa = atOpen(p, fa, origin, c);
          int pb = atOpen(p, fb, origin, c);
          boolean ea = pa != 0 && Pieces.side(pa) != side && !in(fa, lo, hi);
          boolean eb = pb != 0 && Pieces.side(pb) != side && !in(fb, lo, hi);
          if (ea && leg(p, origin, code, lo, hi, fa, -1, u, 0, out, target, c, tag)) {
            return true;
          }
          if (eb && leg(p, origin, code, lo, hi, fb, -1, u, 0, out, target, c, tag)) {
            return true;
          }
          // a double capture never reaches a piece a single one cannot: attack mode skips it
          if (doubleKnights && ea && eb && out != null) {
            leg(p, origin, code, lo, hi, fa, fb, u, 0, out, target, c, tag);
          }
        }
        return false;
      case BISHOP:
        return (out == null && lineHit(p, cur, origin, side, lo, hi, 1, target, c))
            || lines(p, cur, origin, code, lo, hi, 1, 2, out, target, c, tag);
      case ROOK:
        return (out == null && lineHit(p, cur, origin, side, lo, hi, 2, target, c))
            || lines(p, cur, origin, code, lo, hi, 0, 2, out, target, c, tag);
      case QUEEN:
        return (out == null && lineHit(p, cur, origin, side, lo, hi, 3, target, c))
            || lines(p, cur, origin, code, lo, hi, 0, 1, out, target, c, tag);
      case KING:
        for (int d = 0; d < 8; d++) {
          int a = step[d * n + cur];
          if (a < 0) {
            continue;
          }
          int pa = atOpen(p, a, origin, c);
          if (pa == 0 || Pieces.side(pa) == side || in(a, lo, hi)) {
            continue;
          }
          int l = step[d * n + a];
          if (l >= 0
              && at(p, l, origin, c) == 0
              && leg(p, origin, code, lo, hi, a, -1, l, Ops.IMPLIED, out, target, c, tag)) {
            return true;
          }
        }
        return false;
      default:
        return false;
    }
  }

  /** The direction from a square to another by the signs of their file and rank differences. */
  private static final int[] TOWARD = {
    Geometry.SOUTH_WEST, Geometry.SOUTH, Geometry.SOUTH_EAST,
    Geometry.WEST, -1, Geometry.EAST,
    Geometry.NORTH_WEST, Geometry.NORTH, Geometry.NORTH_EAST
  };

  /**
   * In attack mode, whether a line leg from {@code cur} takes {@code target} itself (the goal
   * test of the search, done before {@link #lines} goes deeper): {@code kinds} bit 0 allows the
   * diagonals, bit 1 the files and ranks. It tests the one leg {@link #lines} would find towards
   * the target, reading the same squares, so the answer of the search is unchanged: only found
   * sooner.
   */
  private boolean lineHit(
      MutablePosition p, int cur, int origin, int side, long lo, long hi, int kinds, int target,
      Chain c) {
    if (target < 0) {
      return false;
    }
    int files = b.files;
    int df = target % files - cur % files;
    int dr = target / files - cur / files;
    boolean diagonal = df != 0 && (df == dr || df == -dr);
    if (diagonal ? (kinds & 1) == 0 : (kinds & 2) == 0 || (df != 0 && dr != 0)) {
      return false;
    }
    int d = TOWARD[(Integer.signum(dr) + 1) * 3 + Integer.signum(df) + 1];
    if (d < 0) {
      return false;
    }
    int base = d * n;
    int x = step[base + cur];
    while (x >= 0 && x != target) {
      if (atOpen(p, x, origin, c) != 0) {
        return false;
      }
      x = step[base + x];
    }
    if (x < 0) {
      return false;
    }
    int px = atOpen(p, x, origin, c);
    if (px == 0 || Pieces.side(px) == side || in(x, lo, hi)) {
      return false;
    }
    int l = step[base + x];
    return l >= 0 && at(p, l, origin, c) == 0;
  }

  private boolean lines(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, int first, int by,
      MoveBuffer out, int target, Chain c, int tag) {
    int side = Pieces.side(code);
    for (int d = first; d < 8; d += by) {
      int base = d * n;
      int x = step[base + cur];
      int px = 0;
      while (x >= 0 && (px = atOpen(p, x, origin, c)) == 0) {
        x = step[base + x];
      }
      if (x < 0 || Pieces.side(px) == side || in(x, lo, hi)) {
        continue;
      }
      int l = step[base + x];
      while (l >= 0 && at(p, l, origin, c) == 0) {
        if (leg(p, origin, code, lo, hi, x, -1, l, Ops.IMPLIED, out, target, c, tag)) {
          return true;
        }
        if (conservative) {
          break;
        }
        l = step[base + l];
      }
    }
    return false;
  }

  /**
   * One capture leg taking {@code v1} (and {@code v2} for a double knight leg) and landing on
   * {@code l}. In attack mode returns whether the leg or a continuation takes {@code target}. With
   * a chain stack {@code c} in output mode the leg is only pushed; called back from {@link
   * #expand} (with {@code target} -1) it writes the move (and its promotions) and, when the
   * state it reaches is new or is reached by a smaller route than before, goes on with the chain.
   * {@code tag} holds the number of legs so far and, in bit 12, whether one was en passant.
   */
  private boolean leg(
      MutablePosition p, int origin, int code, long lo, long hi, int v1, int v2, int l,
      int flags, MoveBuffer out, int target, Chain c, int tag) {
    int side = Pieces.side(code);
    boolean promotes = Pieces.type(code) == PAWN && b.inZone(l, side);
    if (target == PROBE) {
      return true;
    }
    long nlo = lo | lowBit(v1) | lowBit(v2);
    long nhi = hi | highBit(v1) | highBit(v2);
    if (out == null) {
      if (v1 == target || v2 == target) {
        return true;
      }
      if (!multiJump || promotes || (c != null && !in(l, c.reachLo, c.reachHi))) {
        return false; // no chain from l takes the target (outside the attacker's reach closure)
      }
      Chain ac = c;
      if (ac == null) {
        ac = Chain.get();
        ac.attack.start();
      }
      ChainStates st = ac.attack;
      st.probe[0] = nlo;
      st.probe[1] = nhi;
      int found = st.find(l);
      if (found >= 0) {
        return false; // explored before without reaching the target
      }
      st.add(found, l, 0);
      if (--ac.attackLeft < 0) {
        return true; // the first try is spent: stop (chainHits goes on by the static reach)
      }
      return walk(p, l, origin, code, nlo, nhi, null, target, ac, 0);
    }
    if (target == COLLECT) {
      if (in(v1, c.allowLo, c.allowHi) && (v2 < 0 || in(v2, c.allowLo, c.allowHi))) {
        c.push(v1, v2, l, flags);
      }
      return false;
    }
    int mark = out.pendingLength();
    out.capture(v1, p.at(v1), flags);
    if (v2 >= 0) {
      out.capture(v2, p.at(v2), flags);
    }
    if (c != null && v2 >= 0) {
      c.secondRoutes = true; // a double leg's pieces may also be taken one a leg
    }
    if (promotes) {
      for (int t : PROMOTIONS) {
        out.land(l, Pieces.code(t, side));
        restart(out);
      }
    } else {
      out.land(l, code);
      if (c == null) {
        restart(out);
      } else {
        int ntag = (tag + 1) | ((flags & Ops.EN_PASSANT) != 0 ? 1 << 12 : 0);
        if (tag == 0) {
          // a first leg's state is reached by no other route: no other first leg takes the same
          // pieces to the same square, and later legs reach states of more legs
          out.spend(1);
          restart(out);
          expand(p, l, origin, code, nlo, nhi, ntag, out, c);
          out.truncatePending(mark);
          return false;
        }
        int key = l | (ntag << 8);
        ChainStates st = c.states;
        st.probe[0] = nlo;
        st.probe[1] = nhi;
        int found = st.find(key);
        if (found < 0 || ChainStates.comparePending(out, st.value(found)) < 0) {
          if (found >= 0) {
            c.secondRoutes = true; // a smaller route of a move written before (a knight's tie)
          }
          out.spend(1);
          int m = restart(out);
          if (found < 0) {
            st.add(found, key, m);
          } else {
            st.setValue(found, m); // a smaller route: the older move is merged away
          }
          expand(p, l, origin, code, nlo, nhi, ntag, out, c);
        } else if (c.everyArrival) {
          c.secondRoutes = true;
          restart(out); // another route of a move written before; not followed further
        }
        // else a larger route of a move written before, which merging would drop: not written
      }
    }
    out.truncatePending(mark);
    return false;
  }

  /**
   * Ends the pending route by landing on {@code l} and writes its move, or one move per promotion
   * type when the mover promotes there; the pending route is left as {@link #restart} leaves it.
   */
  static void writeLanding(
      MoveBuffer out, int l, int code, int side, boolean promotes) {
    if (promotes) {
      for (int t : PROMOTIONS) {
        out.land(l, Pieces.code(t, side));
        restart(out);
      }
    } else {
      out.land(l, code);
      restart(out);
    }
  }

  /**
   * Finishes the pending move and starts a new one holding the same ops but its last.
   *
   * @return the index of the finished move
   */
  private static int restart(MoveBuffer out) {
    int m = out.end();
    out.begin().flag(out.flags(m));
    for (int i = out.start(m), e = out.end(m) - 1; i < e; i++) {
      out.op(out.opAt(i));
    }
    return m;
  }
}

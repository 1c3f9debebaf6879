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
 * The king-safety filter of the {@code checkmate} option (R27.2) by footprint: the attack test on
 * the mover's king is run once, in the position before the moves, and the squares it depends on
 * are recorded. A move that changes none of them (it lifts, lands and captures elsewhere), does
 * not move the king and sets no en-passant target leaves the test's answer as it was, so it is
 * decided without being made. The others are made and tested.
 *
 * <p>The test is that of {@link JumpingAttacks#attacked}, and the footprint depends on how it
 * ends:
 *
 * <ul>
 *   <li><b>Sheltered</b>: no pair of squares around the king is open to a leg over it ({@link
 *       JumpingAttacks#reachable}, which no capture or chain gets past): every pair holds a man of
 *       the king's side. Only a move that lifts the one such man of a pair can open it, so the
 *       footprint is those men's squares (landings only close pairs; captures take the
 *       attacker's men, which never closed one). A move lifting one is made and tested by {@link
 *       JumpingAttacks#attackedAfter}: that is cheaper than the footprint of the position
 *       without the man, which few moves share.
 *   <li><b>Walked</b>: the pairs are open but no capture takes the king. The single captures are
 *       read backwards from the king; a square they read empty can only be filled by a move,
 *       which never creates a single capture, so only the occupied squares count. With {@code
 *       multiJump} the chain search of every attacker ({@link JumpingMoves#chainHits}: a first try,
 *       then the static {@link Reach} if the search is large) is recorded square by square. An
 *       attacker whose squares a move leaves alone still has no chain to the king: the search is
 *       a deterministic function of the squares it reads. Of the squares it reads empty, only
 *       those a leg takes a victim from or passes over count: a move can only fill an empty
 *       square, and filling a landing square takes legs away and adds none, so the states and
 *       legs after it are among those searched before. A move in the footprint is made, and
 *       only the attackers whose searches it touches are searched again.
 *   <li><b>Attacked</b>: some capture takes the king; every square read on the way is in the
 *       footprint, and a move there is made and tested in full.
 * </ul>
 *
 * <p>A property test compares the move lists filtered this way with the plain test's. One
 * instance per thread ({@link #get}); {@link #prepare} binds it to a rule set and a position for
 * one filter pass. Never shared between threads.
 */
final class KingGuard implements MoveBuffer.MoveFilter {
  private static final ThreadLocal<KingGuard> LOCAL = ThreadLocal.withInitial(KingGuard::new);
  private static final int SHELTERED = 0;
  private static final int WALKED = 1;
  private static final int ATTACKED = 2;

  private JumpingRules rules;
  private JumpingBoard b;
  private int[] step;
  private int n;
  private boolean multiJump;
  private boolean conservative;
  /** As in {@link JumpingMoves}: the states of the first, unrestricted try of a chain search. */
  private int firstTry;
  /** Whether the footprint has been taken for the current position. */
  private boolean ready;
  /** The side whose king is guarded, and that king's square (-1: none). */
  private int side;
  private int king;
  /** How the test ended: {@link #SHELTERED}, {@link #WALKED} or {@link #ATTACKED}. */
  private int mode;
  /** The attackers' first legs, listed for the moves that are made and tested, or null. */
  private Chain legs;
  /** The squares read since the last {@link #clearRead}, one bit a square (at most 128). */
  private long read0;
  private long read1;
  /**
   * The squares of {@link #read0} a move can change to a walk's harm: those read occupied, and
   * those read empty as a victim's or an approach's square ({@link #readOpen}). A square read
   * empty only as a landing square can only be filled, which takes legs away and adds none.
   */
  private long need0;
  private long need1;
  /** The footprint: a move changing one of these squares is made and tested. */
  private long foot0;
  private long foot1;
  /** The occupied squares the single captures read ({@code WALKED} only). */
  private long once0;
  private long once1;
  /** The squares a move changes (set by {@link #keep} before a move is made and tested). */
  private long moved0;
  private long moved1;
  /** Per attacker walked: the squares its chain walk read ({@code WALKED} only). */
  private long[] walk0 = new long[16];
  private long[] walk1 = new long[16];
  /** Per square: the index of the attacker standing there in {@link #walk0}, valid when stamped. */
  private final int[] walker = new int[128];
  private final int[] walkerStamp = new int[128];
  private int stamp;
  /** While the static reach is taken: its memory and the square whose legs are walked. */
  private Reach reach;

  private int reachFrom;
  /** The closure of the reach of the attacker whose chains are searched. */
  private long closureLo;

  private long closureHi;
  /** The states the recorded chain search may still add ({@link JumpingMoves#chainHits}). */
  private int attackLeft = Integer.MAX_VALUE;

  private KingGuard() {}

  /** Returns this thread's guard. */
  static KingGuard get() {
    return LOCAL.get();
  }

  /**
   * Binds the guard to a rule set for one position; the footprint is taken when the first move is
   * tested.
   */
  KingGuard prepare(JumpingRules rules, JumpingBoard board, JumpingOptions options) {
    this.rules = rules;
    this.b = board;
    this.step = board.step;
    this.n = board.n;
    this.multiJump = options.multiJump();
    this.conservative = options.conservative();
    this.firstTry = rules.firstTry();
    this.ready = false;
    this.legs = null;
    return this;
  }

  @Override
  public boolean keep(MutablePosition p, MoveBuffer buffer, int move) {
    if (!ready) {
      footprint(p);
    }
    if (king < 0) {
      return true;
    }

    boolean plain = false;
    long m0 = 0L;
    long m1 = 0L;
    for (int i = buffer.start(move), e = buffer.end(move); i < e; i++) {
      int op = buffer.opAt(i);
      int code = Ops.opcode(op);
      if (code == Ops.LIFT || code == Ops.LAND || code == Ops.CAPTURE
          || code == Ops.EP_TARGET) {
        // the new en-passant target counts as changed: a walk that compares a square with it
        // has read that square
        int sq = Ops.square(op);
        if (sq < 64) {
          m0 |= 1L << sq;
        } else {
          m1 |= 1L << (sq - 64);
        }
        plain |= sq == king && code != Ops.EP_TARGET;
      } else if (code != Ops.VIA) {
        plain = true; // no other op is written by Jumping Chess
      }
    }
    boolean touched = (m0 & foot0) != 0 || (m1 & foot1) != 0;
    if (!touched && !plain) {
      return mode != ATTACKED;
    }
    if (!plain && mode == WALKED) {
      moved0 = m0;
      moved1 = m1;
      return rules.keepsKingSafe(p, buffer, move, this);
    }
    if (legs == null) {
      legs = Chain.get();
      rules.listLegs(p, legs);
    }
    return rules.keepsKingSafe(p, buffer, move, legs);
  }

  /**
   * Whether the single captures must be looked for again after the move being tested: it changes
   * an occupied square they read (in {@code WALKED} mode; no other change creates one).
   */
  boolean recheckOnce() {
    return (once0 & moved0) != 0 || (once1 & moved1) != 0;
  }

  /**
   * Whether the chain walk of the attacker on {@code s} must be done again after the move being
   * tested: its walk before the move read a square the move changes (in {@code WALKED} mode).
   */
  boolean rewalk(int s) {
    if (walkerStamp[s] != stamp) {
      return true; // not an attacker before the move: cannot happen, walked to be safe
    }
    int i = walker[s];
    return (walk0[i] & moved0) != 0 || (walk1[i] & moved1) != 0;
  }

  /** Takes the footprint of the attack test on the king of the side to move. */
  void footprint(MutablePosition p) {
    ready = true;
    side = p.sideToMove();
    king = p.find(side, KING);
    if (king >= 0) {
      take(p);
    }
  }

  /**
   * The footprint of the attack test on {@link #king} of {@link #side} in {@code p}: sets {@link
   * #mode}, the footprint and, in {@code WALKED} mode, the single captures' squares and every
   * attacker's walk.
   */
  private void take(MutablePosition p) {
    foot0 = 0L;
    foot1 = 0L;
    int by = side ^ 1;
    if (sheltered(p, king, by)) {
      mode = SHELTERED;
      return;
    }
    clearRead();
    boolean once = attackedOnce(p, king, by);
    long all0 = read0;
    long all1 = read1;
    if (once) {
      mode = ATTACKED;
      foot0 = all0;
      foot1 = all1;
      return;
    }
    // the single captures read every square as a landing or approach: only occupied ones count
    foot0 = need0;
    foot1 = need1;
    once0 = need0;
    once1 = need1;
    mode = WALKED;
    if (!multiJump) {
      return;
    }
    if (++stamp == Integer.MAX_VALUE) {
      java.util.Arrays.fill(walkerStamp, 0);
      stamp = 1;
    }
    int count = p.pieceCount(by);
    if (walk0.length < count) {
      walk0 = new long[Math.max(count, 2 * walk0.length)];
      walk1 = new long[walk0.length];
    }
    for (int i = 0; i < count; i++) {
      int s = p.pieceSquare(by, i);
      clearRead();
      boolean hit = chainHits(p, s, king);
      all0 |= read0;
      all1 |= read1;
      if (hit) {
        mode = ATTACKED;
        foot0 = all0;
        foot1 = all1;
        return;
      }
      walk0[i] = need0;
      walk1[i] = need1;
      walker[s] = i;
      walkerStamp[s] = stamp;
      foot0 |= need0;
      foot1 |= need1;
    }
  }

  /** Whether the footprint holds a square (after {@link #footprint}). */
  boolean marked(int sq) {
    return sq < 64 ? ((foot0 >>> sq) & 1L) != 0 : ((foot1 >>> (sq - 64)) & 1L) != 0;
  }

  /** Whether the footprint's test found the king attacked (after {@link #footprint}). */
  boolean attackedBefore() {
    return mode == ATTACKED;
  }

  private void clearRead() {
    read0 = 0L;
    read1 = 0L;
    need0 = 0L;
    need1 = 0L;
  }

  /** Records a read square, and as needed too when {@code need} (see {@link #need0}). */
  private void mark(int sq, boolean need) {
    if (sq < 64) {
      read0 |= 1L << sq;
      if (need) {
        need0 |= 1L << sq;
      }
    } else {
      read1 |= 1L << (sq - 64);
      if (need) {
        need1 |= 1L << (sq - 64);
      }
    }
  }

  private void markFoot(int sq) {
    if (sq < 64) {
      foot0 |= 1L << sq;
    } else {
      foot1 |= 1L << (sq - 64);
    }
  }

  /** Reads a landing or approach square of a single capture, recording it. */
  private int read(MutablePosition p, int sq) {
    int code = p.at(sq);
    mark(sq, code != 0);
    return code;
  }

  /**
   * Reads a landing square during a chain whose man has left {@code origin}, recording it: filling
   * it if empty only takes legs away.
   */
  private int read(MutablePosition p, int sq, int origin) {
    int code = p.at(sq);
    mark(sq, code != 0);
    return sq == origin ? 0 : code;
  }

  /**
   * Reads a square during a chain that a leg takes a victim from or passes over, recording it:
   * filling it may make a new victim.
   */
  private int readOpen(MutablePosition p, int sq, int origin) {
    mark(sq, true);
    return sq == origin ? 0 : p.at(sq);
  }

  /**
   * The negation of {@link JumpingAttacks#reachable} for a target that is not a pawn: whether
   * every pair of squares a leg over {@code t} would use holds a man of {@code t}'s side. If so,
   * puts in the footprint every square that is the only such man of its pair.
   */
  private boolean sheltered(MutablePosition p, int t, int by) {
    for (int d = 0; d < 4; d++) {
      int a = step[d * n + t];
      int l = step[Geometry.opposite(d) * n + t];
      if (a >= 0 && l >= 0 && !closePair(p.at(a), a, p.at(l), l, by)) {
        return false;
      }
    }
    for (int i = b.flankOfStart[t], e = b.flankOfStart[t + 1]; i < e; i += 2) {
      int a = b.flankOf[i];
      int l = b.flankOf[i + 1];
      if (!closePair(p.at(a), a, p.at(l), l, by)) {
        return false;
      }
    }
    return true;
  }

  /** Whether a pair is closed; a square that closes it alone goes in the footprint. */
  private boolean closePair(int ca, int a, int cl, int l, int by) {
    boolean oa = open(ca, by);
    boolean ol = open(cl, by);
    if (oa && ol) {
      return false;
    }
    if (oa) {
      markFoot(l);
    } else if (ol) {
      markFoot(a);
    }
    return true;
  }

  private static boolean open(int code, int by) {
    return code == 0 || Pieces.side(code) == by;
  }

  /** The single captures of {@link JumpingAttacks}, recorded. */
  private boolean attackedOnce(MutablePosition p, int t, int by) {
    int kingCode = Pieces.code(KING, by);
    int queen = Pieces.code(QUEEN, by);
    int rook = Pieces.code(ROOK, by);
    int bishop = Pieces.code(BISHOP, by);
    int pawn = Pieces.code(PAWN, by);
    int pawnUp = by == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int l = step[d * n + t];
      if (l < 0 || read(p, l) != 0) {
        continue;
      }
      int back = Geometry.opposite(d) * n;
      int x = step[back + t];
      if (x < 0) {
        continue;
      }
      int px = read(p, x);
      if (px == kingCode || (px == pawn && Geometry.dx(d) != 0 && Geometry.dy(d) == pawnUp)) {
        return true;
      }
      while (px == 0) {
        x = step[back + x];
        if (x < 0) {
          break;
        }
        px = read(p, x);
      }
      if (x >= 0 && (px == queen || px == ((d & 1) != 0 ? bishop : rook))) {
        return true;
      }
    }
    int knight = Pieces.code(KNIGHT, by);
    for (int i = b.flankOfStart[t], e = b.flankOfStart[t + 1]; i < e; i += 2) {
      if (read(p, b.flankOf[i]) == knight && read(p, b.flankOf[i + 1]) == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * {@link JumpingMoves#chainHits}, recorded: the attacker's static {@link Reach} first (one walk a
   * square), then, if it holds a leg over {@code target}, the chain search restricted to its
   * closure. Both read squares only through {@link #read}, so the answer is a function of the
   * squares recorded.
   */
  private boolean chainHits(MutablePosition p, int s, int target) {
    int code = read(p, s);
    Chain states = Chain.get();
    states.attack.start(); // one set of states per attacker, as JumpingMoves.chainHits
    closureLo = -1L;
    closureHi = -1L;
    attackLeft = firstTry;
    boolean hit = walk(p, s, s, code, 0L, 0L, target, states);
    if (attackLeft >= 0) {
      return hit;
    }
    attackLeft = Integer.MAX_VALUE;
    Reach r = Reach.get();
    r.start(s);
    reach = r;
    try {
      for (int i = 0; i < r.size; i++) {
        reachFrom = r.queue[i];
        walk(p, reachFrom, s, code, 0L, 0L, target, null);
      }
    } finally {
      reach = null;
    }
    if (!r.hits()) {
      return false;
    }
    r.closure();
    closureLo = r.closureLo;
    closureHi = r.closureHi;
    states.attack.start();
    return walk(p, s, s, code, 0L, 0L, target, states);
  }

  private static boolean taken(int sq, long lo, long hi) {
    return sq < 64 ? ((lo >>> sq) & 1L) != 0 : ((hi >>> (sq - 64)) & 1L) != 0;
  }

  /**
   * The attack-mode walk of {@link JumpingMoves} from chain state ({@code cur}, captured set),
   * recorded: whether a leg from here, or a chain going on from it, removes {@code target}.
   */
  private boolean walk(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, int target, Chain c) {
    p.spend(1); // attack search: bounded by Limits.chainStates
    int own = Pieces.side(code);
    switch (Pieces.type(code)) {
      case PAWN:
        {
          int d0 = own == 0 ? Geometry.NORTH_EAST : Geometry.SOUTH_EAST;
          int d1 = own == 0 ? Geometry.NORTH_WEST : Geometry.SOUTH_WEST;
          int back = (own == 0 ? Geometry.SOUTH : Geometry.NORTH) * n;
          int ep = p.epSquare();
          for (int k = 0; k < 2; k++) {
            int d = (k == 0 ? d0 : d1) * n;
            int v = step[d + cur];
            if (v < 0) {
              continue;
            }
            int l = step[d + v];
            if (l < 0 || read(p, l, origin) != 0) {
              continue;
            }
            int pv = readOpen(p, v, origin);
            if (pv != 0) {
              if (Pieces.side(pv) != own
                  && !taken(v, lo, hi)
                  && leg(p, origin, code, lo, hi, v, l, target, c)) {
                return true;
              }
            } else if (v == ep) {
              int z = step[back + v];
              if (z >= 0
                  && readOpen(p, z, origin) == Pieces.code(PAWN, own ^ 1)
                  && !taken(z, lo, hi)
                  && leg(p, origin, code, lo, hi, z, l, target, c)) {
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
          if (read(p, u, origin) != 0) {
            continue;
          }
          int fa = b.flankLo[i];
          int fb = b.flankHi[i];
          int pa = readOpen(p, fa, origin);
          int pb = readOpen(p, fb, origin);
          if (pa != 0 && Pieces.side(pa) != own && !taken(fa, lo, hi)
              && leg(p, origin, code, lo, hi, fa, u, target, c)) {
            return true;
          }
          if (pb != 0 && Pieces.side(pb) != own && !taken(fb, lo, hi)
              && leg(p, origin, code, lo, hi, fb, u, target, c)) {
            return true;
          }
          // a double capture never reaches a man a single one cannot (as in JumpingMoves)
        }
        return false;
      case BISHOP:
        return lines(p, cur, origin, code, lo, hi, 1, 2, target, c);
      case ROOK:
        return lines(p, cur, origin, code, lo, hi, 0, 2, target, c);
      case QUEEN:
        return lines(p, cur, origin, code, lo, hi, 0, 1, target, c);
      case KING:
        for (int d = 0; d < 8; d++) {
          int a = step[d * n + cur];
          if (a < 0) {
            continue;
          }
          int pa = readOpen(p, a, origin);
          if (pa == 0 || Pieces.side(pa) == own || taken(a, lo, hi)) {
            continue;
          }
          int l = step[d * n + a];
          if (l >= 0
              && read(p, l, origin) == 0
              && leg(p, origin, code, lo, hi, a, l, target, c)) {
            return true;
          }
        }
        return false;
      default:
        return false;
    }
  }

  private boolean lines(
      MutablePosition p, int cur, int origin, int code, long lo, long hi, int first, int by,
      int target, Chain c) {
    int own = Pieces.side(code);
    for (int d = first; d < 8; d += by) {
      int base = d * n;
      int x = step[base + cur];
      int px = 0;
      while (x >= 0 && (px = readOpen(p, x, origin)) == 0) {
        x = step[base + x];
      }
      if (x < 0 || Pieces.side(px) == own || taken(x, lo, hi)) {
        continue;
      }
      int l = step[base + x];
      while (l >= 0 && read(p, l, origin) == 0) {
        if (leg(p, origin, code, lo, hi, x, l, target, c)) {
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
   * One leg taking {@code v} and landing on {@code l}: whether it or a chain going on from it
   * removes {@code target}. States already explored from the same first leg are not walked again,
   * as in {@link JumpingMoves}.
   */
  private boolean leg(
      MutablePosition p, int origin, int code, long lo, long hi, int v, int l, int target,
      Chain c) {
    boolean stops = Pieces.type(code) == PAWN && b.inZone(l, Pieces.side(code));
    if (reach != null) {
      if (v == target) {
        reach.hit(reachFrom);
      } else if (!stops) {
        reach.leg(reachFrom, l);
      }
      return false;
    }
    if (v == target) {
      return true;
    }
    if (stops || !taken(l, closureLo, closureHi)) {
      return false; // a pawn that reaches its zone stops there; no chain from outside the closure
    }
    long nlo = lo | (v < 64 ? 1L << v : 0L);
    long nhi = hi | (v >= 64 ? 1L << (v - 64) : 0L);
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
    if (--attackLeft < 0) {
      return true; // the first try is spent: stop (chainHits goes on by the static reach)
    }
    return walk(p, l, origin, code, nlo, nhi, target, ac);
  }
}

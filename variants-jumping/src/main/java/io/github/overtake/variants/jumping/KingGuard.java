package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.KING;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;

/**
 * The king-safety filter of the {@code checkmate} option (R27.2). Its first stage is {@link
 * AttackFlags}, taken once a position: a move it proves safe is kept without being made, and a move
 * after which it names the only classes of enemy men that may take the king is made and tested by
 * walking those men alone ({@link AttackFlags#suspects}), less the classes whose every leg over the
 * king would use a pair of squares the move leaves closed ({@link #opened}), then unmade. Without
 * {@code multiJump}, a move it leaves open in a proven position is made and tested by the plain
 * test. The footprint below
 * serves the rest (castling and, without {@code multiJump}, a king under attack), taken only when
 * the first such move comes.
 *
 * <p>The footprint: the attack test on
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
 *       attacker's men, which never closed one). With {@code multiJump}, the first move lifting
 *       one has every attacker's chain walk taken and recorded as in {@code WALKED} mode (each
 *       ends without a hit: nothing gets past the closed pairs), and that move and the others
 *       lifting one are made and tested by walking again only the attackers whose walks they
 *       touch, after looking for single captures afresh; without it they are made and tested
 *       by {@link JumpingAttacks#attackedAfter}.
 *   <li><b>Walked</b>: the pairs are open but no capture takes the king. The single captures are
 *       read backwards from the king; a square they read empty can only be filled by a move,
 *       which never creates a single capture, so only the occupied squares count. With {@code
 *       multiJump} the chain search of every attacker ({@link JumpingMoves#chainHits}: a first try,
 *       then the static {@link Reach} if the search is large) is recorded square by square; an
 *       attacker ruled out by files and ranks ({@link JumpingMoves#apart}) records its own square
 *       alone, the only one that answer depends on. An
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
  private boolean multiJump;
  /** The rule set's moves, whose chain search the guard records. */
  private JumpingMoves moves;
  /** The rule set's attack test, whose single captures the guard records. */
  private JumpingAttacks attacks;
  /** Whether the flags have been taken for the current position. */
  private boolean ready;
  /** Whether the footprint has been taken for the current position (after the flags). */
  private boolean taken;
  /** The per-position flag sets, the first stage; and whether they proved the position. */
  private final AttackFlags flags = new AttackFlags();
  private boolean proven;
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
   * those read empty as a victim's or an approach's square ({@link JumpingMoves}' {@code atOpen}).
   * A square read empty only as a landing square can only be filled, which takes legs away and
   * adds none.
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
  /** The squares all walks of {@link #walkAll} read, and those they need. */
  private long walkRead0;
  private long walkRead1;
  private long walkNeed0;
  private long walkNeed1;
  /**
   * In {@code SHELTERED} mode: whether the attackers' walks were taken (at the first move lifting
   * a sheltering man), and whether they serve the moves (every walk ended without a hit).
   */
  private boolean shelterWalked;
  private boolean shelterWalks;

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
    this.multiJump = options.multiJump();
    this.moves = rules.moves();
    this.attacks = rules.attacks();
    this.flags.bind(board, multiJump);
    this.ready = false;
    this.legs = null;
    return this;
  }

  @Override
  public boolean keep(MutablePosition p, MoveBuffer buffer, int move) {
    if (!ready) {
      ready = true;
      taken = false;
      side = p.sideToMove();
      king = p.find(side, KING);
      proven = king >= 0 && flags.take(p, side, king);
    }
    if (king < 0) {
      return true;
    }
    int suspects = flags.suspects(buffer, move);
    if (suspects >= 0) {
      // AttackFlags' lemma: only the men of the suspect classes may take the king
      if (suspects != 0) {
        // a class whose pairs stay closed cannot take it
        suspects &= opened(p, flags.lift(), flags.landing());
      }
      return suspects == 0 || rules.keepsKingSafe(p, buffer, move, suspects);
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
    if (!multiJump && proven) {
      return rules.keepsKingSafe(p, buffer, move, (Chain) null); // the plain test is cheap
    }
    if (!taken) {
      taken = true;
      take(p);
    }
    boolean touched = (m0 & foot0) != 0 || (m1 & foot1) != 0;
    if (!touched && !plain) {
      return mode != ATTACKED;
    }
    if (!plain && mode == SHELTERED && multiJump && !shelterWalked) {
      // the first move lifting a sheltering man: the attackers' walks, recorded, serve the
      // others too (no chain takes the sheltered king, so every walk ends without a hit)
      shelterWalked = true;
      shelterWalks = !walkAll(p, side ^ 1);
    }
    if (!plain && (mode == WALKED || (mode == SHELTERED && shelterWalks))) {
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
   * an occupied square they read (in {@code WALKED} mode; no other change creates one), or it
   * lifts a sheltering man (in {@code SHELTERED} mode, where they were not looked for).
   */
  boolean recheckOnce() {
    return mode == SHELTERED || (once0 & moved0) != 0 || (once1 & moved1) != 0;
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

  /**
   * Takes the footprint of the attack test on the king of the side to move, and the flags (the
   * first stage of {@link #keep}, which takes the footprint only for a move the flags leave open).
   */
  void footprint(MutablePosition p) {
    ready = true;
    taken = true;
    side = p.sideToMove();
    king = p.find(side, KING);
    proven = king >= 0 && flags.take(p, side, king);
    if (king >= 0) {
      take(p);
    }
  }

  /** Whether the flags of the position proved the king safe from every chain (after a move). */
  boolean proven() {
    return proven;
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
      shelterWalked = false;
      shelterWalks = false;
      return;
    }
    clearRead();
    boolean once = attacks.attackedOnce(p, king, by, this);
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
    if (walkAll(p, by)) {
      mode = ATTACKED;
      foot0 = all0 | walkRead0;
      foot1 = all1 | walkRead1;
    } else {
      foot0 |= walkNeed0;
      foot1 |= walkNeed1;
    }
  }

  /**
   * Walks the chains of every man of {@code by} to the king, each walk recorded for {@link
   * #rewalk}, the squares read in {@link #walkRead0} and those needed in {@link #walkNeed0}.
   * Returns true at the first walk that takes the king.
   */
  private boolean walkAll(MutablePosition p, int by) {
    walkRead0 = 0L;
    walkRead1 = 0L;
    walkNeed0 = 0L;
    walkNeed1 = 0L;
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
      walkRead0 |= read0;
      walkRead1 |= read1;
      if (hit) {
        return true;
      }
      walk0[i] = need0;
      walk1[i] = need1;
      walker[s] = i;
      walkerStamp[s] = stamp;
      walkNeed0 |= need0;
      walkNeed1 |= need1;
    }
    return false;
  }

  /**
   * The classes (bit {@code type - 1}) whose legs over the king may use a pair of squares left
   * open by a move from {@code from} to {@code to} (see {@link #sheltered}), one that {@link
   * AttackFlags#suspects} answered for, so of one lift and one landing: a leg over the king passes
   * or stands on one square of its pair and lands on the other, and a man of the king's side on
   * either stays there through every chain.
   */
  private int opened(MutablePosition p, int from, int to) {
    // captured squares held enemy men, which close no pair either way
    int t = from == king ? to : king;
    int by = side ^ 1;
    int open = 0;
    int[] pairs = b.pairs;
    for (int i = b.pairStart[t], e = b.pairStart[t + 1]; i < e; i += 3) {
      if (!closedAfter(p, pairs[i], from, to, by) && !closedAfter(p, pairs[i + 1], from, to, by)) {
        open |= pairs[i + 2];
      }
    }
    return open;
  }

  /** Whether {@code sq} holds a man of the king's side after a move from {@code o} to {@code d}. */
  private static boolean closedAfter(MutablePosition p, int sq, int o, int d, int by) {
    return sq == d || (sq != o && !JumpingAttacks.open(p.at(sq), by));
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

  /**
   * The negation of {@link JumpingAttacks#reachable} for a target that is not a pawn: whether
   * every pair of squares a leg over {@code t} would use holds a man of {@code t}'s side. If so,
   * puts in the footprint every square that is the only such man of its pair.
   */
  private boolean sheltered(MutablePosition p, int t, int by) {
    int[] pairs = b.pairs;
    for (int i = b.pairStart[t], e = b.pairStart[t + 1]; i < e; i += 3) {
      int a = pairs[i];
      int l = pairs[i + 1];
      if (!closePair(p.at(a), a, p.at(l), l, by)) {
        return false;
      }
    }
    return true;
  }

  /** Whether a pair is closed; a square that closes it alone goes in the footprint. */
  private boolean closePair(int ca, int a, int cl, int l, int by) {
    boolean oa = JumpingAttacks.open(ca, by);
    boolean ol = JumpingAttacks.open(cl, by);
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

  /**
   * {@link JumpingMoves#chainHits} with this guard recording every square the search reads ({@link
   * #record}): the search is a deterministic function of those squares.
   */
  private boolean chainHits(MutablePosition p, int s, int target) {
    Chain c = Chain.get();
    c.recorder = this;
    try {
      return moves.chainHits(p, s, target);
    } finally {
      c.recorder = null;
    }
  }

  /**
   * Records a square an attack search read (called by {@link JumpingMoves} while this guard is
   * {@link Chain#recorder}, and by {@link JumpingAttacks#attackedOnce}), as needed ({@link #need0})
   * when {@code need}.
   */
  void record(int sq, boolean need) {
    mark(sq, need);
  }
}

package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.LegStack;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * Checkers movement on any geometry (R14-R16): men step and jump diagonally forward in their
 * current direction, kings in all four diagonals, flying kings along whole rays; jump sequences
 * with jumped pieces left on the board until the move ends; crowning; and the attack test of R22
 * (some jump sequence, obligations ignored, passes over a square). Jump sequences and the attack
 * test search each state (square, jumped set, orientation) once. Immutable; all working state is
 * in {@link Scratch}.
 */
final class CheckersKit {
  /** Type id of the checkers man. */
  static final int MAN = 7;
  /** Type id of the checkers king. */
  static final int KING = 8;

  /** The value of a chain state where sequences end under the obligation. */
  private static final int TERMINAL = 1;

  private static final int[] UP = {Geometry.NORTH_EAST, Geometry.NORTH_WEST};
  private static final int[] DOWN = {Geometry.SOUTH_EAST, Geometry.SOUTH_WEST};
  private static final int[] ALL = {
    Geometry.NORTH_EAST, Geometry.NORTH_WEST, Geometry.SOUTH_WEST, Geometry.SOUTH_EAST
  };

  private final boolean flying;
  private final int top;
  /**
   * For each square and each of the four diagonals through it, the two neighbours on that line
   * (index {@code 8 * square + 2 * i} and the next), or -1 for both when either is off the board.
   */
  private final int[] lines;
  /** The rank of each square. */
  private final int[] rankOf;
  /** {@link Geometry#step} and {@link Geometry#stepDirection} by {@code 8 * square + direction}. */
  private final int[] next;

  private final int[] nextDir;

  CheckersKit(Geometry geometry, boolean flying) {
    this.flying = flying;
    this.top = geometry.ranks() - 1;
    int n = geometry.squareCount();
    this.rankOf = new int[n];
    this.next = new int[8 * n];
    this.nextDir = new int[8 * n];
    for (int sq = 0; sq < n; sq++) {
      rankOf[sq] = geometry.rank(sq);
      for (int d = 0; d < 8; d++) {
        next[8 * sq + d] = geometry.step(sq, d);
        nextDir[8 * sq + d] = geometry.stepDirection(sq, d);
      }
    }
    this.lines = new int[8 * n];
    for (int sq = 0; sq < n; sq++) {
      for (int i = 0; i < 4; i++) {
        int a = geometry.step(sq, ALL[i]);
        int b = geometry.step(sq, Geometry.opposite(ALL[i]));
        boolean both = a >= 0 && b >= 0;
        lines[8 * sq + 2 * i] = both ? a : -1;
        lines[8 * sq + 2 * i + 1] = both ? b : -1;
      }
    }
  }

  private int step(int square, int direction) {
    return next[8 * square + direction];
  }

  private int stepDir(int square, int direction) {
    return nextDir[8 * square + direction];
  }

  /** Returns the forward direction (+1 up, -1 down) of a man or pawn code. */
  static int forward(int code) {
    int base = Pieces.side(code) == 0 ? 1 : -1;
    return Pieces.reversed(code) ? -base : base;
  }

  private static int[] dirs(int code) {
    if (Pieces.type(code) == MAN) {
      return forward(code) > 0 ? UP : DOWN;
    }
    return ALL;
  }

  /** Returns whether a man with code {@code code} standing on {@code sq} is on its crowning row. */
  boolean crowns(int sq, int code) {
    int r = rankOf[sq];
    return forward(code) > 0 ? r == top : r == 0;
  }

  private static int crowned(int code) {
    return Pieces.code(KING, Pieces.side(code));
  }

  private boolean flies(int code) {
    return flying && Pieces.type(code) == KING;
  }

  // ---------------------------------------------------------------- steps

  /** Writes the non-capturing moves of the checkers piece on {@code sq}. */
  void steps(MutablePosition p, int sq, MoveBuffer out) {
    int code = p.at(sq);
    if (flies(code)) {
      flyingSteps(p, sq, code, out);
      return;
    }
    boolean man = Pieces.type(code) == MAN;
    for (int d : dirs(code)) {
      int to = step(sq, d);
      if (to < 0 || p.at(to) != 0) {
        continue;
      }
      if (man) {
        int landed = stepDir(sq, d) != d ? Pieces.flipOrientation(code) : code;
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(sq, code);
        if (crowns(to, landed)) {
          out.land(to, crowned(code), Ops.AUTO);
        } else {
          out.land(to, landed);
        }
        out.end();
      } else {
        out.begin().lift(sq, code).land(to, code).end();
      }
    }
  }

  private void flyingSteps(MutablePosition p, int sq, int code, MoveBuffer out) {
    p.newMarks();
    for (int d0 : ALL) {
      int s = sq;
      int d = d0;
      while (true) {
        int nx = step(s, d);
        if (nx < 0 || nx == sq) {
          break;
        }
        d = stepDir(s, d);
        s = nx;
        if (p.at(s) != 0) {
          break;
        }
        if (!p.mark(s)) {
          out.begin().lift(sq, code).land(s, code).end();
        }
      }
    }
  }

  // ---------------------------------------------------------------- jumps

  /**
   * Writes the jump moves of the checkers piece on {@code origin}: under the obligation only
   * complete sequences (with the flying landing rule), otherwise every prefix.
   *
   * <p>With {@code byState} the sequences are searched by state: the square where the piece
   * stands, the set of jumped squares and the piece's orientation (a man turns round on a Möbius
   * board). The jumps from a state are followed in order of landing square, so the first
   * sequence to reach a state is its smallest (docs/notation.md) and a state is expanded once (a
   * later sequence that ends there is written as another route of its move): the
   * work grows with the number of states, not of sequences. That needs every jump from a state to
   * land on its own square, which holds unless captures are printed ({@code byState} is then
   * false and every sequence is followed). Each state or sequence step expanded is charged to
   * {@link MoveBuffer#spend}.
   *
   * @return whether the piece has a jump
   */
  boolean jumps(
      MutablePosition p, int origin, MoveBuffer out, boolean obligated, boolean byState,
      Scratch s) {
    int code = p.at(origin);
    s.begin(origin, code, obligated, out.size());
    if (!byState) {
      return dfs(p, origin, code, out, s, false);
    }
    s.legs.truncate(0);
    s.bits = null;
    dfs(p, origin, code, out, s, true); // the first jumps; most pieces have none
    int end = s.legs.size();
    if (end == 0) {
      return false;
    }
    s.states.start();
    s.bits = s.states.probe;
    java.util.Arrays.fill(s.bits, 0L);
    try {
      s.sortLegs(0);
      LegStack legs = s.legs;
      for (int i = 0; i < end; i++) {
        legByState(p, legs.victim(i), legs.extra(i), legs.landing(i), legs.tag(i), out, s);
      }
      return true;
    } finally {
      s.shrinkChains();
    }
  }

  /** Follows the jumps from the state of the sequence in {@code s}, by landing square. */
  private boolean expand(MutablePosition p, int cur, int code, MoveBuffer out, Scratch s) {
    int base = s.legs.size();
    dfs(p, cur, code, out, s, true);
    int end = s.legs.size();
    s.sortLegs(base);
    LegStack legs = s.legs;
    for (int i = base; i < end; i++) {
      legByState(p, legs.victim(i), legs.extra(i), legs.landing(i), legs.tag(i), out, s);
    }
    legs.truncate(base);
    return end > base;
  }

  private void legByState(
      MutablePosition p, int t, int v, int l, int code, MoveBuffer out, Scratch s) {
    s.push(t, v, l);
    boolean crowning = Pieces.type(code) == MAN && crowns(l, code);
    int key = l | (Pieces.reversed(code) ? 1 << 12 : 0) | (crowning ? 1 << 13 : 0);
    int found = s.states.find(key);
    if (found < 0) {
      s.states.add(found, key, 0);
      out.spend(1);
      if (crowning) {
        emit(out, s, crowned(code), Ops.AUTO);
      } else if (s.obligated) {
        if (!expand(p, l, code, out, s)) {
          emit(out, s, code, 0);
          s.states.setValue(s.states.find(key), TERMINAL);
        }
      } else {
        emit(out, s, code, 0);
        expand(p, l, code, out, s);
      }
    } else if (crowning || !s.obligated || s.states.value(found) == TERMINAL) {
      // reached before by a smaller sequence: written as another route of its move only
      emit(out, s, crowning ? crowned(code) : code, crowning ? Ops.AUTO : 0);
    }
    s.pop();
  }

  /**
   * Finds the jumps from {@code cur}: with {@code collect} pushes them on the leg stack of {@code
   * s}, otherwise follows each at once (every sequence).
   */
  private boolean dfs(
      MutablePosition p, int cur, int code, MoveBuffer out, Scratch s, boolean collect) {
    boolean any = false;
    boolean fly = flies(code);
    for (int d : dirs(code)) {
      if (fly) {
        any |= flyingLeg(p, cur, d, code, out, s, collect);
        continue;
      }
      int t = step(cur, d);
      if (t < 0 || t == s.origin) {
        continue;
      }
      int v = p.at(t);
      if (v == 0 || Pieces.side(v) == s.side || s.jumped(t)) {
        continue;
      }
      int d1 = stepDir(cur, d);
      int l = step(t, d1);
      if (l < 0 || (l != s.origin && p.at(l) != 0)) {
        continue;
      }
      int nc = code;
      if (Pieces.type(code) == MAN && Geometry.dy(stepDir(t, d1)) != Geometry.dy(d)) {
        nc = Pieces.flipOrientation(code);
      }
      any = true;
      if (collect) {
        s.pushLeg(t, v, l, nc);
      } else {
        leg(p, t, v, l, nc, out, s);
      }
    }
    return any;
  }

  private void leg(MutablePosition p, int t, int v, int l, int code, MoveBuffer out, Scratch s) {
    out.spend(1);
    s.push(t, v, l);
    if (Pieces.type(code) == MAN && crowns(l, code)) {
      emit(out, s, crowned(code), Ops.AUTO);
    } else if (s.obligated) {
      if (!dfs(p, l, code, out, s, false)) {
        emit(out, s, code, 0);
      }
    } else {
      emit(out, s, code, 0);
      dfs(p, l, code, out, s, false);
    }
    s.pop();
  }

  /** One flying capture leg along direction {@code d0} from {@code cur}. */
  private boolean flyingLeg(
      MutablePosition p, int cur, int d0, int code, MoveBuffer out, Scratch s, boolean collect) {
    int sq = cur;
    int dir = d0;
    int victim;
    while (true) {
      int nx = step(sq, dir);
      if (nx < 0 || nx == cur) {
        return false;
      }
      dir = stepDir(sq, dir);
      sq = nx;
      if (sq == s.origin) {
        continue;
      }
      int v = p.at(sq);
      if (v == 0) {
        continue;
      }
      if (Pieces.side(v) == s.side || s.jumped(sq)) {
        return false;
      }
      victim = sq;
      break;
    }
    int vcode = p.at(victim);
    boolean found = false;
    boolean restrict = false;
    for (int pass = s.obligated ? 0 : 1; pass < 2; pass++) {
      int l = victim;
      int ld = dir;
      while (true) {
        int nx = step(l, ld);
        if (nx < 0 || nx == cur) {
          break;
        }
        ld = stepDir(l, ld);
        l = nx;
        if (l != s.origin && p.at(l) != 0) {
          break;
        }
        if (pass == 0) {
          if (canJumpAfter(p, victim, vcode, l, code, s)) {
            restrict = true;
            break;
          }
        } else {
          if (restrict && !canJumpAfter(p, victim, vcode, l, code, s)) {
            continue;
          }
          found = true;
          if (collect) {
            s.pushLeg(victim, vcode, l, code);
          } else {
            leg(p, victim, vcode, l, code, out, s);
          }
        }
      }
    }
    return found;
  }

  private boolean canJumpAfter(
      MutablePosition p, int victim, int vcode, int l, int code, Scratch s) {
    s.push(victim, vcode, l);
    boolean r = canJump(p, l, code, s);
    s.pop();
    return r;
  }

  /** Returns whether the mover standing on {@code cur} has a further jump. */
  private boolean canJump(MutablePosition p, int cur, int code, Scratch s) {
    boolean fly = flies(code);
    for (int d : dirs(code)) {
      int sq = cur;
      int dir = d;
      while (true) {
        int nx = step(sq, dir);
        if (nx < 0 || nx == cur) {
          break;
        }
        dir = stepDir(sq, dir);
        sq = nx;
        int v = sq == s.origin ? 0 : p.at(sq);
        if (v == 0) {
          if (fly) {
            continue;
          }
          break;
        }
        if (Pieces.side(v) == s.side || s.jumped(sq)) {
          break;
        }
        int l = step(sq, dir);
        if (l >= 0 && (!fly || l != cur) && (l == s.origin || p.at(l) == 0)) {
          return true;
        }
        break;
      }
    }
    return false;
  }

  private void emit(MoveBuffer out, Scratch s, int finalCode, int landFlags) {
    int k = s.depth;
    if (k == 1 && flying && duplicateSingle(out, s, finalCode, landFlags)) {
      return;
    }
    out.begin().lift(s.origin, s.startCode);
    for (int i = 0; i < k; i++) {
      out.capture(s.vict[i], s.victCode[i], Ops.IMPLIED);
      if (i < k - 1) {
        out.via(s.land[i]);
      }
    }
    out.land(s.land[k - 1], finalCode, landFlags).end();
  }

  /** Whether the one-jump move about to be written was already written (merged routes). */
  private static boolean duplicateSingle(MoveBuffer out, Scratch s, int finalCode, int flags) {
    int lift = Ops.of(Ops.LIFT, s.origin, s.startCode, 0);
    int cap = Ops.of(Ops.CAPTURE, s.vict[0], s.victCode[0], Ops.IMPLIED);
    int land = Ops.of(Ops.LAND, s.land[0], finalCode, flags);
    for (int m = s.firstMove, n = out.size(); m < n; m++) {
      int st = out.start(m);
      if (out.end(m) - st == 3
          && out.opAt(st) == lift
          && out.opAt(st + 1) == cap
          && out.opAt(st + 2) == land) {
        return true;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- single moves

  /**
   * Pushes on the leg stack of {@code s} the jumps {@link #jumps} follows from {@code cur} for the
   * sequence in {@code s} (the flying landing rule included), as victim square, victim code,
   * landing square and the mover's code after the leg, in the order found.
   *
   * @return whether there is one
   */
  boolean collectLegs(MutablePosition p, int cur, int code, Scratch s) {
    return dfs(p, cur, code, null, s, true);
  }

  /**
   * Returns whether the checkers piece on {@code sq} has a jump: the first leg of a sequence,
   * found as {@link #jumps} would find it (an existence query for the capture obligation).
   */
  boolean hasJump(MutablePosition p, int sq, Scratch s) {
    int code = p.at(sq);
    s.origin = sq;
    s.side = Pieces.side(code);
    s.depth = 0;
    s.bits = null;
    return canJump(p, sq, code, s);
  }

  /**
   * Writes the jump sequence of the piece on {@code origin} through the landing squares {@code
   * route} if it is a physical route of a legal jump move: every leg one that {@link #jumps} would
   * follow from where the piece then stands (the flying landing rule included), crowning only on
   * the last landing, and under the obligation no jump left at its end. Needs every jump from a
   * square to land on its own square (no printed captures), as the search by state does. Each leg
   * is charged to {@link MoveBuffer#spend}.
   *
   * @param victims set to the squares the route jumps, as a bit set, when it is written
   * @return the piece's code at the end of the route (a crowned man's is a king's), or 0 when the
   *     route is no route of a legal move and nothing is written
   */
  int followRoute(
      MutablePosition p, int origin, int[] route, boolean obligated, MoveBuffer out, Scratch s,
      long[] victims) {
    int code = p.at(origin);
    s.begin(origin, code, obligated, out.size());
    s.bits = null;
    s.legs.truncate(0);
    try {
      int cur = origin;
      for (int i = 0; i < route.length; i++) {
        if (i > 0 && Pieces.type(code) == MAN && crowns(cur, code)) {
          return 0; // crowning ended the move
        }
        out.spend(1);
        dfs(p, cur, code, out, s, true);
        int found = -1;
        for (int j = 0; j < s.legs.size(); j++) {
          if (s.legs.landing(j) == route[i]) {
            found = j;
          }
        }
        if (found < 0) {
          return 0;
        }
        int v = s.legs.victim(found);
        int vcode = s.legs.extra(found);
        code = s.legs.tag(found);
        s.legs.truncate(0);
        s.push(v, vcode, route[i]);
        cur = route[i];
      }
      boolean crowning = Pieces.type(code) == MAN && crowns(cur, code);
      if (!crowning && obligated && dfs(p, cur, code, out, s, true)) {
        return 0; // a jump is left: the sequence must go on
      }
      int last = crowning ? crowned(code) : code;
      emit(out, s, last, crowning ? Ops.AUTO : 0);
      for (int i = 0; i < s.depth; i++) {
        Scratch.set(victims, s.vict[i]);
      }
      return last;
    } finally {
      s.legs.truncate(0);
      s.depth = 0;
    }
  }

  /**
   * Writes the smallest route (docs/notation.md) of the jump move of the piece on {@code origin}
   * that jumps exactly the squares of {@code victims} ({@code count} of them) and ends on {@code
   * target} as {@code last}: a search by state as {@link #jumps} makes it, following only the
   * jumps over those squares, so that the first route to reach the move's end is its smallest.
   * The move is known to be legal ({@link #followRoute} wrote a route of it). Each state is
   * charged to {@link MoveBuffer#spend}.
   */
  void smallestRoute(
      MutablePosition p, int origin, long[] victims, int count, int target, int last,
      boolean obligated, MoveBuffer out, Scratch s) {
    int code = p.at(origin);
    s.begin(origin, code, obligated, out.size());
    s.legs.truncate(0);
    s.states.start();
    s.bits = s.states.probe;
    java.util.Arrays.fill(s.bits, 0L);
    try {
      restricted(p, origin, code, victims, count, target, last, out, s);
    } finally {
      s.depth = 0;
      s.shrinkChains();
    }
  }

  private boolean restricted(
      MutablePosition p, int cur, int code, long[] victims, int count, int target, int last,
      MoveBuffer out, Scratch s) {
    int base = s.legs.size();
    dfs(p, cur, code, out, s, true);
    int end = s.legs.size();
    s.sortLegs(base);
    try {
      for (int i = base; i < end; i++) {
        int v = s.legs.victim(i);
        if ((victims[v >>> 6] & (1L << v)) == 0) {
          continue;
        }
        int l = s.legs.landing(i);
        int nc = s.legs.tag(i);
        boolean crowning = Pieces.type(nc) == MAN && crowns(l, nc);
        s.push(v, s.legs.extra(i), l);
        try {
          if (s.depth == count) {
            if (l == target && (crowning ? crowned(nc) : nc) == last) {
              emit(out, s, last, crowning ? Ops.AUTO : 0);
              return true;
            }
            continue;
          }
          if (crowning) {
            continue; // the move ends here, short of the victims
          }
          int key = l | (Pieces.reversed(nc) ? 1 << 12 : 0);
          int found = s.states.find(key);
          if (found >= 0) {
            continue; // searched before without reaching the move's end
          }
          s.states.add(found, key, 0);
          out.spend(1);
          if (restricted(p, l, nc, victims, count, target, last, out, s)) {
            return true;
          }
        } finally {
          s.pop();
        }
      }
      return false;
    } finally {
      s.legs.truncate(base);
    }
  }

  // ---------------------------------------------------------------- attack

  /**
   * Returns whether the piece on {@code target} could be jumped by some jump sequence of {@code
   * bySide}'s checkers pieces (R22: any length, continuation optional, any landing square).
   */
  boolean attacks(MutablePosition p, int target, int bySide, Scratch s) {
    if (!lineOpen(p, target, bySide)) {
      return false;
    }
    for (int i = 0, n = p.pieceCount(bySide); i < n; i++) {
      int sq = p.pieceSquare(bySide, i);
      int code = p.at(sq);
      int type = Pieces.type(code);
      if (type != MAN && type != KING) {
        continue;
      }
      s.aorigin = sq;
      s.aside = bySide;
      s.adepth = 0;
      s.astates.start();
      java.util.Arrays.fill(s.abits, 0L);
      if (reach(p, sq, code, target, s)) {
        return true;
      }
    }
    return false;
  }

  /**
   * A quick necessary condition: some diagonal line through the target has a square on one side
   * where a jumper can stand and, on the other, an empty square or one of the jumper's side (a
   * sequence may land on its own origin).
   */
  boolean lineOpen(MutablePosition p, int target, int bySide) {
    for (int i = 8 * target, e = i + 8; i < e; i += 2) {
      int a = lines[i];
      if (a < 0) {
        continue;
      }
      int av = p.at(a);
      int bv = p.at(lines[i + 1]);
      if ((av == 0 || Pieces.side(av) == bySide)
          && (bv == 0 || Pieces.side(bv) == bySide)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Starts a new round of marks and marks the squares {@link #lineOpen} reads for {@code target}.
   */
  void markLines(MutablePosition p, int target) {
    p.newMarks();
    for (int i = 8 * target, e = i + 8; i < e; i++) {
      if (lines[i] >= 0) {
        p.mark(lines[i]);
      }
    }
  }

  /**
   * The condition of {@link #lineOpen} as it would be after a move of the other side that empties
   * {@code from} and {@code cap} (-1 for none) and puts one of its pieces on {@code to}, without
   * making the move. When this is false, {@link #attacks} would be false after the move.
   */
  boolean lineOpenAfter(MutablePosition p, int target, int bySide, int from, int to, int cap) {
    for (int i = 8 * target, e = i + 8; i < e; i += 2) {
      int a = lines[i];
      if (a < 0) {
        continue;
      }
      int b = lines[i + 1];
      if (a == to || b == to) {
        continue; // the mover stands there: neither empty nor the attacker's
      }
      int av = a == from || a == cap ? 0 : p.at(a);
      int bv = b == from || b == cap ? 0 : p.at(b);
      if ((av == 0 || Pieces.side(av) == bySide)
          && (bv == 0 || Pieces.side(bv) == bySide)) {
        return true;
      }
    }
    return false;
  }

  private boolean reach(MutablePosition p, int cur, int code, int target, Scratch s) {
    p.spend(1); // bounded search (Limits.chainStates)
    boolean fly = flies(code);
    for (int d : dirs(code)) {
      int sq = cur;
      int dir = d;
      int victim = -1;
      while (true) {
        int nx = step(sq, dir);
        if (nx < 0 || nx == cur) {
          break;
        }
        dir = stepDir(sq, dir);
        sq = nx;
        int v = sq == s.aorigin ? 0 : p.at(sq);
        if (v == 0) {
          if (fly) {
            continue;
          }
          break;
        }
        if (Pieces.side(v) != s.aside && !s.attackJumped(sq)) {
          victim = sq;
        }
        break;
      }
      if (victim < 0) {
        continue;
      }
      int l = victim;
      int ld = dir;
      while (true) {
        int nx = step(l, ld);
        if (nx < 0 || (fly && nx == cur)) {
          break;
        }
        int nd = stepDir(l, ld);
        if (nx != s.aorigin && p.at(nx) != 0) {
          break;
        }
        if (victim == target) {
          return true;
        }
        int nc = code;
        if (Pieces.type(code) == MAN && Geometry.dy(nd) != Geometry.dy(d)) {
          nc = Pieces.flipOrientation(code);
        }
        if (Pieces.type(nc) != MAN || !crowns(nx, nc)) {
          Scratch.set(s.abits, victim);
          int key = nx | (Pieces.reversed(nc) ? 1 << 12 : 0);
          int found = s.astates.find(key);
          boolean r = false;
          if (found < 0) {
            // a state reached before was searched then without reaching the target
            s.astates.add(found, key, 0);
            s.avict[s.adepth++] = victim;
            r = reach(p, nx, nc, target, s);
            s.adepth--;
          }
          Scratch.clear(s.abits, victim);
          if (r) {
            return true;
          }
        }
        if (!fly) {
          break;
        }
        ld = nd;
        l = nx;
      }
    }
    return false;
  }
}

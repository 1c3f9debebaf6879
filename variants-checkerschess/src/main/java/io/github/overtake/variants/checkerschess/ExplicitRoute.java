package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.spi.LegStack;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * The jump moves a text's route names on the boards whose moves may print their capture lists
 * ({@link ExplicitCaptures}: wrapped boards 4 files wide or with flying kings), found without
 * following every sequence of the piece. There two jumps from one square may land on one square
 * over different pieces (a fork), so a route of landing squares may be the route of several
 * moves.
 *
 * <p>The route is followed leg by leg, every leg that lands on the route's next square taken in
 * turn: that gives exactly the sequences of the listing with those landing squares, and so every
 * move the route names. {@link ExplicitCaptures#copy} prints a move's captures when some route of
 * it has the landing squares of a sequence of another move, which needs a fork on that route.
 * Three tests decide it, from the cheapest: without a fork among the piece's static legs (from
 * every square its legs can reach, nothing jumped barred) nothing prints, and the move's smallest
 * route comes from the search by state over its victims ({@link CheckersKit#smallestRoute});
 * without a fork on a route of the move (a search by state over its victims) nothing prints
 * either, and its smallest route is the walk through live states by smallest landing square;
 * otherwise every route of the move is written, and those with a fork are followed again by their
 * landing squares as the text's route was. The work is that of the moves the route names, not of
 * the piece's tree; each step is charged to the call's budget. Immutable; the working state is the
 * caller's {@link Scratch}.
 */
final class ExplicitRoute {
  private final CheckersKit kit;
  private final int squares;
  private final int words;

  ExplicitRoute(CheckersKit kit, int squares) {
    this.kit = kit;
    this.squares = squares;
    this.words = (squares + 63) >>> 6;
  }

  /**
   * Writes every legal jump move of the piece on {@code origin} that has {@code route} (landing
   * squares, at least one) as a route, with every route of each, captures printed as the listing
   * prints them.
   */
  void write(
      MutablePosition p, int origin, int[] route, boolean obligated, MoveBuffer out, Scratch s) {
    int code = p.at(origin);
    MoveBuffer named = new MoveBuffer();
    named.limitAs(out);
    follow(p, origin, code, route, obligated, named, s);
    int n = named.size();
    if (n == 0) {
      return;
    }
    if (!mayFork(p, origin, code, out, s)) {
      // the route is the only sequence with its landing squares, and so is every other route:
      // one move, printed without captures, its smallest route found by the search by state
      for (int r = 0; r < n; r++) {
        ExplicitCaptures.copyRoute(named, r, out, false);
      }
      Named m = new Named(words, named, 0);
      kit.smallestRoute(p, origin, m.victims, m.count, m.target, m.last, obligated, out, s);
      return;
    }
    boolean mixed = false; // the route names two moves: both print their captures
    for (int i = 1; i < n && !mixed; i++) {
      mixed = !named.sameIdentity(0, i);
    }
    int[] first = new int[n];
    named.firstOfIdentity(first);
    MoveBuffer all = new MoveBuffer();
    MoveBuffer probe = new MoveBuffer();
    for (int i = 0; i < n; i++) {
      if (first[i] != i) {
        continue; // another route of a move already written
      }
      Named m = new Named(words, named, i);
      if (!forksLive(p, origin, code, m, obligated, out, s)) {
        // no route of the move shares its landing squares with another sequence: nothing
        // printed; the routes the text names and the move's smallest
        for (int r = i; r < n; r++) {
          if (first[r] == i) {
            ExplicitCaptures.copyRoute(named, r, out, false);
          }
        }
        smallest(p, origin, code, m, obligated, out, s);
        continue;
      }
      s.shrinkChains();
      all.limitAs(out);
      s.begin(origin, code, obligated, 0);
      s.bits = null;
      int top = s.legs.size();
      try {
        routesOf(p, origin, code, m, false, all, s);
      } finally {
        s.legs.truncate(top);
        s.depth = 0;
      }
      boolean explicit = mixed;
      for (int k = 0; k < m.forks && !explicit; k++) {
        explicit = sharesLandings(p, origin, code, all, m.forked[k], obligated, probe, out, s);
      }
      for (int r = 0; r < all.size(); r++) {
        ExplicitCaptures.copyRoute(all, r, out, explicit);
      }
    }
  }

  /** One move's victims and end, and the routes of it found with a fork. */
  private static final class Named {
    final long[] victims;
    final int count;
    final int target;
    final int last;
    int[] forked = new int[4];
    int forks;
    /** Whether a route of the move has a fork (see {@link ExplicitRoute#forksLive}). */
    boolean forkLive;

    Named(int words, MoveBuffer b, int move) {
      victims = new long[words];
      int c = 0;
      int t = -1;
      int l = 0;
      for (int k = b.start(move), e = b.end(move); k < e; k++) {
        int op = b.opAt(k);
        if (Ops.opcode(op) == Ops.CAPTURE) {
          Scratch.set(victims, Ops.square(op));
          c++;
        } else if (Ops.opcode(op) == Ops.LAND) {
          t = Ops.square(op);
          l = Ops.piece(op);
        }
      }
      count = c;
      target = t;
      last = l;
    }

    void fork(int route) {
      if (forks == forked.length) {
        forked = java.util.Arrays.copyOf(forked, forks * 2);
      }
      forked[forks++] = route;
    }
  }

  /**
   * Whether a fork is possible anywhere the piece can stand during a sequence, by its static legs:
   * from each square (and orientation) that legs from the origin reach when nothing jumped is
   * barred or counted and every landing beyond a victim is allowed, the legs are tested for two
   * that land on one square over different pieces or turned differently. A leg of a real sequence
   * is such a static leg (a jumped piece only rules legs out, the flying landing rule only
   * narrows the landings), so without a static fork no sequence of the piece has a fork. Each
   * square walked is charged.
   */
  private boolean mayFork(
      MutablePosition p, int origin, int code, MoveBuffer out, Scratch s) {
    s.begin(origin, code, false, 0); // not obligated: every landing beyond a victim
    s.bits = null;
    int[] squareAt = new int[2 * squares];
    int[] codeAt = new int[2 * squares];
    boolean[] seen = new boolean[2 * squares];
    int tail = 0;
    squareAt[tail] = origin;
    codeAt[tail++] = code;
    seen[2 * origin + (Pieces.reversed(code) ? 1 : 0)] = true;
    LegStack legs = s.legs;
    int top = legs.size();
    try {
      for (int head = 0; head < tail; head++) {
        out.spend(1);
        legs.truncate(top);
        kit.collectLegs(p, squareAt[head], codeAt[head], s);
        int end = legs.size();
        for (int j = top; j < end; j++) {
          if (forks(legs, top, end, j)) {
            return true;
          }
          int l = legs.landing(j);
          int t = legs.tag(j);
          int k = 2 * l + (Pieces.reversed(t) ? 1 : 0);
          if (!seen[k] && !(Pieces.type(t) == CheckersKit.MAN && kit.crowns(l, t))) {
            seen[k] = true;
            squareAt[tail] = l;
            codeAt[tail++] = t;
          }
        }
      }
      return false;
    } finally {
      legs.truncate(top);
    }
  }

  /** A state of the move's search from which its end is reached. */
  private static final int LIVE = 2;

  /**
   * Whether some route of the move has a fork: a search by state (square, jumped set, orientation)
   * that jumps only the move's victims marks the states from which its end is reached, each state
   * expanded once and charged, and looks at the legs between such states. The marks stay in the
   * state table of {@code s} for {@link #smallest}.
   */
  private boolean forksLive(
      MutablePosition p, int origin, int code, Named m, boolean obligated, MoveBuffer out,
      Scratch s) {
    s.begin(origin, code, obligated, 0);
    s.states.start();
    s.bits = s.states.probe;
    java.util.Arrays.fill(s.bits, 0L);
    int top = s.legs.size();
    try {
      live(p, origin, code, m, out, s);
      return m.forkLive;
    } finally {
      s.legs.truncate(top);
      s.depth = 0;
    }
  }

  private static int key(int sq, int code) {
    return sq | (Pieces.reversed(code) ? 1 << 12 : 0);
  }

  /** Whether the move's end is reached from the state of {@code s} on {@code cur}. */
  private boolean live(
      MutablePosition p, int cur, int code, Named m, MoveBuffer out, Scratch s) {
    boolean crowning = Pieces.type(code) == CheckersKit.MAN && kit.crowns(cur, code);
    if (s.depth == m.count) {
      return cur == m.target
          && (crowning ? Pieces.code(CheckersKit.KING, s.side) : code) == m.last;
    }
    if (s.depth > 0 && crowning) {
      return false; // crowning ended the move, short of its victims
    }
    int found = s.states.find(key(cur, code));
    if (found >= 0) {
      return s.states.value(found) == LIVE;
    }
    s.states.add(found, key(cur, code), 0);
    out.spend(1);
    LegStack legs = s.legs;
    int base = legs.size();
    kit.collectLegs(p, cur, code, s);
    int end = legs.size();
    boolean any = false;
    for (int j = base; j < end; j++) {
      int v = legs.victim(j);
      if ((m.victims[v >>> 6] & (1L << v)) == 0 || repeats(legs, base, j)) {
        continue;
      }
      int l = legs.landing(j);
      s.push(v, legs.extra(j), l);
      boolean child = live(p, l, legs.tag(j), m, out, s);
      s.pop();
      if (child) {
        any = true;
        m.forkLive |= forks(legs, base, end, j);
      }
    }
    legs.truncate(base);
    if (any) {
      s.states.setValue(s.states.find(key(cur, code)), LIVE);
    }
    return any;
  }

  /**
   * Writes the move's smallest route when no route of it has a fork: from each state the live leg
   * with the smallest landing square ({@link #forksLive} marked the states), no two of which land
   * on one square.
   */
  private void smallest(
      MutablePosition p, int origin, int code, Named m, boolean obligated, MoveBuffer out,
      Scratch s) {
    s.begin(origin, code, obligated, 0);
    s.bits = s.states.probe;
    java.util.Arrays.fill(s.bits, 0L);
    LegStack legs = s.legs;
    int top = legs.size();
    try {
      int cur = origin;
      while (s.depth < m.count) {
        out.spend(1);
        legs.truncate(top);
        kit.collectLegs(p, cur, code, s);
        int best = -1;
        for (int j = top; j < legs.size(); j++) {
          int v = legs.victim(j);
          if ((m.victims[v >>> 6] & (1L << v)) == 0
              || (best >= 0 && legs.landing(j) >= legs.landing(best))) {
            continue;
          }
          s.push(v, legs.extra(j), legs.landing(j));
          boolean child = live(p, legs.landing(j), legs.tag(j), m, out, s);
          s.pop();
          if (child) {
            best = j;
          }
        }
        if (best < 0) {
          throw new IllegalStateException("no route of a legal move"); // a broken invariant
        }
        cur = legs.landing(best);
        code = legs.tag(best);
        s.push(legs.victim(best), legs.extra(best), cur);
      }
      boolean crowning = Pieces.type(code) == CheckersKit.MAN && kit.crowns(cur, code);
      emit(out, s, code, crowning);
    } finally {
      legs.truncate(top);
      s.depth = 0;
      s.shrinkChains();
    }
  }

  /**
   * Whether route {@code r} of {@code all} has the landing squares of a sequence of another move:
   * its landing squares followed as a text's route is, into {@code probe}.
   */
  private boolean sharesLandings(
      MutablePosition p, int origin, int code, MoveBuffer all, int r, boolean obligated,
      MoveBuffer probe, MoveBuffer out, Scratch s) {
    int n = 0;
    for (int k = all.start(r), e = all.end(r); k < e; k++) {
      int c = Ops.opcode(all.opAt(k));
      n += c == Ops.VIA || c == Ops.LAND ? 1 : 0;
    }
    int[] landings = new int[n];
    n = 0;
    for (int k = all.start(r), e = all.end(r); k < e; k++) {
      int op = all.opAt(k);
      int c = Ops.opcode(op);
      if (c == Ops.VIA || c == Ops.LAND) {
        landings[n++] = Ops.square(op);
      }
    }
    probe.limitAs(out);
    probe.copyFrom(all, r);
    follow(p, origin, code, landings, obligated, probe, s);
    for (int k = 1; k < probe.size(); k++) {
      if (!probe.sameIdentity(0, k)) {
        return true;
      }
    }
    return false;
  }

  /** Writes the listing's sequences of the piece on {@code origin} with these landing squares. */
  private void follow(
      MutablePosition p, int origin, int code, int[] route, boolean obligated, MoveBuffer out,
      Scratch s) {
    s.begin(origin, code, obligated, 0);
    s.bits = null;
    int top = s.legs.size();
    try {
      along(p, origin, code, route, 0, out, s);
    } finally {
      s.legs.truncate(top);
      s.depth = 0;
    }
  }

  private void along(
      MutablePosition p, int cur, int code, int[] route, int i, MoveBuffer out, Scratch s) {
    boolean crowning = Pieces.type(code) == CheckersKit.MAN && kit.crowns(cur, code);
    if (i == route.length) {
      if (!crowning && s.obligated && goesOn(p, cur, code, s)) {
        return; // the sequence must go on
      }
      emit(out, s, code, crowning);
      return;
    }
    if (i > 0 && crowning) {
      return; // crowning ended the move
    }
    out.spend(1);
    LegStack legs = s.legs;
    int base = legs.size();
    kit.collectLegs(p, cur, code, s);
    int end = legs.size();
    for (int j = base; j < end; j++) {
      if (legs.landing(j) != route[i] || repeats(legs, base, j)) {
        continue;
      }
      s.push(legs.victim(j), legs.extra(j), route[i]);
      along(p, route[i], legs.tag(j), route, i + 1, out, s);
      s.pop();
    }
    legs.truncate(base);
  }

  /**
   * Writes every sequence of the piece that jumps exactly the move's victims and ends as it does,
   * noting those with a fork.
   */
  private void routesOf(
      MutablePosition p, int cur, int code, Named m, boolean forked, MoveBuffer out, Scratch s) {
    boolean crowning = Pieces.type(code) == CheckersKit.MAN && kit.crowns(cur, code);
    if (s.depth == m.count) {
      int fin = crowning ? Pieces.code(CheckersKit.KING, s.side) : code;
      if (cur == m.target && fin == m.last) {
        if (forked) {
          m.fork(out.size());
        }
        emit(out, s, code, crowning);
      }
      return;
    }
    if (s.depth > 0 && crowning) {
      return; // crowning ended the move, short of its victims
    }
    out.spend(1);
    LegStack legs = s.legs;
    int base = legs.size();
    kit.collectLegs(p, cur, code, s);
    int end = legs.size();
    for (int j = base; j < end; j++) {
      int v = legs.victim(j);
      if ((m.victims[v >>> 6] & (1L << v)) == 0 || repeats(legs, base, j)) {
        continue;
      }
      boolean fork = forked || forks(legs, base, end, j);
      int l = legs.landing(j);
      s.push(v, legs.extra(j), l);
      routesOf(p, l, legs.tag(j), m, fork, out, s);
      s.pop();
    }
    legs.truncate(base);
  }

  /** Whether the mover standing on {@code cur} has a further jump. */
  private boolean goesOn(MutablePosition p, int cur, int code, Scratch s) {
    int base = s.legs.size();
    boolean more = kit.collectLegs(p, cur, code, s);
    s.legs.truncate(base);
    return more;
  }

  /** Whether an earlier leg of the state is the same jump (reached along two lines). */
  private static boolean repeats(LegStack legs, int base, int j) {
    for (int k = base; k < j; k++) {
      if (legs.landing(k) == legs.landing(j)
          && legs.victim(k) == legs.victim(j)
          && legs.tag(k) == legs.tag(j)) {
        return true;
      }
    }
    return false;
  }

  /** Whether another leg of the state lands where leg {@code j} does over another piece or turned. */
  private static boolean forks(LegStack legs, int base, int end, int j) {
    for (int k = base; k < end; k++) {
      if (legs.landing(k) == legs.landing(j)
          && (legs.victim(k) != legs.victim(j) || legs.tag(k) != legs.tag(j))) {
        return true;
      }
    }
    return false;
  }

  /** Writes the sequence in {@code s} as {@link CheckersKit} writes it, captures implied. */
  private static void emit(MoveBuffer out, Scratch s, int code, boolean crowning) {
    int k = s.depth;
    out.begin().lift(s.origin, s.startCode);
    for (int i = 0; i < k; i++) {
      out.capture(s.vict[i], s.victCode[i], Ops.IMPLIED);
      if (i < k - 1) {
        out.via(s.land[i]);
      }
    }
    if (crowning) {
      out.land(s.land[k - 1], Pieces.code(CheckersKit.KING, s.side), Ops.AUTO);
    } else {
      out.land(s.land[k - 1], code, 0);
    }
    out.end();
  }
}

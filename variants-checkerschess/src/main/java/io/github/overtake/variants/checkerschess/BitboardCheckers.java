package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.geometry.Topology;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * The bitboard fast path of a checkers army on a flat square board of at most 64 squares
 * (English draughts and the checkers armies of checkers-chess up to 8x8), without flying kings.
 * Square {@code sq} is bit {@code sq}. It writes the same moves, with the same ops and in the same
 * order, as {@link CheckersKit} does for {@link CheckersChessRules} (jumps of each piece in piece
 * list order, complete capture chains under the obligation and every prefix without it, then the
 * steps), and counts them without writing when the side has no jump. It declines (returns
 * {@link #DECLINED} or false) a position whose side to move has a piece other than an unmarked man
 * or crowned king; the general path then answers. Immutable; the chain state of a call lives in a
 * per-thread {@link Chain}.
 */
final class BitboardCheckers {
  /** Returned by {@link #count} when the position is outside the fast path. */
  static final int DECLINED = -1;

  private static final int MAN = CheckersKit.MAN;
  private static final int KING = CheckersKit.KING;

  /** Direction indices into {@link #step}: north-east, north-west, south-west, south-east. */
  private static final int[] DIRECTIONS = {
    Geometry.NORTH_EAST, Geometry.NORTH_WEST, Geometry.SOUTH_WEST, Geometry.SOUTH_EAST
  };

  /** The kit's direction orders: a White man, a Black man, a king (indices of DIRECTIONS). */
  private static final int[][] ORDER = {{0, 1}, {3, 2}, {0, 1, 2, 3}};

  private static final ThreadLocal<Chain> CHAIN = ThreadLocal.withInitial(Chain::new);

  final int files;
  final int top;
  final long board;
  final long notFirstFile;
  final long notLastFile;

  /** The neighbour of each square in each direction of {@link #DIRECTIONS}, or -1. */
  final int[][] step = new int[4][];

  private BitboardCheckers(Geometry g) {
    this.files = g.files();
    this.top = g.ranks() - 1;
    int n = g.squareCount();
    this.board = n == 64 ? -1L : (1L << n) - 1;
    long first = 0;
    long last = 0;
    for (int sq = 0; sq < n; sq++) {
      first |= g.file(sq) == 0 ? 1L << sq : 0;
      last |= g.file(sq) == files - 1 ? 1L << sq : 0;
    }
    this.notFirstFile = board & ~first;
    this.notLastFile = board & ~last;
    for (int d = 0; d < 4; d++) {
      step[d] = new int[n];
      for (int sq = 0; sq < n; sq++) {
        step[d][sq] = g.step(sq, DIRECTIONS[d]);
      }
    }
  }

  /**
   * Returns the fast path for a board, or null when it does not apply: a board other than a flat
   * square one of at most 64 squares, or flying kings.
   *
   * @param g the board
   * @param flyingKings whether checkers kings fly
   * @return the fast path, or null
   */
  static BitboardCheckers of(Geometry g, boolean flyingKings) {
    if (flyingKings || g.topology() != Topology.SQUARE || g.squareCount() > 64) {
      return null;
    }
    return new BitboardCheckers(g);
  }

  /** The per-thread state of one generation call. */
  private static final class Chain {
    final int[] vict = new int[65];
    final int[] victCode = new int[65];
    final int[] land = new int[65];
    int depth;
    int origin;
    int startCode;
    int side;
    boolean obligated;
    long jumped;
    long enemy;
    long occ;
    long men;
    long kings;
  }

  /** Fills the chain's bitboards from the position; false when a piece is outside the path. */
  private static boolean load(MutablePosition p, Chain c) {
    int side = p.sideToMove();
    long men = 0;
    long kings = 0;
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int sq = p.pieceSquare(side, i);
      int type = p.at(sq) & ~Pieces.BLACK_BIT;
      if (type == MAN) {
        men |= 1L << sq;
      } else if (type == KING) {
        kings |= 1L << sq;
      } else {
        return false; // a marked piece or another type
      }
    }
    long enemy = 0;
    for (int i = 0, n = p.pieceCount(side ^ 1); i < n; i++) {
      enemy |= 1L << p.pieceSquare(side ^ 1, i);
    }
    c.side = side;
    c.men = men;
    c.kings = kings;
    c.enemy = enemy;
    c.occ = men | kings | enemy;
    return true;
  }

  /**
   * Counts the distinct legal moves of the checkers army to move, as generating them and merging
   * routes would; the moves are written into {@code scratch} only when the side has a jump.
   *
   * @param p the position, left as it was
   * @param obligated whether capturing is mandatory
   * @param scratch an empty buffer
   * @return the number of moves, or {@link #DECLINED}
   */
  int count(MutablePosition p, boolean obligated, MoveBuffer scratch) {
    Chain c = CHAIN.get();
    if (!load(p, c)) {
      return DECLINED;
    }
    long empty = board & ~c.occ;
    long forward = c.side == 0 ? c.men | c.kings : c.kings;
    long backward = c.side == 0 ? c.kings : c.men | c.kings;
    int up = files + 1;
    int upLeft = files - 1;
    long e = c.enemy;
    // the pieces with a first jump: over an enemy piece next to them onto an empty square
    long jumpers =
        (forward & notLastFile & ((e & notLastFile) >>> up) & (empty >>> (2 * up)))
            | (forward & notFirstFile & ((e & notFirstFile) >>> upLeft)
                & (empty >>> (2 * upLeft)))
            | (backward & notLastFile & ((e & notLastFile) << upLeft) & (empty << (2 * upLeft)))
            | (backward & notFirstFile & ((e & notFirstFile) << up) & (empty << (2 * up)));
    if (jumpers != 0) {
      if (obligated) {
        int n = countChains(p, c, jumpers);
        if (n >= 0) {
          return n;
        }
      }
      write(p, c, obligated, scratch);
      scratch.mergeRoutes();
      return scratch.size();
    }
    return Long.bitCount(((forward & notLastFile) << up) & empty)
        + Long.bitCount(((forward & notFirstFile) << upLeft) & empty)
        + Long.bitCount(((backward & notLastFile) >>> upLeft) & empty)
        + Long.bitCount(((backward & notFirstFile) >>> up) & empty);
  }

  /**
   * Writes the moves of the checkers army to move, as the general path does.
   *
   * @param p the position, left as it was
   * @param obligated whether capturing is mandatory
   * @param out the buffer the moves are appended to
   * @return false (nothing written) when the position is outside the fast path
   */
  boolean generate(MutablePosition p, boolean obligated, MoveBuffer out) {
    Chain c = CHAIN.get();
    if (!load(p, c)) {
      return false;
    }
    write(p, c, obligated, out);
    return true;
  }

  private void write(MutablePosition p, Chain c, boolean obligated, MoveBuffer out) {
    int side = c.side;
    int n = p.pieceCount(side);
    int before = out.size();
    c.obligated = obligated;
    for (int i = 0; i < n; i++) {
      int sq = p.pieceSquare(side, i);
      int code = p.at(sq);
      c.origin = sq;
      c.startCode = code;
      c.depth = 0;
      c.jumped = 0;
      boolean unused = jumps(p, c, sq, code, out);
    }
    if (obligated && out.size() > before) {
      return;
    }
    for (int i = 0; i < n; i++) {
      int sq = p.pieceSquare(side, i);
      steps(c, sq, p.at(sq), out);
    }
  }

  /**
   * Counts the complete capture chains of the jumpers (the moves under the obligation), or returns
   * -1 when a king's chain reaches three captures: only such chains can be routes of one move
   * that merging would join (a man never turns back, and two captures cannot be reordered), so
   * the caller then writes and merges them.
   */
  private int countChains(MutablePosition p, Chain c, long jumpers) {
    int n = 0;
    for (long j = jumpers; j != 0; j &= j - 1) {
      int sq = Long.numberOfTrailingZeros(j);
      c.origin = sq;
      c.depth = 0;
      c.jumped = 0;
      int chains = chainsFrom(c, sq, p.at(sq));
      if (chains < 0) {
        return -1;
      }
      n += chains;
    }
    return n;
  }

  /** The complete chains continuing from {@code cur} (1 when it cannot jump on), or -1. */
  private int chainsFrom(Chain c, int cur, int code) {
    int n = 0;
    boolean man = Pieces.type(code) == MAN;
    for (int d : order(code)) {
      int l = landing(c, d, cur);
      if (l < 0) {
        continue;
      }
      int t = step[d][cur];
      long tb = 1L << t;
      if (man && crowns(l, code)) {
        n++;
        continue;
      }
      if (!man && c.depth >= 2) {
        return -1;
      }
      c.depth++;
      c.jumped |= tb;
      int more = chainsFrom(c, l, code);
      c.jumped &= ~tb;
      c.depth--;
      if (more < 0) {
        return -1;
      }
      n += more;
    }
    return n == 0 && c.depth > 0 ? 1 : n;
  }

  /**
   * The landing square of a jump from {@code cur} in direction {@code d}: over an enemy man not
   * yet jumped in this chain onto an empty square (or the chain's vacated origin); -1 if there is
   * no such jump.
   */
  private int landing(Chain c, int d, int cur) {
    int t = step[d][cur];
    if (t < 0 || t == c.origin) {
      return -1;
    }
    long tb = 1L << t;
    if ((c.enemy & tb) == 0 || (c.jumped & tb) != 0) {
      return -1;
    }
    int l = step[d][t];
    if (l < 0 || (l != c.origin && (c.occ & (1L << l)) != 0)) {
      return -1;
    }
    return l;
  }

  private int[] order(int code) {
    return Pieces.type(code) == MAN ? ORDER[Pieces.side(code)] : ORDER[2];
  }

  private boolean crowns(int sq, int code) {
    int rank = sq / files;
    return Pieces.side(code) == 0 ? rank == top : rank == 0;
  }

  private void steps(Chain c, int sq, int code, MoveBuffer out) {
    boolean man = Pieces.type(code) == MAN;
    for (int d : order(code)) {
      int to = step[d][sq];
      if (to < 0 || (c.occ & (1L << to)) != 0) {
        continue;
      }
      if (man) {
        out.begin().flag(MoveBuffer.RESET_CLOCK).lift(sq, code);
        if (crowns(to, code)) {
          out.land(to, Pieces.code(KING, Pieces.side(code)), Ops.AUTO);
        } else {
          out.land(to, code);
        }
        out.end();
      } else {
        out.begin().lift(sq, code).land(to, code).end();
      }
    }
  }

  /** The jumps from {@code cur} continuing the chain; whether there was one. */
  private boolean jumps(MutablePosition p, Chain c, int cur, int code, MoveBuffer out) {
    boolean any = false;
    for (int d : order(code)) {
      int l = landing(c, d, cur);
      if (l < 0) {
        continue;
      }
      int t = step[d][cur];
      any = true;
      leg(p, c, t, p.at(t), l, code, out);
    }
    return any;
  }

  private void leg(MutablePosition p, Chain c, int t, int v, int l, int code, MoveBuffer out) {
    int k = c.depth++;
    c.vict[k] = t;
    c.victCode[k] = v;
    c.land[k] = l;
    c.jumped |= 1L << t;
    if (Pieces.type(code) == MAN && crowns(l, code)) {
      emit(c, out, Pieces.code(KING, Pieces.side(code)), Ops.AUTO);
    } else if (c.obligated) {
      if (!jumps(p, c, l, code, out)) {
        emit(c, out, code, 0);
      }
    } else {
      emit(c, out, code, 0);
      boolean unused = jumps(p, c, l, code, out);
    }
    c.jumped &= ~(1L << t);
    c.depth--;
  }

  private static void emit(Chain c, MoveBuffer out, int finalCode, int landFlags) {
    int k = c.depth;
    out.begin().lift(c.origin, c.startCode);
    for (int i = 0; i < k; i++) {
      out.capture(c.vict[i], c.victCode[i], Ops.IMPLIED);
      if (i < k - 1) {
        out.via(c.land[i]);
      }
    }
    out.land(c.land[k - 1], finalCode, landFlags).end();
  }
}

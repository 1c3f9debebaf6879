package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.orthodox.OrthodoxKit;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * The machinery every Modest variant shares: FIDE move generation on the orthodox kit, the general
 * check test of S1.2, castling tested with the variant's own threats, geometric attacks and guards
 * (S1.1), scratch buffers for nested generation, and helpers that rewrite generated moves.
 */
@Immutable
final class ModestKit {
  /** FIDE's start position. */
  static final String FIDE_START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  /** FIDE's start position with both pools empty, for the variants that keep pools. */
  static final String FIDE_POOL_START =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1";

  static final int A1 = 0;
  static final int E1 = 4;
  static final int H1 = 7;
  static final int A8 = 56;
  static final int E8 = 60;
  static final int H8 = 63;

  private static final int[] KNIGHT_DX = {1, 2, 2, 1, -1, -2, -2, -1};
  private static final int[] KNIGHT_DY = {2, 1, -1, -2, -2, -1, 1, 2};
  private static final int[] RAY_DX = {0, 1, 1, 1, 0, -1, -1, -1};
  private static final int[] RAY_DY = {1, 1, 0, -1, -1, -1, 0, 1};

  private static final int UNMARK = ~Pieces.REVERSED_BIT;

  private static final ThreadLocal<Scratch> SCRATCH = ThreadLocal.withInitial(Scratch::new);

  /** The origin of the kit that writes the moves of every man. */
  private static final int EVERY = -1;

  private final OrthodoxKit kit;

  /** The one square whose man's moves this kit writes, or {@link #EVERY}. */
  private final int origin;

  /** The kit that writes every man's moves: this one, or the one this kit narrows. */
  private final ModestKit every;

  /** The kits narrowed to each square, indexed by square; null in a narrowed kit. */
  @SuppressWarnings("Immutable") // filled in the constructor, never changed nor handed out
  private final ModestKit[] narrowed;

  ModestKit() {
    this.kit = new OrthodoxKit(Geometry.rectangle(8, 8), QUEEN, ROOK, BISHOP, KNIGHT);
    this.origin = EVERY;
    this.every = this;
    this.narrowed = new ModestKit[64];
    for (int sq = 0; sq < 64; sq++) {
      narrowed[sq] = new ModestKit(this, sq);
    }
  }

  private ModestKit(ModestKit every, int origin) {
    this.kit = every.kit;
    this.origin = origin;
    this.every = every;
    this.narrowed = null;
  }

  /**
   * Returns the kit that writes only the turns a move text with origin {@code origin} can name
   * ({@link SingleTurns#names}): its FIDE moves ({@link #fideMoves}) are those of the man on
   * {@code origin} alone, its castling is written only when {@code origin} is the king's square
   * of the side to move, and {@link #writesFrom} holds for {@code origin} alone, so that a
   * variant's {@code turns}, given this kit, writes only the turns whose first board part starts
   * on {@code origin} (and maybe some that start nowhere), in the order it writes them with every
   * man. Threat tests and every nested generation it asks for use every man. A negative origin
   * gives the kit that writes every man's moves.
   *
   * @param origin the square, or -1
   * @return the kit
   */
  ModestKit from(int origin) {
    return origin < 0 ? every : every.narrowed[origin];
  }

  /**
   * Returns whether a variant's own generation loop writes the turns whose first board part
   * starts on {@code sq} (lifting or keeping the man there): always, but in a kit narrowed to
   * another origin ({@link #from}).
   */
  boolean writesFrom(int sq) {
    return origin == EVERY || origin == sq;
  }

  /** Returns the orthodox kit on the 8x8 board. */
  OrthodoxKit orthodox() {
    return kit;
  }

  /** Returns the 8x8 board. */
  Geometry geometry() {
    return kit.geometry();
  }

  // ---- moves ----

  /**
   * Appends FIDE's pseudo-legal piece moves of {@code side} (no castling); in a kit narrowed to an
   * origin ({@link #from}), those of {@code side}'s man on it alone, in the same order.
   */
  void fideMoves(MutablePosition p, int side, MoveBuffer out) {
    if (origin == EVERY) {
      kit.generatePieces(p, side, out);
      return;
    }
    int code = p.at(origin);
    if (code != Pieces.EMPTY && Pieces.side(code) == side) {
      kit.generateFrom(p, origin, out);
    }
  }

  /**
   * Appends FIDE's moves of the side to move and then, unless only threats are asked for, its
   * castling moves tested with the variant's threats: FIDE's turns, as a variant's {@code turns}
   * starts them before changing some.
   */
  void fideTurns(ModestVariant v, MutablePosition p, MoveBuffer out, boolean threat) {
    fideMoves(p, p.sideToMove(), out);
    if (!threat) {
      castling(v, p, out);
    }
  }

  /**
   * Appends FIDE's moves of the side to move that {@code keep} keeps and then, unless only threats
   * are asked for, its castling moves: FIDE's turns with some captures forbidden.
   */
  void fideTurns(
      ModestVariant v, MutablePosition p, MoveBuffer out, boolean threat, MoveBuffer.MoveFilter keep) {
    fideMoves(p, p.sideToMove(), out);
    out.filter(p, keep);
    if (!threat) {
      castling(v, p, out);
    }
  }

  /**
   * Appends the castling moves of the side to move that pass FIDE's conditions with the
   * variant's threat test (S1.1, S1.2): king and rook at home with the right, the squares between
   * empty, the king not in check and the square it crosses not threatened (tested with the king
   * moved there). The destination is left to the legality test of the whole turn. A kit narrowed
   * to another origin than the king's square writes none.
   */
  void castling(ModestVariant v, MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    int rights = p.castling() & (side == 0 ? 3 : 12);
    int home = side == 0 ? E1 : E8;
    int king = Pieces.code(KING, side);
    if (rights == 0 || p.at(home) != king || !writesFrom(home)) {
      return;
    }
    int rook = Pieces.code(ROOK, side);
    int ks = side == 0 ? MutablePosition.WHITE_KINGSIDE : MutablePosition.BLACK_KINGSIDE;
    int qs = side == 0 ? MutablePosition.WHITE_QUEENSIDE : MutablePosition.BLACK_QUEENSIDE;
    boolean kingside = (rights & ks) != 0 && p.at(home + 3) == rook
        && p.at(home + 1) == 0 && p.at(home + 2) == 0;
    boolean queenside = (rights & qs) != 0 && p.at(home - 4) == rook
        && p.at(home - 1) == 0 && p.at(home - 2) == 0 && p.at(home - 3) == 0;
    if (!kingside && !queenside) {
      return;
    }
    if (v.threatened(every, p, side)) {
      return;
    }
    if (kingside && !kingThreatenedOn(v, p, side, home, home + 1)) {
      kit.castle(p, home, home + 3, out);
    }
    if (queenside && !kingThreatenedOn(v, p, side, home, home - 1)) {
      kit.castle(p, home, home - 4, out);
    }
  }

  /**
   * Returns whether the king of {@code side} would be threatened standing on {@code sq} instead
   * of {@code kingSq} (the crossing-square test of castling), the opponent keeping no en-passant
   * right.
   */
  boolean kingThreatenedOn(ModestVariant v, MutablePosition p, int side, int kingSq, int sq) {
    Scratch s = SCRATCH.get();
    MoveBuffer b = s.acquire();
    try {
      int king = p.at(kingSq);
      b.begin().lift(kingSq, king).land(sq, king).end();
      p.make(b, 0);
      boolean t = v.threatened(every, p, side);
      p.unmake();
      return t;
    } finally {
      s.release();
    }
  }

  // ---- check (S1.2) ----

  /**
   * The general check test of S1.2: whether the opponent of {@code side}, moving next, has a
   * pseudo-legal turn (the variant's own, with {@code threat} true) that removes {@code side}'s
   * king. When {@code side} is to move, the opponent is made the side to move for the question
   * and the en-passant right (which is {@code side}'s) is cleared; the position is restored.
   */
  boolean generalThreat(ModestVariant v, MutablePosition p, int side) {
    if (p.sideToMove() != side) {
      return removesKing(v, p, side);
    }
    int ep = p.epSquare();
    p.setSideToMove(side ^ 1);
    p.setEpSquare(-1);
    try {
      return removesKing(v, p, side);
    } finally {
      p.setSideToMove(side);
      p.setEpSquare(ep);
    }
  }

  private boolean removesKing(ModestVariant v, MutablePosition p, int side) {
    int king = Pieces.code(KING, side);
    Scratch s = SCRATCH.get();
    MoveBuffer b = s.acquire();
    try {
      v.turns(every, p, b, true);
      for (int m = 0, n = b.size(); m < n; m++) {
        if (captures(b, m, king)) {
          return true;
        }
      }
      return false;
    } finally {
      s.release();
    }
  }

  /** Returns whether move {@code m} of {@code b} captures the piece {@code code} anywhere. */
  static boolean captures(MoveBuffer b, int m, int code) {
    for (int i = b.start(m), e = b.end(m); i < e; i++) {
      int op = b.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE && Ops.piece(op) == code) {
        return true;
      }
    }
    return false;
  }

  /** What {@link #kingBeyondFideAttack} returns when FIDE's attacks already reach the king. */
  static final int FIDE_ATTACKED = -2;

  /**
   * The start of a threat test "FIDE's attacks plus the variant's own": returns the square of
   * {@code side}'s king when FIDE's attacks do not reach it, so that the variant's own attacks are
   * still to test; -1 when {@code side} has no king (never threatened), {@link #FIDE_ATTACKED}
   * when FIDE's attacks reach it (threatened).
   */
  int kingBeyondFideAttack(MutablePosition p, int side) {
    int king = p.find(side, KING);
    if (king < 0) {
      return -1;
    }
    return fideThreat(p, side) ? FIDE_ATTACKED : king;
  }

  /**
   * The fast check test for variants whose captures are FIDE's: whether {@code side}'s king
   * stands on a square the opponent attacks in FIDE. Agrees with {@link #generalThreat} exactly
   * when the variant's threats are FIDE's, en passant never removing a king.
   */
  boolean fideThreat(MutablePosition p, int side) {
    int king = p.find(side, KING);
    return king >= 0 && fideAttacked(p, king, side ^ 1, -1);
  }

  /**
   * Returns whether {@code sq} is attacked by a man of {@code bySide} in FIDE's sense (pins
   * ignored), the square {@code vacant} counted as empty (-1 for none): the orthodox kit's {@link
   * OrthodoxKit#attacked(MutablePosition, int, int, int)} on the 8x8 board, read from the
   * precomputed {@link Lines} instead of stepping through the geometry.
   */
  boolean fideAttacked(MutablePosition p, int sq, int bySide, int vacant) {
    int knight = Pieces.code(KNIGHT, bySide);
    for (int t : Lines.KNIGHT[sq]) {
      if ((p.at(t) & UNMARK) == knight) {
        return true;
      }
    }
    int king = Pieces.code(KING, bySide);
    int bishop = Pieces.code(BISHOP, bySide);
    int rook = Pieces.code(ROOK, bySide);
    int queen = Pieces.code(QUEEN, bySide);
    for (int d = 0; d < 8; d++) {
      int[] ray = Lines.RAY[sq][d];
      int slider = Lines.diagonal(d) ? bishop : rook;
      for (int j = 0; j < ray.length; j++) {
        int s = ray[j];
        int t = s == vacant ? 0 : p.at(s) & UNMARK;
        if (t == 0) {
          continue;
        }
        if (t == queen || t == slider || (j == 0 && t == king)) {
          return true;
        }
        break;
      }
    }
    for (int dx = -1; dx <= 1; dx += 2) {
      for (int dy = -1; dy <= 1; dy += 2) {
        int x = offset(sq, dx, dy);
        if (x < 0) {
          continue;
        }
        int t = p.at(x);
        if (Pieces.type(t) == PAWN && Pieces.isSide(t, bySide) && OrthodoxKit.forward(t) == -dy) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Returns the squares that men of {@code bySide} attack in FIDE's sense (pins ignored), the
   * square {@code vacant} (-1 for none, else a square no man of {@code bySide} stands on) counted
   * as empty, as a bit set: {@code sq} is in it exactly when {@link #fideAttacked fideAttacked(p,
   * sq, bySide, vacant)} holds. One pass over the side's men, to test several squares at once (the
   * steps of the king that stands on {@code vacant}).
   */
  long fideAttackMap(MutablePosition p, int bySide, int vacant) {
    long map = 0;
    for (int i = 0, n = p.pieceCount(bySide); i < n; i++) {
      int sq = p.pieceSquare(bySide, i);
      int code = p.at(sq) & UNMARK;
      switch (Pieces.type(code)) {
        case PAWN:
          int up = OrthodoxKit.forward(p.at(sq));
          int l = offset(sq, -1, up);
          int r = offset(sq, 1, up);
          map |= (l < 0 ? 0 : 1L << l) | (r < 0 ? 0 : 1L << r);
          break;
        case KNIGHT:
          for (int t : Lines.KNIGHT[sq]) {
            map |= 1L << t;
          }
          break;
        case KING:
          for (int t : Lines.KING[sq]) {
            map |= 1L << t;
          }
          break;
        case BISHOP:
          map |= rayMap(p, sq, 1, 2, vacant);
          break;
        case ROOK:
          map |= rayMap(p, sq, 0, 2, vacant);
          break;
        case QUEEN:
          map |= rayMap(p, sq, 0, 1, vacant);
          break;
        default:
          break;
      }
    }
    return map;
  }

  private static long rayMap(MutablePosition p, int sq, int first, int step, int vacant) {
    long map = 0;
    for (int d = first; d < 8; d += step) {
      for (int t : Lines.RAY[sq][d]) {
        map |= 1L << t;
        if (t != vacant && p.at(t) != 0) {
          break;
        }
      }
    }
    return map;
  }

  /**
   * Returns the men of {@code side} pinned to its king on {@code king} by an enemy rider in FIDE's
   * sense, as a bit set of squares.
   */
  long pinned(MutablePosition p, int king, int side) {
    long pins = 0;
    int enemy = side ^ 1;
    int queen = Pieces.code(QUEEN, enemy);
    for (int d = 0; d < 8; d++) {
      int slider = Pieces.code((d & 1) == 0 ? ROOK : BISHOP, enemy);
      int own = -1;
      for (int s : Lines.RAY[king][d]) {
        int c = p.at(s);
        if (c == 0) {
          continue;
        }
        if (own < 0 && Pieces.side(c) == side) {
          own = s;
          continue;
        }
        if (own >= 0 && (c == queen || c == slider)) {
          pins |= 1L << own;
        }
        break;
      }
    }
    return pins;
  }

  /**
   * Borrows a scratch buffer of this thread for nested generation; give it back with {@link
   * #release()} in a {@code finally} block, innermost first. The buffer is empty.
   */
  MoveBuffer acquire() {
    return SCRATCH.get().acquire();
  }

  /** Gives back the buffer borrowed last on this thread. */
  void release() {
    SCRATCH.get().release();
  }

  // ---- geometry of attacks (S1.1) ----

  /**
   * Returns whether the man on {@code from} attacks {@code sq} geometrically (S1.1): it could
   * capture an enemy man there by its FIDE capturing move, riders needing a clear line; pins and
   * the variant's restrictions are ignored. A man never attacks its own square.
   */
  boolean attacks(MutablePosition p, int from, int sq) {
    int code = p.at(from);
    return code != 0 && attacksAs(p, Pieces.type(code), Pieces.side(code), from, sq);
  }

  /**
   * Returns whether a man of type {@code type} and side {@code side} standing on {@code from}
   * would attack {@code sq} (the board's other men block lines; the square {@code from} itself is
   * not looked at).
   */
  boolean attacksAs(MutablePosition p, int type, int side, int from, int sq) {
    if (from == sq) {
      return false;
    }
    int df = (sq & 7) - (from & 7);
    int dr = (sq >> 3) - (from >> 3);
    switch (type) {
      case PAWN:
        return Math.abs(df) == 1 && dr == (side == 0 ? 1 : -1);
      case KNIGHT:
        return (Math.abs(df) == 1 && Math.abs(dr) == 2) || (Math.abs(df) == 2 && Math.abs(dr) == 1);
      case KING:
        return Math.abs(df) <= 1 && Math.abs(dr) <= 1;
      case BISHOP:
        return Math.abs(df) == Math.abs(dr) && clear(p, from, sq, df, dr);
      case ROOK:
        return (df == 0 || dr == 0) && clear(p, from, sq, df, dr);
      case QUEEN:
        return (df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr)) && clear(p, from, sq, df, dr);
      default:
        return false;
    }
  }

  private static boolean clear(MutablePosition p, int from, int sq, int df, int dr) {
    int step = Integer.signum(dr) * 8 + Integer.signum(df);
    for (int s = from + step; s != sq; s += step) {
      if (p.at(s) != 0) {
        return false;
      }
    }
    return true;
  }

  /** Returns whether some man of {@code side} other than the one on {@code sq} attacks {@code sq}. */
  boolean guarded(MutablePosition p, int sq, int side) {
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int from = p.pieceSquare(side, i);
      if (from != sq && attacks(p, from, sq)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns the square reached from {@code sq} by the file and rank offsets, or -1 off the board.
   */
  static int offset(int sq, int df, int dr) {
    int f = (sq & 7) + df;
    int r = (sq >> 3) + dr;
    return f < 0 || f > 7 || r < 0 || r > 7 ? -1 : r * 8 + f;
  }

  /** Knight leap offsets, file then rank, eight of each. */
  static int knightDx(int i) {
    return KNIGHT_DX[i];
  }

  /** Knight leap rank offsets. */
  static int knightDy(int i) {
    return KNIGHT_DY[i];
  }

  /** Ray file offsets of the eight directions: N, NE, E, SE, S, SW, W, NW. */
  static int rayDx(int d) {
    return RAY_DX[d];
  }

  /** Ray rank offsets of the eight directions. */
  static int rayDy(int d) {
    return RAY_DY[d];
  }

  // ---- rewriting generated moves ----

  /**
   * Begins a new move in {@code out} that copies the ops of move {@code m} of the same buffer
   * (flags included) and leaves it open for more ops; finish it with {@code out.end()} or drop it
   * with {@code out.cancel()}.
   */
  static MoveBuffer copyOpen(MoveBuffer out, int m) {
    out.begin().flag(out.flags(m));
    for (int i = out.start(m), e = out.end(m); i < e; i++) {
      out.op(out.opAt(i));
    }
    return out;
  }

  /** Rewrites every move of {@code out}: the rewriter appends its replacements (zero or more). */
  static void rewriteAll(MoveBuffer out, Rewriter r) {
    int n = out.size();
    for (int m = 0; m < n; m++) {
      r.rewrite(out, m);
    }
    out.removeFirst(n);
  }

  /** Rewrites one generated move into its replacements, appended to the same buffer. */
  @FunctionalInterface
  interface Rewriter {
    /**
     * Appends the replacements of move {@code m}.
     *
     * @param out the buffer holding the move and receiving the replacements
     * @param m the move index
     */
    void rewrite(MoveBuffer out, int m);
  }

  /** Returns the piece captured on {@code sq} by move {@code m}, or 0. */
  static int capturedOn(MoveBuffer b, int m, int sq) {
    for (int i = b.start(m), e = b.end(m); i < e; i++) {
      int op = b.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE && Ops.square(op) == sq) {
        return Ops.piece(op);
      }
    }
    return 0;
  }

  /** Returns the first piece captured by move {@code m}, or 0. */
  static int firstCaptured(MoveBuffer b, int m) {
    int i = firstCapture(b, m);
    return i < 0 ? 0 : Ops.piece(b.opAt(i));
  }

  /** Returns the index of move {@code m}'s first capture op, or -1 when it captures nothing. */
  static int firstCapture(MoveBuffer b, int m) {
    for (int i = b.start(m), e = b.end(m); i < e; i++) {
      if (Ops.opcode(b.opAt(i)) == Ops.CAPTURE) {
        return i;
      }
    }
    return -1;
  }

  /** Returns whether one of the first {@code n} moves captures a queen, rook, bishop or knight. */
  static boolean anyPieceTaken(MoveBuffer out, int n) {
    for (int m = 0; m < n; m++) {
      int type = Pieces.type(firstCaptured(out, m));
      if (type != 0 && type != PAWN && type != KING) {
        return true;
      }
    }
    return false;
  }

  /** Returns the piece lifted first by move {@code m} (the mover), or 0. */
  static int mover(MoveBuffer b, int m) {
    for (int i = b.start(m), e = b.end(m); i < e; i++) {
      int op = b.opAt(i);
      if (Ops.opcode(op) == Ops.LIFT && !Ops.has(op, Ops.SECONDARY)) {
        return Ops.piece(op);
      }
    }
    return 0;
  }

  /** Per-thread stack of scratch buffers for nested generation. */
  private static final class Scratch {
    private MoveBuffer[] buffers = new MoveBuffer[8];
    private int depth;

    MoveBuffer acquire() {
      if (depth == buffers.length) {
        buffers = java.util.Arrays.copyOf(buffers, depth * 2);
      }
      MoveBuffer b = buffers[depth];
      if (b == null) {
        b = new MoveBuffer();
        buffers[depth] = b;
      }
      depth++;
      b.clear();
      return b;
    }

    void release() {
      depth--;
    }
  }
}

package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.spi.IllegalMoveReasons;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.orthodox.Orthodox;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of Jumping Chess with its options fixed (variant id {@code jumping}): the move list
 * with the ring duty (R13) or quick evacuation (R26), castling (R15, R25, R27.3), king safety with
 * {@code checkmate} (R27) and the end of the game (R16, R17, R19). Piece moves are in {@link
 * JumpingMoves}, the capture routes of one move's text in {@link JumpingRoutes}, attacks in {@link
 * JumpingAttacks}, position checks in {@link JumpingValidation}. Immutable and thread-safe.
 */
public final class JumpingRules implements RuleSet {
  /** The start position of the main game (10x10). */
  public static final String START =
      "10/1rnbqkbnr1/1pppppppp1/10/10/10/10/1PPPPPPPP1/1RNBQKBNR1/10 w KQkq - 0 1";

  /** The start position of Mini-Jumping Chess (8x8, Los Alamos array). */
  public static final String MINI_START = "8/1rnqknr1/1pppppp1/8/8/1PPPPPP1/1RNQKNR1/8 w Qq - 0 1";

  private static final int[] RIGHT_K = {
    MutablePosition.WHITE_KINGSIDE, MutablePosition.BLACK_KINGSIDE
  };
  private static final int[] RIGHT_Q = {
    MutablePosition.WHITE_QUEENSIDE, MutablePosition.BLACK_QUEENSIDE
  };

  private final JumpingOptions options;
  private final JumpingBoard board;
  private final JumpingMoves moves;
  /** The route searches of reading one move, over {@link #moves}. */
  private final JumpingRoutes routes;
  /** The moves of the same options without {@code multiJump}: one-leg captures only. */
  private final JumpingMoves singleLegs;
  private final JumpingAttacks attacks;
  private final JumpingValidation validation;
  private final int[] castlingClear;
  /** Per side: king square, and for castling with the b-rook / i-rook: rook, king to, rook to. */
  private final int[] kingHome = new int[2];
  private final int[] rookQ = new int[2];
  private final int[] rookK = new int[2];
  /** Per side: ops that put the king on the square castling crosses (b-rook, i-rook). */
  private final int[][] crossQ = new int[2][];
  private final int[][] crossK = new int[2][];
  private final MoveBuffer.MoveFilter plainKingSafe = this::keepsKingSafe;
  /**
   * Whether king safety is filtered by {@link KingGuard} and, with {@code multiJump}, the moves it
   * cannot decide are tested by {@link JumpingAttacks#attackedAfter}.
   */
  private final boolean prefilter;

  /**
   * Creates the rules for a set of options.
   *
   * @param options the variant's options
   */
  public JumpingRules(JumpingOptions options) {
    this(options, true);
  }

  /**
   * Creates the rules, with or without the shortcuts of the king-safety test of {@code checkmate}
   * (tests compare the two): without them no move is decided by {@link KingGuard} and every chain
   * search is the plain one, without the attacker's static {@link Reach}.
   */
  JumpingRules(JumpingOptions options, boolean prefilter) {
    this(options, prefilter, prefilter ? JumpingMoves.FIRST_TRY : Integer.MAX_VALUE);
  }

  /**
   * Creates the rules whose chain searches of the attack test try {@code firstTry} states before
   * they go by the static reach ({@link JumpingMoves#JumpingMoves(JumpingBoard, JumpingOptions,
   * int)}; tests force either way).
   */
  JumpingRules(JumpingOptions options, boolean prefilter, int firstTry) {
    this.options = options;
    this.prefilter = prefilter && options.checkmate();
    this.board = new JumpingBoard(options.mini());
    this.moves = new JumpingMoves(board, options, firstTry);
    this.routes = new JumpingRoutes(moves, board, options);
    this.singleLegs = new JumpingMoves(board, options.withoutMultiJump());
    this.attacks = new JumpingAttacks(board, moves, options);
    this.castlingClear = new int[board.n];
    int size = board.files;
    for (int side = 0; side < 2; side++) {
      int rank = side == 0 ? 1 : size - 2;
      int king = Pieces.code(KING, side);
      kingHome[side] = board.square(options.mini() ? 4 : 5, rank);
      rookQ[side] = board.square(1, rank);
      rookK[side] = options.mini() ? -1 : board.square(8, rank);
      castlingClear[kingHome[side]] |= RIGHT_K[side] | RIGHT_Q[side];
      castlingClear[rookQ[side]] |= RIGHT_Q[side];
      crossQ[side] = crossOps(kingHome[side], kingHome[side] - 1, king);
      if (rookK[side] >= 0) {
        castlingClear[rookK[side]] |= RIGHT_K[side];
        crossK[side] = crossOps(kingHome[side], kingHome[side] + 1, king);
      }
    }
    this.validation = new JumpingValidation(this, board, attacks, options);
  }

  private static int[] crossOps(int from, int to, int king) {
    return new int[] {Ops.of(Ops.LIFT, from, king, 0), Ops.of(Ops.LAND, to, king, 0)};
  }

  /**
   * Returns the options of this rule set.
   *
   * @return the options
   */
  public JumpingOptions options() {
    return options;
  }

  @Override
  public String id() {
    return "jumping";
  }

  @Override
  public String description() {
    return "Jumping Chess: every capture overtakes its victim; a ring of edge squares"
        + " surrounds the array";
  }

  @Override
  public Geometry geometry() {
    return board.geometry;
  }

  @Override
  public List<PieceType> pieceTypes() {
    return Orthodox.pieceTypes();
  }

  @Override
  public String startPosition() {
    return options.mini() ? MINI_START : START;
  }

  @Override
  public int[] castlingRightsCleared() {
    return castlingClear.clone();
  }

  /**
   * Explains an illegal move from the moving man's own moves that end on the text's destination,
   * found as the move generator finds them but without the duties and king safety (its quiet
   * moves, its one-leg captures there, and its chains that end there). When one of them is legal,
   * the text names it wrongly (victims, route, promotion): the generic reason. One that every test
   * of king safety refuses is {@link IllegalMoveReason#KING_LEFT_ATTACKED} (with {@code
   * checkmate}), unless a legal chain of the man goes on through the destination ({@link
   * IllegalMoveReason#LONGER_CAPTURE_COMPULSORY}); one the ring duty (R13) or quick evacuation
   * (R26) excludes is {@link IllegalMoveReason#CAPTURE_COMPULSORY}. A move the man makes on a
   * board holding only itself and the man on the destination is {@link
   * IllegalMoveReason#PATH_BLOCKED} (the queen behind its own pawn, a rook before an enemy that
   * cannot be overtaken); anything else is not one of its moves.
   *
   * <p>It costs what checking one move costs: the duty is an existence query; without a duty in
   * force and without {@code checkmate}, a move the man does not make on the open board is told at
   * once (no reason can be more specific); else only the moves of the man that end on the
   * destination are written, each chain once by its smallest route
   * (all the man's chains only to tell a king-unsafe stop from a compulsory continuation), within
   * the call's budget ({@code scratch}). On the error path only.
   */
  @Override
  public IllegalMoveReason whyIllegal(MutablePosition p, int from, int to, MoveBuffer scratch) {
    if (from < 0 || to < 0) {
      return IllegalMoveReason.NOT_LEGAL;
    }
    int code = p.at(from);
    int side = p.sideToMove();
    if (code == 0 || Pieces.side(code) != side) {
      return IllegalMoveReason.NOT_LEGAL;
    }
    boolean live = p.find(side, KING) >= 0; // else the game is over: no move is legal (R19)
    boolean duty = live && dutyBinds(p, side, scratch);
    MoveBuffer open = IllegalMoveReasons.within(scratch);
    moves.quiets(IllegalMoveReasons.openBoard(this, p, from, to), from, code, open);
    boolean opens = IllegalMoveReasons.hasMove(open, from, to);
    if (!opens && !duty && !options.checkmate()) {
      return IllegalMoveReason.NOT_LEGAL; // no reason below can be specific: no search needed
    }
    MoveBuffer own = scratch; // the man's own moves that end on to
    endingOn(p, from, code, to, options.checkmate() ? Integer.MAX_VALUE : 1, own);
    MoveBuffer legal = IllegalMoveReasons.within(scratch); // those the duty and king safety leave
    if (live && (!duty || board.edge[from])) {
      copyAllowed(own, duty, legal);
      if (!duty && from == kingHome[side]) {
        castling(p, side, legal);
      }
      keepSafe(p, legal);
    }
    if (IllegalMoveReasons.hasMove(legal, from, to)) {
      return IllegalMoveReason.NOT_LEGAL;
    }
    if (IllegalMoveReasons.hasMove(own, from, to)) {
      if (options.checkmate()) {
        boolean safe = false;
        for (int m = 0; m < own.size() && !safe; m++) {
          safe = own.from(m) == from && own.to(m) == to && keepsKingSafe(p, own, m);
        }
        if (!safe) {
          return live && (!duty || board.edge[from]) && goesOnThrough(p, from, code, to, duty, own)
              ? IllegalMoveReason.LONGER_CAPTURE_COMPULSORY
              : IllegalMoveReason.KING_LEFT_ATTACKED;
        }
      }
      return duty ? IllegalMoveReason.CAPTURE_COMPULSORY : IllegalMoveReason.NOT_LEGAL;
    }
    return opens ? IllegalMoveReason.PATH_BLOCKED : IllegalMoveReason.NOT_LEGAL;
  }

  /**
   * Writes into {@code out} (cleared) the moves of the man on {@code from} that end on {@code to},
   * without duties and king safety: its quiet moves there, its one-leg captures there and the
   * smallest route of up to {@code most} of its chains that end there (one per captured set).
   */
  private void endingOn(MutablePosition p, int from, int code, int to, int most, MoveBuffer out) {
    out.clear();
    moves.quiets(p, from, code, out);
    out.retain(m -> out.to(m) == to);
    if (to != from && p.at(to) != 0) {
      return; // every move ends on an empty square (R3) or the vacated origin
    }
    routes.followRoute(p, from, code, new int[] {to}, out, new ArrayList<>());
    List<long[]> chains = new ArrayList<>();
    routes.chainsEndingOn(p, from, code, to, most, chains);
    for (long[] set : chains) {
      routes.smallestRoute(p, from, code, set[0], set[1], to, out);
    }
  }

  /** Copies the moves of {@code own} that the duty leaves (R13: captures; R26: any) to out. */
  private void copyAllowed(MoveBuffer own, boolean duty, MoveBuffer out) {
    for (int m = 0; m < own.size(); m++) {
      if (!duty || options.quickEvacuation() || own.isCapture(m)) {
        out.copyFrom(own, m);
      }
    }
  }

  /**
   * Whether a legal chain of the man on {@code from} lands on {@code to} and goes on from there:
   * the text stops short. Lists the man's chains, within the budget of {@code own}.
   */
  private boolean goesOnThrough(
      MutablePosition p, int from, int code, int to, boolean duty, MoveBuffer own) {
    MoveBuffer chains = IllegalMoveReasons.within(own);
    moves.capturesEveryArrival(p, from, code, chains);
    MoveBuffer legal = IllegalMoveReasons.within(own);
    copyAllowed(chains, duty, legal);
    keepSafe(p, legal);
    return IllegalMoveReasons.passesThrough(legal, from, to);
  }

  @Override
  public void generateMoves(MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    if (p.find(side, KING) < 0) {
      return; // the king was captured: the game is over (R19)
    }
    boolean quick = options.quickEvacuation();
    // phase 1: the duty's moves (R13: captures of ring pieces; R26: any move of a ring piece)
    for (int i = 0, c = p.pieceCount(side); i < c; i++) {
      int sq = p.pieceSquare(side, i);
      if (board.edge[sq]) {
        int code = p.at(sq);
        moves.captures(p, sq, code, out);
        if (quick) {
          moves.quiets(p, sq, code, out);
        }
      }
    }
    MoveBuffer.MoveFilter kingSafe =
        prefilter ? KingGuard.get().prepare(this, board, options) : plainKingSafe;
    if (options.checkmate() && out.size() > 0) {
      out.filter(p, kingSafe); // R27.2: the duty applies among legal moves only
    }
    if (out.size() > 0) {
      return;
    }
    // phase 2: no duty; every other move (ring captures were found impossible or illegal above)
    for (int i = 0, c = p.pieceCount(side); i < c; i++) {
      int sq = p.pieceSquare(side, i);
      int code = p.at(sq);
      if (!board.edge[sq]) {
        moves.captures(p, sq, code, out);
        moves.quiets(p, sq, code, out);
      } else if (!quick) {
        moves.quiets(p, sq, code, out);
      }
    }
    castling(p, side, out);
    if (options.checkmate()) {
      out.filter(p, kingSafe);
    }
  }

  /**
   * Counts the moves as {@link #generateMoves} followed by {@link MoveBuffer#mergeRoutes} leaves
   * them, merging routes only when the chain search wrote a second route of some move ({@link
   * Chain#secondRoutes}): without one, merging would drop nothing.
   */
  @Override
  public int countMoves(MutablePosition p, MoveBuffer scratch) {
    if (!options.multiJump()) {
      generateMoves(p, scratch); // one-leg captures only: no move has two routes
      return scratch.size();
    }
    Chain c = Chain.get();
    boolean outer = c.secondRoutes;
    c.secondRoutes = false;
    try {
      generateMoves(p, scratch);
      if (c.secondRoutes) {
        scratch.mergeRoutes();
      }
    } finally {
      c.secondRoutes |= outer;
    }
    return scratch.size();
  }

  /**
   * Checks one move without listing all: the duty (R13, R26) by existence queries, then only the
   * moves of the piece on the request's origin that the request can name: its quiet moves, the
   * physical routes the request spells with the chains of their captured sets (so the smallest
   * route of each move is written), or, for an origin and destination alone, the one-leg captures
   * there and the chains of up to two captured sets that end there; king safety (R27) of those
   * alone.
   */
  @Override
  public boolean generateCandidates(MutablePosition p, MoveRequest r, MoveBuffer out) {
    int side = p.sideToMove();
    if (p.find(side, KING) < 0) {
      return true; // the king was captured: no moves (R19)
    }
    int origin = r.origin();
    boolean quick = options.quickEvacuation();
    boolean duty = dutyBinds(p, side, out);
    if (origin < 0) {
      if (!duty) {
        castling(p, side, out);
        keepSafe(p, out);
      }
      return true;
    }
    int code = p.at(origin);
    if (code == 0 || Pieces.side(code) != side) {
      return true;
    }
    if (duty) {
      if (!board.edge[origin]) {
        return true;
      }
      if (quick) {
        moves.quiets(p, origin, code, out);
      }
      pieceCaptures(p, origin, code, r, out);
    } else if (!board.edge[origin]) {
      moves.quiets(p, origin, code, out);
      pieceCaptures(p, origin, code, r, out);
      if (origin == kingHome[side]) {
        castling(p, side, out);
      }
    } else if (!quick) {
      moves.quiets(p, origin, code, out); // its captures were found impossible or illegal
    }
    keepSafe(p, out);
    return true;
  }

  /** The captures of the piece on {@code s} that the request can name (see generateCandidates). */
  private void pieceCaptures(MutablePosition p, int s, int code, MoveRequest r, MoveBuffer out) {
    if (r.everyRoute()) {
      routes.everyRoute(p, s, code, out);
      return;
    }
    int[] route = r.route();
    int k = route.length;
    if (k == 0) {
      return;
    }
    List<long[]> sets = new ArrayList<>();
    routes.followRoute(p, s, code, route, out, sets);
    if (k > 1) {
      for (long[] set : sets) {
        routes.smallestRoute(p, s, code, set[0], set[1], route[k - 1], out);
      }
    } else if (!r.exact() && (p.at(route[0]) == 0 || route[0] == s)) {
      // every move ends on an empty square (R3) or the vacated origin: else no chain ends there
      List<long[]> chains = new ArrayList<>();
      // two captured sets tell an ambiguous text, unless king safety may drop some of them
      int most = options.checkmate() ? Integer.MAX_VALUE : 2;
      routes.chainsEndingOn(p, s, code, route[0], most, chains);
      for (long[] set : chains) {
        routes.smallestRoute(p, s, code, set[0], set[1], route[0], out);
      }
    }
  }

  /**
   * Whether the duty (R13, or R26 with quickEvacuation) binds the side to move: some ring piece
   * has a capture (or, with quickEvacuation, any move), king-safe with checkmate. Uses {@code
   * scratch} (the caller's buffer, so that its work counts) and leaves it empty.
   */
  private boolean dutyBinds(MutablePosition p, int side, MoveBuffer scratch) {
    boolean quick = options.quickEvacuation();
    try {
      // king-safety tests make and unmake moves, which may reorder the piece list
      for (int sq : squares(p, side)) {
        if (!board.edge[sq]) {
          continue;
        }
        int code = p.at(sq);
        if (!options.checkmate() && moves.hasCapture(p, sq)) {
          return true;
        }
        scratch.clear();
        if (quick) {
          moves.quiets(p, sq, code, scratch);
        }
        if (options.checkmate()) {
          moves.captures(p, sq, code, scratch);
          keepSafe(p, scratch);
        }
        if (!scratch.isEmpty()) {
          return true;
        }
      }
      return false;
    } finally {
      scratch.clear();
    }
  }

  /** With {@code checkmate}, keeps the moves that leave the mover's king safe (R27.2). */
  private void keepSafe(MutablePosition p, MoveBuffer out) {
    if (options.checkmate() && out.size() > 0) {
      out.filter(p, prefilter ? KingGuard.get().prepare(this, board, options) : plainKingSafe);
    }
  }

  /**
   * Whether the side to move has a legal move: the duty binds, or some quiet move, one-leg
   * capture or castling is legal; only when none is does it list the chains.
   */
  @Override
  public boolean hasLegalMove(MutablePosition p, MoveBuffer scratch) {
    int side = p.sideToMove();
    if (p.find(side, KING) < 0) {
      return false;
    }
    if (dutyBinds(p, side, scratch)) {
      return true;
    }
    boolean quick = options.quickEvacuation();
    for (int sq : squares(p, side)) {
      int code = p.at(sq);
      scratch.clear();
      if (!board.edge[sq] || !quick) {
        moves.quiets(p, sq, code, scratch);
      }
      if (!board.edge[sq]) {
        if (!options.checkmate() && moves.hasCapture(p, sq)) {
          return true;
        }
        singleLegs.captures(p, sq, code, scratch);
      }
      keepSafe(p, scratch);
      if (!scratch.isEmpty()) {
        return true;
      }
    }
    scratch.clear();
    castling(p, side, scratch);
    keepSafe(p, scratch);
    if (!scratch.isEmpty()) {
      return true;
    }
    if (!options.multiJump() || !options.checkmate()) {
      return false;
    }
    scratch.clear();
    generateMoves(p, scratch); // only chains can be left: a longer chain may be safe
    return !scratch.isEmpty();
  }

  /** The squares of a side's pieces, copied (making and unmaking may reorder the list). */
  private static int[] squares(MutablePosition p, int side) {
    int[] out = new int[p.pieceCount(side)];
    for (int i = 0; i < out.length; i++) {
      out[i] = p.pieceSquare(side, i);
    }
    return out;
  }

  @Override
  public boolean outcomeNeedsMoveCount() {
    return false;
  }

  private void castling(MutablePosition p, int side, MoveBuffer out) {
    int rights = p.castling();
    int k = kingHome[side];
    int king = Pieces.code(KING, side);
    if ((rights & (RIGHT_K[side] | RIGHT_Q[side])) == 0 || p.at(k) != king) {
      return;
    }
    int rook = Pieces.code(ROOK, side);
    boolean checked = false;
    boolean inCheck = false;
    if ((rights & RIGHT_K[side]) != 0 && rookK[side] >= 0 && p.at(rookK[side]) == rook
        && p.at(k + 1) == 0 && p.at(k + 2) == 0) {
      if (options.checkmate()) {
        inCheck = attacks.attacked(p, k, side ^ 1);
        checked = true;
      }
      if (!inCheck && (!options.checkmate() || !crossAttacked(p, crossK[side], k + 1, side))) {
        out.begin().flag(MoveBuffer.CASTLE).lift(k, king).liftSecondary(rookK[side], rook)
            .land(k + 2, king).landSecondary(k + 1, rook).end();
      }
    }
    int rq = rookQ[side];
    if ((rights & RIGHT_Q[side]) != 0 && p.at(rq) == rook && emptyBetween(p, rq, k)) {
      if (options.checkmate() && !checked) {
        inCheck = attacks.attacked(p, k, side ^ 1);
      }
      if (!inCheck && (!options.checkmate() || !crossAttacked(p, crossQ[side], k - 1, side))) {
        out.begin().flag(MoveBuffer.CASTLE).lift(k, king).liftSecondary(rq, rook)
            .land(k - 2, king).landSecondary(k - 1, rook).end();
      }
    }
  }

  private static boolean emptyBetween(MutablePosition p, int lo, int hi) {
    for (int s = lo + 1; s < hi; s++) {
      if (p.at(s) != 0) {
        return false;
      }
    }
    return true;
  }

  /** Whether the square castling crosses is attacked, tested with the king standing on it. */
  private boolean crossAttacked(MutablePosition p, int[] ops, int cross, int side) {
    p.make(ops, 0);
    boolean a = attacks.attacked(p, cross, side ^ 1);
    p.unmake();
    return a;
  }

  /**
   * Makes {@code move} for a king-safety test (R27.2), charging it a unit of its own (its walks
   * charge their states), and returns the square of the mover's king after it, or -1 when the
   * mover has none. The caller tests and unmakes.
   */
  private int makeForTest(MutablePosition p, MoveBuffer buffer, int move) {
    p.spend(1);
    int side = p.sideToMove();
    p.make(buffer, move);
    return p.find(side, KING);
  }

  /** The side whose men may take the king standing on {@code king}. */
  private static int attackerOf(MutablePosition p, int king) {
    return Pieces.side(p.at(king)) ^ 1;
  }

  /** Whether the mover's king is safe once {@code move} is made (R27.2): the plain test. */
  private boolean keepsKingSafe(MutablePosition p, MoveBuffer buffer, int move) {
    int king = makeForTest(p, buffer, move);
    boolean ok = king < 0 || !attacks.attacked(p, king, attackerOf(p, king));
    p.unmake();
    return ok;
  }

  /**
   * {@link #keepsKingSafe} for a move {@link KingGuard} cannot decide. With {@code multiJump} the
   * test after the move is {@link JumpingAttacks#attackedAfter}, given the attackers' first legs
   * in the position before it ({@code legs}, from {@link #listLegs}).
   */
  boolean keepsKingSafe(MutablePosition p, MoveBuffer buffer, int move, Chain legs) {
    if (!options.multiJump()) {
      return keepsKingSafe(p, buffer, move);
    }
    int king = makeForTest(p, buffer, move);
    boolean ok = king < 0 || !attacks.attackedAfter(p, buffer, move, king, attackerOf(p, king), legs);
    p.unmake();
    return ok;
  }

  /**
   * {@link #keepsKingSafe} for a move that {@link KingGuard} cannot decide but whose footprint it
   * has walked: only the attackers whose walks the move touches are walked again.
   */
  boolean keepsKingSafe(MutablePosition p, MoveBuffer buffer, int move, KingGuard guard) {
    int king = makeForTest(p, buffer, move);
    boolean ok = king < 0 || !attacks.attackedRewalking(p, king, attackerOf(p, king), guard);
    p.unmake();
    return ok;
  }

  /**
   * {@link #keepsKingSafe} for a move after which, by {@link AttackFlags}, only the men of the
   * classes in {@code suspects} (bit {@code type - 1}) may take the king: only they are walked.
   */
  boolean keepsKingSafe(MutablePosition p, MoveBuffer buffer, int move, int suspects) {
    int king = makeForTest(p, buffer, move);
    boolean ok = king < 0 || !attacks.chainAttacked(p, king, attackerOf(p, king), suspects);
    p.unmake();
    return ok;
  }

  /** Lists the first legs of the attackers of the side to move's king for {@link #keepsKingSafe}. */
  void listLegs(MutablePosition p, Chain c) {
    if (options.multiJump()) {
      attacks.pieceLegs(p, p.sideToMove() ^ 1, c);
    }
  }

  @Override
  public boolean inCheck(MutablePosition p) {
    if (!options.checkmate()) {
      return false;
    }
    int side = p.sideToMove();
    int king = p.find(side, KING);
    return king >= 0 && attacks.attacked(p, king, side ^ 1);
  }

  @Override
  public Outcome outcome(MutablePosition p, int legalMoves) {
    int side = p.sideToMove();
    Side winner = Side.ofIndex(side ^ 1);
    if (p.find(side, KING) < 0) {
      return Outcome.win(winner, JumpingTermination.KING_CAPTURED);
    }
    if (legalMoves == 0) {
      if (!options.checkmate()) {
        return Outcome.win(winner, JumpingTermination.NO_MOVES);
      }
      return Outcome.win(
          winner, inCheck(p) ? JumpingTermination.CHECKMATE : JumpingTermination.STALEMATE);
    }
    return Outcome.ONGOING;
  }

  @Override
  public List<String> validate(MutablePosition p) {
    return validation.problems(p);
  }

  /** Returns the piece moves, whose chain search answers the attack test. */
  JumpingMoves moves() {
    return moves;
  }

  /** Returns the attack test, whose single captures {@link KingGuard} reads with a record. */
  JumpingAttacks attacks() {
    return attacks;
  }

  /** Returns the square the king of a side starts on (R2, R25). */
  int kingHome(int side) {
    return kingHome[side];
  }

  /** Returns the square of a side's b-file rook. */
  int rookQ(int side) {
    return rookQ[side];
  }

  /** Returns the square of a side's i-file rook, or -1 with {@code mini}. */
  int rookK(int side) {
    return rookK[side];
  }
}

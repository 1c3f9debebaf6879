package io.github.overtake.variants.checkerschess;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.spi.IllegalMoveReasons;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.geometry.Topology;
import io.github.overtake.orthodox.ChessLikeSan;
import io.github.overtake.orthodox.Orthodox;
import io.github.overtake.orthodox.OrthodoxKit;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveNotation;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The rules of one checkers-chess variation (variant id {@code checkerschess}): each player's
 * army type and goal, the board shape and size, flying kings and castling fixed by {@link
 * Options}. Immutable and thread-safe.
 */
public final class CheckersChessRules implements RuleSet {
  /** Type id of the checkers man ({@code M}). */
  public static final int MAN = CheckersKit.MAN;
  /** Type id of the checkers king ({@code C}). */
  public static final int CHECKERS_KING = CheckersKit.KING;

  private static final List<PieceType> TYPES = roster();

  private static final MoveBuffer.MoveFilter CAPTURES = (p, b, m) -> b.isCapture(m);

  private final Options options;
  private final Geometry g;
  private final StartArrays setup;
  private final String start;
  private final OrthodoxKit[] kits = new OrthodoxKit[2];
  private final CheckersKit checkers;
  private final ArmyType[] types = new ArmyType[2];
  private final boolean[] obliged = new boolean[2];
  private final int[] kingHome = new int[2];
  private final int[][] rookHome = new int[2][2];
  private final int[] castlingClear;
  private final boolean explicitCaptures;
  /** The bitboard fast path of checkers armies on flat square boards, or null. */
  private final BitboardCheckers bitboards;
  /** One move checked without the listing, and the existence of a legal move. */
  private final CheckersChessSingleMove single;

  /**
   * Compiles the rules for an option set.
   *
   * @param options the options
   */
  public CheckersChessRules(Options options) {
    this(options, true);
  }

  /** Creates the rule set, with the bitboard fast path allowed or not (tests compare the two). */
  CheckersChessRules(Options options, boolean allowBitboards) {
    this.options = options;
    this.g = Geometry.of(options.topology(), options.width(), options.height());
    this.setup = new StartArrays(options);
    this.start = setup.startPosition();
    this.checkers = new CheckersKit(g, options.flyingKings());
    this.castlingClear = new int[g.squareCount()];
    for (int side = 0; side < 2; side++) {
      types[side] = options.type(side);
      obliged[side] = options.goal(side).mandatoryCapture();
      kits[side] =
          types[side] == ArmyType.NONROYAL
              ? new OrthodoxKit(g, KING, QUEEN, ROOK, BISHOP, KNIGHT)
              : new OrthodoxKit(g, QUEEN, ROOK, BISHOP, KNIGHT);
      int rank = setup.backRank(side);
      kingHome[side] = g.square(setup.kingFile(), rank);
      for (int w = 0; w < 2; w++) {
        boolean kingside = w == 0;
        int rook = g.square(kingside ? g.files() - 1 : 0, rank);
        rookHome[side][w] = setup.rookFarEnough(kingside) ? rook : -1;
        if (rookHome[side][w] >= 0) {
          int bit = MutablePosition.castlingRight(side, kingside);
          castlingClear[kingHome[side]] |= bit;
          castlingClear[rook] |= bit;
        }
      }
    }
    this.explicitCaptures =
        options.topology() != Topology.SQUARE && (options.width() == 4 || options.flyingKings());
    this.bitboards = allowBitboards ? BitboardCheckers.of(g, options.flyingKings()) : null;
    this.single =
        new CheckersChessSingleMove(
            this, kits, checkers, types, obliged, kingHome, explicitCaptures);
  }

  private static List<PieceType> roster() {
    List<PieceType> t = new ArrayList<>(Orthodox.pieceTypes());
    t.add(new PieceType(MAN, "man", 'M', true));
    t.add(new PieceType(CHECKERS_KING, "crowned king", 'C', false));
    return List.copyOf(t);
  }

  /**
   * Returns the options.
   *
   * @return the options this rule set was compiled for
   */
  public Options options() {
    return options;
  }

  @Override
  public String id() {
    return "checkerschess";
  }

  @Override
  public String description() {
    return "Checkers-chess: "
        + options.firstType().id()
        + " ("
        + options.firstGoal().id()
        + ") against "
        + options.secondType().id()
        + " ("
        + options.secondGoal().id()
        + ") on a "
        + g;
  }

  @Override
  public Geometry geometry() {
    return g;
  }

  @Override
  public List<PieceType> pieceTypes() {
    return TYPES;
  }

  /**
   * Returns SAN ({@link ChessLikeSan}) when both armies are chess armies on a board of at most
   * eight files and eight ranks (antichess is such an option set: {@code exd5}, {@code e8=K}),
   * and nothing otherwise: checkers men's jumps have no SAN, and SAN names no square past h8.
   */
  @Override
  public Optional<MoveNotation> moveNotation() {
    return types[0].isChess() && types[1].isChess() && g.files() <= 8 && g.ranks() <= 8
        ? Optional.of(ChessLikeSan.notation())
        : Optional.empty();
  }

  @Override
  public String startPosition() {
    return start;
  }

  @Override
  public int[] castlingRightsCleared() {
    return castlingClear.clone();
  }

  // ------------------------------------------------------------------ move generation

  /**
   * Explains an illegal move: a compulsory capture (an obliged side's jumps, or a text that stops
   * inside a jump sequence), or, for a chess army, a move of its pieces that would leave the king
   * attacked. On the error path only, within the call's work budget ({@code scratch}): it reads the
   * moves of the text's origin alone and decides the duty by the existence queries of {@link
   * #generateCandidates}; a text with no origin lists the moves.
   */
  @Override
  public IllegalMoveReason whyIllegal(MutablePosition p, int from, int to, MoveBuffer scratch) {
    return explain(p, from, to, scratch, from < 0);
  }

  /**
   * Explains an illegal move from the listing of every move ({@code listing}) or from the moves of
   * the origin and the duty's existence query (the two agree: {@code
   * CheckersChessWhyIllegalTest}), within the budget of {@code scratch}.
   */
  IllegalMoveReason explain(
      MutablePosition p, int from, int to, MoveBuffer scratch, boolean listing) {
    int side = p.sideToMove();
    MoveBuffer legal = IllegalMoveReasons.within(scratch);
    boolean duty;
    if (listing) {
      generateMoves(p, legal);
      duty = IllegalMoveReasons.allCapture(legal);
    } else {
      duty = single.dutyBinds(p, side, legal);
      single.candidates(p, MoveRequest.of(from), legal);
    }
    if (from >= 0 && to >= 0 && IllegalMoveReasons.passesThrough(legal, from, to)) {
      return IllegalMoveReason.LONGER_CAPTURE_COMPULSORY;
    }
    if (from >= 0 && to >= 0 && !IllegalMoveReasons.hasMove(legal, from, to)
        && blocked(p, side, from, to, scratch)) {
      return IllegalMoveReason.PATH_BLOCKED;
    }
    if (obliged[side] && duty) {
      return IllegalMoveReason.CAPTURE_COMPULSORY;
    }
    if (types[side] != ArmyType.CHECKERS && from >= 0 && to >= 0) {
      MoveBuffer pseudo = IllegalMoveReasons.within(scratch);
      kits[side].generatePieces(p, side, pseudo);
      if (IllegalMoveReasons.hasMove(pseudo, from, to)) {
        return types[side] == ArmyType.ROYAL
            ? IllegalMoveReason.KING_LEFT_ATTACKED
            : IllegalMoveReason.CAPTURE_COMPULSORY;
      }
    }
    return IllegalMoveReason.NOT_LEGAL;
  }

  /**
   * Whether the man on {@code from} makes the move to {@code to} on a board holding only itself and
   * the man on {@code to}, but not in {@code p}: its path is blocked (a chess piece behind its own
   * man or before an enemy, a flying king behind a man).
   */
  private boolean blocked(MutablePosition p, int side, int from, int to, MoveBuffer scratch) {
    MoveBuffer own = IllegalMoveReasons.within(scratch);
    men(p, side, from, own);
    if (IllegalMoveReasons.hasMove(own, from, to)) {
      return false;
    }
    MoveBuffer open = IllegalMoveReasons.within(scratch);
    men(IllegalMoveReasons.openBoard(this, p, from, to), side, from, open);
    return IllegalMoveReasons.hasMove(open, from, to);
  }

  /** Writes the plain moves of the man on {@code from} (all the chess army's, for a chess man). */
  private void men(MutablePosition p, int side, int from, MoveBuffer out) {
    if (types[side] == ArmyType.CHECKERS) {
      checkers.steps(p, from, out);
    } else {
      kits[side].generatePieces(p, side, out);
    }
  }

  @Override
  public void generateMoves(MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    Scratch s = Scratch.get(g.squareCount());
    switch (types[side]) {
      case CHECKERS:
        if (bitboards == null || !bitboards.generate(p, obliged[side], out)) {
          generateCheckers(p, side, out, s);
        }
        break;
      case NONROYAL:
        kits[side].generatePieces(p, side, out);
        castling(p, side, out, false, s);
        if (obliged[side] && anyCapture(out)) {
          out.filter(p, CAPTURES);
        }
        break;
      case ROYAL:
        generateRoyal(p, side, out, s);
        break;
    }
  }

  /**
   * Checks one move without listing all ({@link CheckersChessSingleMove}): the obligations by
   * existence queries (a jump anywhere, a capture anywhere, a capture that keeps the royal king
   * safe), then only the moves of the piece on the request's origin (castling for the king's home
   * square or a text without origin), king safety tested for those alone. A checkers route that
   * the listing does not print is written too when it is a physical route of a legal move; for
   * step-wise input every route of the piece's jumps.
   */
  @Override
  public boolean generateCandidates(MutablePosition p, MoveRequest request, MoveBuffer out) {
    single.candidates(p, request, out);
    return true;
  }

  /** Whether the side to move has a legal move, found piece by piece, stopping at the first. */
  @Override
  public boolean hasLegalMove(MutablePosition p, MoveBuffer scratch) {
    return single.hasLegalMove(p, scratch);
  }

  /** The outcome (section 11 of the rules page) only asks whether a legal move exists. */
  @Override
  public boolean outcomeNeedsMoveCount() {
    return false;
  }

  /** Counts a checkers army's moves on the bitboard fast path when it applies. */
  @Override
  public int countMoves(MutablePosition p, MoveBuffer scratch) {
    int side = p.sideToMove();
    if (bitboards != null && types[side] == ArmyType.CHECKERS) {
      int n = bitboards.count(p, obliged[side], scratch);
      if (n != BitboardCheckers.DECLINED) {
        return n;
      }
    }
    return RuleSet.super.countMoves(p, scratch);
  }

  /**
   * Counts a perft subtree on four bitboards ({@link CheckersPerft}) when both armies are checkers
   * armies on the bitboard path's boards (English draughts among them).
   */
  @Override
  public long countLeaves(MutablePosition p, int depth) {
    if (bitboards == null
        || types[0] != ArmyType.CHECKERS
        || types[1] != ArmyType.CHECKERS) {
      return -1;
    }
    return CheckersPerft.count(bitboards, obliged, p, depth);
  }

  private void generateCheckers(MutablePosition p, int side, MoveBuffer out, Scratch s) {
    boolean ob = obliged[side];
    int n = p.pieceCount(side);
    int before = out.size();
    for (int i = 0; i < n; i++) {
      int sq = p.pieceSquare(side, i);
      if (explicitCaptures) {
        s.routes.limitAs(out); // the routes count against the call's limits before they grow
        try {
          checkers.jumps(p, sq, s.routes, ob, false, s);
          ExplicitCaptures.copy(s.routes, out, s);
        } finally {
          s.trimRoutes();
        }
      } else {
        checkers.jumps(p, sq, out, ob, true, s);
      }
    }
    if (ob && out.size() > before) {
      return;
    }
    for (int i = 0; i < n; i++) {
      checkers.steps(p, p.pieceSquare(side, i), out);
    }
  }

  private void generateRoyal(MutablePosition p, int side, MoveBuffer out, Scratch s) {
    if (p.pieceCount(side) <= 1) {
      return; // bare king (R26): the game is over
    }
    int before = out.size();
    kits[side].generatePieces(p, side, out);
    castling(p, side, out, true, s);
    dropUnsafe(p, side, out, before, s);
    if (obliged[side] && anyCapture(out)) {
      out.filter(p, CAPTURES);
    }
  }

  /**
   * Drops the moves of {@code out} from index {@code before} on after which the royal king of
   * {@code side} would be attacked (R22); the moves before it are kept as they are.
   */
  void dropUnsafe(MutablePosition p, int side, MoveBuffer out, int before, Scratch s) {
    int king = p.find(side, KING);
    int enemy = side ^ 1;
    int n = out.size();
    boolean[] illegal = null;
    if (types[enemy] == ArmyType.CHECKERS) {
      // the attack search fails at once unless a diagonal line through the king is open; with the
      // king staying, a move that empties none of the squares next to it on such lines cannot
      // open one (the squares are marked)
      boolean closed = king >= 0 && n > before && !checkers.lineOpen(p, king, enemy);
      if (closed) {
        checkers.markLines(p, king);
      }
      for (int m = before; m < n; m++) {
        if (closed && emptiesNoMarked(p, out, m, king)) {
          continue;
        }
        if (!legalAgainstCheckers(p, out, m, king, enemy, s)) {
          if (illegal == null) {
            illegal = s.illegalFlags(n);
          }
          illegal[m] = true;
        }
      }
    } else {
      // against a chess army, out of check, only king moves, en passant and moves of a piece that
      // is the first on a line from the king, with a matching enemy line piece behind it, can
      // expose the king
      boolean shortcut = !attacked(p, king, enemy, s);
      if (shortcut) {
        markLineBlockers(p, king, side);
      }
      for (int m = before; m < n; m++) {
        int from = Ops.square(out.opAt(out.start(m)));
        if (shortcut && from != king && !p.isMarked(from) && !enPassant(out, m)) {
          continue;
        }
        p.make(out, m);
        int k = from == king ? out.to(m) : king;
        boolean ok = !attacked(p, k, enemy, s);
        p.unmake();
        if (!ok) {
          if (illegal == null) {
            illegal = s.illegalFlags(n);
          }
          illegal[m] = true;
        }
      }
    }
    if (illegal != null) {
      out.retain(s.legal);
    }
  }

  /**
   * Whether move {@code m} keeps the king on {@code king} where it is, is no castling, and neither
   * lifts nor captures on a marked square.
   */
  private static boolean emptiesNoMarked(MutablePosition p, MoveBuffer b, int m, int king) {
    if ((b.flags(m) & MoveBuffer.CASTLE) != 0) {
      return false;
    }
    for (int i = b.start(m), e = b.end(m); i < e; i++) {
      int op = b.opAt(i);
      int code = Ops.opcode(op);
      int sq = Ops.square(op);
      if ((code == Ops.LIFT || code == Ops.CAPTURE) && (sq == king || p.isMarked(sq))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether move {@code m}, by the royal side whose king is on {@code king}, leaves that king
   * unattacked by the checkers army {@code enemy}. An ordinary move (one lift, at most one
   * capture, one land) after which no diagonal line through the king's square passes the {@link
   * CheckersKit#lineOpenAfter} test is legal without being made: the attack search would fail at
   * that test. Any other move is made and tested.
   */
  private boolean legalAgainstCheckers(
      MutablePosition p, MoveBuffer b, int m, int king, int enemy, Scratch s) {
    int start = b.start(m);
    int first = Ops.square(b.opAt(start));
    if ((b.flags(m) & MoveBuffer.CASTLE) == 0) {
      int from = -1;
      int to = -1;
      int cap = -1;
      boolean plain = true;
      for (int i = start, e = b.end(m); i < e && plain; i++) {
        int op = b.opAt(i);
        switch (Ops.opcode(op)) {
          case Ops.LIFT:
            plain = from < 0 && !Ops.has(op, Ops.SECONDARY);
            from = Ops.square(op);
            break;
          case Ops.LAND:
            plain = to < 0 && !Ops.has(op, Ops.SECONDARY);
            to = Ops.square(op);
            break;
          case Ops.CAPTURE:
            plain = cap < 0;
            cap = Ops.square(op);
            break;
          case Ops.EP_TARGET:
            break;
          default:
            plain = false;
            break;
        }
      }
      if (plain && from == first && to >= 0) {
        int k = from == king ? to : king;
        if (!checkers.lineOpenAfter(p, k, enemy, from, to, cap)) {
          return true;
        }
      }
    }
    p.make(b, m);
    int k = first == king ? b.to(m) : king;
    boolean ok = !checkers.attacks(p, k, enemy, s);
    p.unmake();
    return ok;
  }

  /**
   * Marks the own pieces that stand first on a rook or bishop line from the king and, with their
   * square taken as empty, have next on that line an enemy queen or an enemy rook (rook line) or
   * bishop (bishop line): the only pieces whose move can open a line to the king. The line is
   * followed as {@link OrthodoxKit#attacked} follows it.
   */
  private void markLineBlockers(MutablePosition p, int king, int side) {
    p.newMarks();
    int enemy = side ^ 1;
    int queen = Pieces.code(QUEEN, enemy);
    for (int d0 = 0; d0 < 8; d0++) {
      int slider = Pieces.code((d0 & 1) != 0 ? BISHOP : ROOK, enemy);
      int sq = king;
      int d = d0;
      int blocker = -1;
      while (true) {
        int nx = g.step(sq, d);
        if (nx < 0 || nx == king) {
          break;
        }
        d = g.stepDirection(sq, d);
        sq = nx;
        int t = sq == blocker ? 0 : p.at(sq);
        if (t == 0) {
          continue;
        }
        if (blocker < 0 && Pieces.side(t) == side) {
          blocker = sq;
          continue;
        }
        if (blocker >= 0 && (t == queen || t == slider)) {
          p.mark(blocker);
        }
        break;
      }
    }
  }

  private static boolean enPassant(MoveBuffer b, int m) {
    for (int i = b.start(m), e = b.end(m); i < e; i++) {
      int op = b.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE && Ops.has(op, Ops.EN_PASSANT)) {
        return true;
      }
    }
    return false;
  }

  private static boolean anyCapture(MoveBuffer out) {
    for (int m = 0, n = out.size(); m < n; m++) {
      if (out.isCapture(m)) {
        return true;
      }
    }
    return false;
  }

  void castling(MutablePosition p, int side, MoveBuffer out, boolean royal, Scratch s) {
    int rights = p.castling();
    if (!options.castling() || rights == 0) {
      return;
    }
    int k = kingHome[side];
    if (p.at(k) != Pieces.code(KING, side)) {
      return;
    }
    int rook = Pieces.code(ROOK, side);
    boolean checked = false;
    boolean inCheck = false;
    for (int w = 0; w < 2; w++) {
      int r = rookHome[side][w];
      if (r < 0 || (rights & MutablePosition.castlingRight(side, w == 0)) == 0 || p.at(r) != rook) {
        continue;
      }
      int dir = w == 0 ? 1 : -1;
      int rank = g.rank(k);
      boolean clear = true;
      for (int f = g.file(k) + dir; f != g.file(r); f += dir) {
        if (p.at(g.square(f, rank)) != 0) {
          clear = false;
          break;
        }
      }
      if (!clear) {
        continue;
      }
      if (royal) {
        if (!checked) {
          inCheck = attacked(p, k, side ^ 1, s);
          checked = true;
        }
        // the king is not in check, so its home square blocks no line to the crossed square
        if (inCheck || attacked(p, g.square(g.file(k) + dir, rank), side ^ 1, s)) {
          continue;
        }
      }
      kits[side].castle(p, k, r, out);
    }
  }

  /** Returns whether {@code sq} is attacked by {@code bySide} (R22). */
  boolean attacked(MutablePosition p, int sq, int bySide, Scratch s) {
    if (types[bySide] == ArmyType.CHECKERS) {
      return checkers.attacks(p, sq, bySide, s);
    }
    return kits[bySide].attacked(p, sq, bySide);
  }

  @Override
  public boolean inCheck(MutablePosition p) {
    int side = p.sideToMove();
    if (types[side] != ArmyType.ROYAL) {
      return false;
    }
    int king = p.find(side, KING);
    return king >= 0 && attacked(p, king, side ^ 1, Scratch.get(g.squareCount()));
  }

  // ------------------------------------------------------------------ end of the game

  @Override
  public Outcome outcome(MutablePosition p, int legalMoves) {
    int side = p.sideToMove();
    ArmyType type = types[side];
    CheckersChessTermination reason = null;
    if (type != ArmyType.ROYAL) {
      if (p.pieceCount(side) == 0) {
        reason = CheckersChessTermination.NO_PIECES;
      } else if (legalMoves == 0) {
        reason = CheckersChessTermination.NO_MOVES;
      }
    } else {
      boolean check = inCheck(p);
      if (p.pieceCount(side) <= 1) {
        if (kingCanMove(p, side)) {
          reason = CheckersChessTermination.BARE_KING;
        } else {
          reason =
              check
                  ? CheckersChessTermination.BARE_KING_CHECKMATE
                  : CheckersChessTermination.BARE_KING_STALEMATE;
        }
      } else if (legalMoves == 0) {
        reason = check ? CheckersChessTermination.CHECKMATE : CheckersChessTermination.STALEMATE;
      }
    }
    if (reason == null) {
      return Outcome.ONGOING;
    }
    switch (OutcomeTable.resultFor(type, options.goal(side), reason)) {
      case WIN:
        return Outcome.win(Side.ofIndex(side), reason);
      case LOSS:
        return Outcome.win(Side.ofIndex(side ^ 1), reason);
      default:
        return Outcome.draw(reason);
    }
  }

  private boolean kingCanMove(MutablePosition p, int side) {
    int king = p.find(side, KING);
    if (king < 0) {
      return false;
    }
    Scratch s = Scratch.get(g.squareCount());
    MoveBuffer buf = new MoveBuffer();
    kits[side].generateFrom(p, king, buf);
    for (int m = 0; m < buf.size(); m++) {
      p.make(buf, m);
      boolean ok = !attacked(p, buf.to(m), side ^ 1, s);
      p.unmake();
      if (ok) {
        return true;
      }
    }
    return false;
  }

  // ------------------------------------------------------------------ validity

  @Override
  public List<String> validate(MutablePosition p) {
    return new PositionCheck(this, options, setup, kingHome, rookHome).problems(p);
  }
}

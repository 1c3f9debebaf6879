package io.github.overtake.orthodox;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.IllegalMoveReasons;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveNotation;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * FIDE chess on the 8x8 board, variant id {@code chess}, and the open base of variants that change
 * one rule of it. Checkmate wins; stalemate and insufficient material (bare kings, a lone minor
 * piece, bishops all on one colour) draw. As in FIDE's laws, threefold repetition and the
 * fifty-move rule let a player claim a draw ({@link io.github.overtake.core.Game#claimDraw()}),
 * and fivefold repetition and the seventy-five-move rule draw automatically.
 *
 * <h2>Extension points</h2>
 *
 * A variant that changes one rule of chess subclasses this class and overrides that rule; it keeps
 * king safety, check, castling, promotion, outcome and draws. Every hook works on the {@link
 * MutablePosition} passed in and must leave it as it was. Subclasses must stay immutable and
 * thread-safe, like every rule set.
 *
 * <ul>
 *   <li>{@link #generatePieceMoves}: the pseudo-legal moves of the piece on one square (the
 *       piece type's movement and capture);
 *   <li>{@link #attacked}: whether a square is attacked by a side; check, king safety, castling
 *       and position validation all use it ({@link OrthodoxKit#attackedBy} keeps some types'
 *       orthodox attacks);
 *   <li>{@link #pieceTypes}: the roster's names and letters; a renamed piece keeps its id, and
 *       SAN ({@link #moveNotation}) reads the letters;
 *   <li>{@link #generateDrops}: moves that bring a piece onto the board (none in chess);
 *   <li>{@link #generateCastling} and {@link #castlingSafe}: the castling moves and their attack
 *       conditions (FIDE's by default, tested with the variant's own {@link #attacked});
 *   <li>the kit given to {@link #ChessRules(OrthodoxKit)}: promotion choices ({@link
 *       OrthodoxKit#OrthodoxKit(Geometry, int...)}), capture effects ({@link
 *       OrthodoxKit#withCaptureEffect}), marked promotions ({@link OrthodoxKit#markingPromotions});
 *   <li>{@link #goal}: a decisive end reached by a move (King of the Hill's king on a centre
 *       square, Three-check's third check): the position then has no legal moves and {@link
 *       #outcome} returns the goal's outcome, and the bitboard fast path stays on;
 *   <li>{@link #outcome} and {@link #insufficientMaterial}: decisive ends and draws;
 *   <li>{@link #fastLegality}: whether the pin-based legality shortcut applies.
 * </ul>
 *
 * <p>Legality: a pseudo-legal move is legal when, after it, the mover's king is not {@linkplain
 * #attacked attacked}. While the variant keeps the orthodox attack test ({@link #attacked} not
 * overridden) a faster equivalent test based on pins is used; otherwise every move is made and
 * unmade. The board is always the standard 8x8 one.
 *
 * <p>Speed: while the kit is FIDE's and no class below this one declares any of the generation
 * hooks above ({@link #generateMoves}, {@link #countMoves}, {@link #generatePieceMoves}, {@link
 * #generateDrops}, {@link #generateCastling}, {@link #castlingSafe}, {@link #attacked}, {@link
 * #fastLegality}), a 64-bit bitboard path with check and pin masks writes the same moves, with the
 * same ops and in the same order, and counts them without writing at perft's last ply. A {@link
 * #goal} keeps that path: it is asked first, and the path answers wherever no goal is reached.
 */
@Immutable
public class ChessRules implements RuleSet {
  /** The start position. */
  public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static final int E1 = 4;
  private static final int A1 = 0;
  private static final int H1 = 7;
  private static final int E8 = 60;
  private static final int A8 = 56;
  private static final int H8 = 63;

  /** Clears the mark bit of a non-pawn piece code (marked men attack as unmarked ones). */
  private static final int UNMARK = ~Pieces.REVERSED_BIT;

  private static final OrthodoxKit FIDE_KIT =
      new OrthodoxKit(Geometry.standard(), QUEEN, ROOK, BISHOP, KNIGHT);

  private final OrthodoxKit kit;

  private final boolean fast;

  /** Whether castling works with any king and rook files (Chess960): {@link #anyCastlingFiles}. */
  private final boolean anyFiles;

  /** Whether the bitboard fast path ({@link FastChess}) answers: no hook changes the rules. */
  private final boolean bitboards;

  /** Whether a class below this one declares {@link #goal}: otherwise it is never called. */
  private final boolean goals;

  /** Whether {@link #outcome} is this class's, which reads only whether there is a legal move. */
  private final boolean countFree;

  @SuppressWarnings("Immutable") // the kit's promotion types, never exposed
  private final int[] promotions;

  @SuppressWarnings("Immutable") // a method reference to this immutable rule set
  private final MoveBuffer.MoveFilter legal = this::keepsKingSafe;

  @SuppressWarnings("Immutable") // a method reference to this immutable rule set
  private final MoveBuffer.MoveFilter legalNotInCheck = this::legalNotInCheck;

  @SuppressWarnings("Immutable") // filled in the constructor, never exposed
  private final int[] castlingClear;

  /** Creates the FIDE rule set. */
  public ChessRules() {
    this(FIDE_KIT);
  }

  /**
   * Creates a rule set whose pieces move with {@code kit}: its promotion types, capture effect
   * and promotion marks.
   *
   * @param kit the movement kit, on the standard 8x8 geometry
   * @throws IllegalArgumentException if the kit's board is not the standard 8x8 one
   * @throws NullPointerException if {@code kit} is null
   */
  protected ChessRules(OrthodoxKit kit) {
    this(kit, true);
  }

  /**
   * Creates a rule set, with the bitboard fast path allowed or not (tests compare the two paths).
   */
  ChessRules(OrthodoxKit kit, boolean allowBitboards) {
    if (!Objects.requireNonNull(kit, "kit").geometry().equals(Geometry.standard())) {
      throw new IllegalArgumentException(
          "ChessRules needs the standard 8x8 board, got the " + kit.geometry() + " board");
    }
    this.kit = kit;
    this.fast = fastLegality();
    this.anyFiles = anyCastlingFiles();
    this.promotions = kit.promotionTypes();
    this.bitboards =
        allowBitboards && fast && kit.isPlain() && RuleHooks.keepsBitboardHooks(getClass());
    this.goals = RuleHooks.declares(getClass(), "goal");
    this.countFree = !RuleHooks.declares(getClass(), "outcome");
    this.castlingClear = new int[64];
    castlingClear[E1] = MutablePosition.WHITE_KINGSIDE | MutablePosition.WHITE_QUEENSIDE;
    castlingClear[H1] = MutablePosition.WHITE_KINGSIDE;
    castlingClear[A1] = MutablePosition.WHITE_QUEENSIDE;
    castlingClear[E8] = MutablePosition.BLACK_KINGSIDE | MutablePosition.BLACK_QUEENSIDE;
    castlingClear[H8] = MutablePosition.BLACK_KINGSIDE;
    castlingClear[A8] = MutablePosition.BLACK_QUEENSIDE;
  }

  /**
   * Returns the family id; a subclass overrides it (core reports the provider's id, see {@link
   * io.github.overtake.core.spi.VariantProvider}).
   */
  @Override
  public String id() {
    return "chess";
  }

  @Override
  public String description() {
    return "FIDE chess: the orthodox reference ruleset";
  }

  @Override
  public Geometry geometry() {
    return kit.geometry();
  }

  @Override
  public List<PieceType> pieceTypes() {
    return Orthodox.pieceTypes();
  }

  @Override
  public String startPosition() {
    return START;
  }

  @Override
  public int[] castlingRightsCleared() {
    return castlingClear.clone();
  }

  /** Returns 150: the seventy-five-move rule draws automatically. */
  @Override
  public int noProgressLimit() {
    return 150;
  }

  /** Returns 5: fivefold repetition draws automatically. */
  @Override
  public int repetitionLimit() {
    return 5;
  }

  /** Returns 100: after fifty moves without progress a player may claim a draw. */
  @Override
  public int claimableNoProgressLimit() {
    return 100;
  }

  /** Returns 3: the third occurrence of a position lets a player claim a draw. */
  @Override
  public int claimableRepetitionCount() {
    return 3;
  }

  /**
   * Reads the castling field: FIDE's {@code KQkq} (and Shredder-FEN's {@code HAha}), or with
   * {@link #anyCastlingFiles} X-FEN and Shredder-FEN letters, setting each right's squares.
   */
  @Override
  public boolean parseCastling(String field, MutablePosition p) {
    return CastlingText.parse(field, p, anyFiles);
  }

  /** Writes the castling field; with {@link #anyCastlingFiles} as X-FEN. */
  @Override
  public boolean formatCastling(MutablePosition p, StringBuilder out) {
    return anyFiles && CastlingText.formatXfen(p, out);
  }

  /**
   * Returns Standard Algebraic Notation for this rule set's {@link #pieceTypes()} ({@link
   * San#notation(List)}: {@link San#notation()} for the orthodox letters), so that a variant
   * that renames a piece reads the SAN it writes.
   */
  @Override
  public Optional<MoveNotation> moveNotation() {
    return Optional.of(San.notation(pieceTypes()));
  }

  /**
   * Returns the movement kit this rule set uses.
   *
   * @return the kit
   */
  public OrthodoxKit kit() {
    return kit;
  }

  /**
   * Returns whether the pin-based legality shortcut applies: called once, by this class's
   * constructor (before a subclass's fields are set, so the answer must depend on the class
   * alone). By default true exactly when the class keeps the orthodox {@link #attacked} test. The shortcut
   * assumes that a move's board effects are lifting the mover, capturing on its landing square
   * (or en passant), landing and dropping pieces; a variant whose moves remove or move other
   * pieces (explosions, captures at a distance) while keeping the orthodox attacks returns false.
   *
   * @return whether the shortcut applies
   */
  protected boolean fastLegality() {
    try {
      return getClass()
              .getMethod("attacked", MutablePosition.class, int.class, int.class)
              .getDeclaringClass()
          == ChessRules.class;
    } catch (NoSuchMethodException e) {
      throw new AssertionError(e);
    }
  }

  /**
   * Returns whether the king and the rooks may castle from any files of their first rank, as in
   * Chess960: called once, by this class's constructor (so the answer must depend on the class
   * alone). By default false: the king castles from e1/e8 with the rooks of the corners, and the
   * castling field is FIDE's {@code KQkq} (Shredder-FEN's {@code HAha} is read as the same).
   * When true, the castling field is read as X-FEN (each of {@code KQkq} names the outermost rook
   * on that side of the king) or Shredder-FEN (the rook's file, {@code HFhf}), written as X-FEN
   * (a file letter only where the rook is not the outermost one), and castling puts the king on
   * the g- or c-file and the rook on the f- or d-file; see {@code docs/rules/chess960.md}.
   *
   * @return whether castling works with any files
   */
  protected boolean anyCastlingFiles() {
    return false;
  }

  /**
   * Returns the variant's goal outcome when the position reached it: a decisive end that a move
   * brings about, such as King of the Hill's king on a centre square or Three-check's third check.
   * When it returns an outcome that is over, the position has no legal moves ({@link
   * #generateMoves} and {@link #countMoves} stop before generating anything) and {@link #outcome}
   * returns it before looking at checkmate; an illegal move there is explained as {@link
   * IllegalMoveReason#GAME_OVER}. Overriding it keeps the bitboard fast path for the positions
   * where the goal is not reached.
   *
   * <p>Called once at every node of move generation and perft, so it must be cheap and must leave
   * the position as it was. The position's side to move is the player about to move; a goal is
   * usually reached by the other player's last move. By default no goal: {@link
   * Outcome#ONGOING}.
   *
   * @param p the position
   * @return the goal's decisive outcome, or {@link Outcome#ONGOING} when no goal is reached
   */
  protected Outcome goal(MutablePosition p) {
    return Outcome.ONGOING;
  }

  /** Whether the position has reached a goal ({@link #goal}), so that it has no moves. */
  private boolean goalReached(MutablePosition p) {
    return goals && goal(p).isOver();
  }

  /** Returns whether the bitboard fast path answers for this rule set (for tests). */
  boolean usesBitboards() {
    return bitboards;
  }

  /**
   * Counts the legal moves; on the FIDE rules (no hook overridden) with 64-bit bitboards and
   * without writing them.
   */
  @Override
  public int countMoves(MutablePosition p, MoveBuffer scratch) {
    if (goalReached(p)) {
      return 0;
    }
    if (bitboards) {
      int n = FastChess.run(p, promotions, null);
      if (n != FastChess.DECLINED) {
        return n;
      }
    }
    return RuleSet.super.countMoves(p, scratch);
  }

  /**
   * False on the bitboard path while {@link #outcome} is this class's, which asks only whether a
   * legal move exists.
   */
  @Override
  public boolean outcomeNeedsMoveCount() {
    return !(countFree && bitboards); // elsewhere the listing counted is the one parsing reuses
  }

  /** Whether a legal move exists; on the FIDE rules found on bitboards, nothing written. */
  @Override
  public boolean hasLegalMove(MutablePosition p, MoveBuffer scratch) {
    if (bitboards && !goalReached(p)) {
      int any = FastChessQueries.anyMove(p, promotions);
      if (any != FastChess.DECLINED) {
        return any > 0;
      }
    }
    return countMoves(p, scratch) > 0;
  }

  /**
   * On the FIDE rules with bitboards, the legal moves from a coordinate text's origin to its
   * destination, found from that man alone, a king's castlings that the text may name included
   * ({@link FastChessQueries#fromTo}); for a text that names no origin ({@code O-O}), the legal
   * castlings ({@link FastChessQueries#castlings}); for an origin with no landing or several
   * ({@code b8=Q} read as a promotion in place, {@code e2-e3-e4}), nothing, as no move of chess
   * has such a route. Step-wise input's request for every route is left to the listing.
   */
  @Override
  public boolean generateCandidates(MutablePosition p, MoveRequest r, MoveBuffer out) {
    if (!bitboards || goalReached(p) || r.everyRoute()) {
      return false;
    }
    if (r.origin() < 0) {
      return r.routeLength() == 0 && FastChessQueries.castlings(p, 0, out) != FastChess.DECLINED;
    }
    if (r.routeLength() != 1) {
      return FastChessQueries.covers(p); // every chess move lands once, off its origin
    }
    return FastChessQueries.fromTo(p, promotions, r.origin(), r.routeSquare(0), out);
  }

  /** On the FIDE rules, the en-passant captures found on bitboards; else left to core. */
  @Override
  public int legalEnPassantCount(MutablePosition p) {
    return bitboards && !goalReached(p) ? FastChessQueries.enPassants(p) : -1;
  }

  /**
   * Writes the legal moves a SAN text names as {@link San#matches} returns them, on the FIDE
   * rules with bitboards ({@link SanFields#write}); false where that path does not answer.
   */
  boolean writeSan(MutablePosition p, String text, String letters, MoveBuffer out) {
    if (!bitboards || goalReached(p)) {
      return false;
    }
    SanFields q = SanFields.parse(text, letters);
    return q != null && q.write(p, promotions, pieceTypes(), out);
  }

  @Override
  public void generateMoves(MutablePosition p, MoveBuffer out) {
    if (goalReached(p)) {
      return;
    }
    if (bitboards && FastChess.run(p, promotions, out) != FastChess.DECLINED) {
      return;
    }
    int side = p.sideToMove();
    int count = p.pieceCount(side);
    for (int i = 0; i < count; i++) {
      generatePieceMoves(p, p.pieceSquare(side, i), out);
    }
    int drops = out.size();
    generateDrops(p, side, out);
    for (int m = drops, n = out.size(); m < n; m++) {
      int first = out.opAt(out.start(m));
      if (Ops.opcode(first) == Ops.PLACE && dropResetsClock(Ops.piece(first))) {
        out.addFlags(m, MoveBuffer.RESET_CLOCK);
      }
    }
    generateCastling(p, side, out);
    int king = p.find(side, KING);
    if (!fast || king < 0 || attacked(p, king, side ^ 1)) {
      out.filter(p, legal);
    } else {
      markPinned(p, king, side);
      out.filter(p, legalNotInCheck);
    }
  }

  /**
   * Explains an illegal move of a man: {@link IllegalMoveReason#KING_LEFT_ATTACKED} when the man's
   * pseudo-legal moves (or castling) to the square all leave the king attacked, the generic reason
   * when one of them is legal (the text names something else: core names the legal ones), {@link
   * IllegalMoveReason#PATH_BLOCKED} when
   * the man makes it on a board holding only itself and the target square's man, else the
   * generic reason. On the error path only.
   */
  @Override
  public IllegalMoveReason whyIllegal(MutablePosition p, int from, int to, MoveBuffer scratch) {
    if (goalReached(p)) {
      return IllegalMoveReason.GAME_OVER;
    }
    if (from < 0 || to < 0) {
      return IllegalMoveReason.NOT_LEGAL;
    }
    int side = p.sideToMove();
    MoveBuffer pseudo = IllegalMoveReasons.within(scratch);
    generatePieceMoves(p, from, pseudo);
    if (Pieces.type(p.at(from)) == KING) {
      generateCastling(p, side, pseudo);
    }
    boolean there = false;
    for (int m = 0; m < pseudo.size(); m++) {
      if (pseudo.from(m) == from && pseudo.to(m) == to) {
        if (keepsKingSafe(p, pseudo, m)) {
          return IllegalMoveReason.NOT_LEGAL; // a legal move goes there: the text is at fault
        }
        there = true;
      }
    }
    if (there) {
      return IllegalMoveReason.KING_LEFT_ATTACKED;
    }
    MutablePosition open = IllegalMoveReasons.openBoard(this, p, from, to);
    MoveBuffer free = IllegalMoveReasons.within(scratch);
    generatePieceMoves(open, from, free);
    return IllegalMoveReasons.hasMove(free, from, to)
        ? IllegalMoveReason.PATH_BLOCKED
        : IllegalMoveReason.NOT_LEGAL;
  }

  /**
   * Writes the pseudo-legal moves of the piece on {@code square} (the side to move's): its
   * movement and captures, without castling and without the king-safety test. By default the
   * orthodox moves of {@link OrthodoxKit#generateFrom}.
   *
   * @param p the position
   * @param square the square of the moving piece
   * @param out the buffer the moves are appended to
   */
  protected void generatePieceMoves(MutablePosition p, int square, MoveBuffer out) {
    kit.generateFrom(p, square, out);
  }

  /**
   * Writes the pseudo-legal drops of {@code side}: moves that bring a piece onto the board
   * ({@link MoveBuffer#place}). Chess has none; Crazyhouse drops from the pools.
   *
   * @param p the position
   * @param side the side to move: 0 White, 1 Black
   * @param out the buffer the moves are appended to
   */
  protected void generateDrops(MutablePosition p, int side, MoveBuffer out) {}

  /**
   * Returns whether dropping {@code piece} resets the no-progress (halfmove) clock, as a pawn move
   * or a capture does. Called for every move {@link #generateDrops} writes (a move whose first op
   * places a man); a drop for which it returns true gets {@link MoveBuffer#RESET_CLOCK}. By
   * default a pawn drop resets the clock (it is a pawn move, as Fairy-Stockfish, python-chess and
   * lichess count it) and any other drop does not.
   *
   * @param piece the piece code dropped
   * @return whether the drop resets the clock
   */
  protected boolean dropResetsClock(int piece) {
    return Pieces.type(piece) == PAWN;
  }

  /**
   * Writes the castling moves of {@code side}: for each right held, with the king and rook on
   * their home squares and {@link #castlingSafe} true, the king two files toward the rook and the
   * rook over it. The destination is left to the ordinary legality test.
   *
   * @param p the position
   * @param side the side to move: 0 White, 1 Black
   * @param out the buffer the moves are appended to
   */
  protected void generateCastling(MutablePosition p, int side, MoveBuffer out) {
    if (anyFiles) {
      castleAnyFiles(p, side, out);
      return;
    }
    int rights = p.castling();
    int kingHome = side == 0 ? E1 : E8;
    if (rights == 0 || p.at(kingHome) != Pieces.code(KING, side)) {
      return;
    }
    int rook = Pieces.code(ROOK, side);
    int ks = side == 0 ? MutablePosition.WHITE_KINGSIDE : MutablePosition.BLACK_KINGSIDE;
    int qs = side == 0 ? MutablePosition.WHITE_QUEENSIDE : MutablePosition.BLACK_QUEENSIDE;
    int kingside = side == 0 ? H1 : H8;
    int queenside = side == 0 ? A1 : A8;
    if ((rights & ks) != 0 && p.at(kingside) == rook
        && castlingSafe(p, kingHome, kingside, side ^ 1)) {
      kit.castle(p, kingHome, kingside, out);
    }
    if ((rights & qs) != 0 && p.at(queenside) == rook
        && castlingSafe(p, kingHome, queenside, side ^ 1)) {
      kit.castle(p, kingHome, queenside, out);
    }
  }

  /** Chess960 castling: king to the g- or c-file, rook to the f- or d-file. */
  private void castleAnyFiles(MutablePosition p, int side, MoveBuffer out) {
    int rights = p.castling() & (side == 0 ? 3 : 12);
    if (rights == 0) {
      return;
    }
    int king = Pieces.code(KING, side);
    int rook = Pieces.code(ROOK, side);
    for (int kingside = 1; kingside >= 0; kingside--) {
      int bit = MutablePosition.castlingRight(side, kingside == 1);
      if ((rights & bit) == 0) {
        continue;
      }
      int kingSq = castlingKing(p, bit);
      int rookSq = castlingRook(p, bit);
      if (p.at(kingSq) != king || p.at(rookSq) != rook) {
        continue;
      }
      int base = kingSq & ~7;
      int kingTo = base + (kingside == 1 ? 6 : 2);
      int rookTo = base + (kingside == 1 ? 5 : 3);
      if (kit.castlingSpanFree(p, kingSq, rookSq, kingTo, rookTo)
          && castlingPathSafe(p, kingSq, rookSq, kingTo, side ^ 1)) {
        kit.castle(p, kingSq, rookSq, kingTo, rookTo, out);
      }
    }
  }

  /**
   * Whether no square the king stands on or crosses is attacked (the destination is left to the
   * legality test); the squares are empty but for the king and the rook.
   */
  private boolean castlingPathSafe(
      MutablePosition p, int kingSq, int rookSq, int kingTo, int bySide) {
    if (fast) {
      return kit.castlingPathSafe(p, kingSq, kingTo, bySide);
    }
    if (attacked(p, kingSq, bySide)) {
      return false;
    }
    int king = p.at(kingSq);
    int rook = p.at(rookSq);
    int dir = Integer.signum(kingTo - kingSq);
    for (int s = kingSq + dir; dir != 0 && s != kingTo; s += dir) {
      p.make(
          new int[] {
            Ops.of(Ops.LIFT, kingSq, king, 0),
            Ops.of(Ops.LIFT, rookSq, rook, 0),
            Ops.of(Ops.LAND, s, king, 0)
          },
          0);
      boolean hit = attacked(p, s, bySide);
      p.unmake();
      if (hit) {
        return false;
      }
    }
    return true;
  }

  /** The king's square of a right: the position's own, else FIDE's. */
  static int castlingKing(MutablePosition p, int bit) {
    int sq = p.castlingKingSquare(bit);
    if (sq >= 0) {
      return sq;
    }
    return bit <= MutablePosition.WHITE_QUEENSIDE ? E1 : E8;
  }

  /** The rook's square of a right: the position's own, else FIDE's corner. */
  static int castlingRook(MutablePosition p, int bit) {
    int sq = p.castlingRookSquare(bit);
    if (sq >= 0) {
      return sq;
    }
    switch (bit) {
      case MutablePosition.WHITE_KINGSIDE:
        return H1;
      case MutablePosition.WHITE_QUEENSIDE:
        return A1;
      case MutablePosition.BLACK_KINGSIDE:
        return H8;
      default:
        return A8;
    }
  }

  /**
   * Returns whether castling passes FIDE's conditions besides the destination: the squares
   * between king and rook are empty, the king is not {@linkplain #attacked attacked}, and the
   * square it crosses is not attacked once the king stands on it. Uses this rule set's own attack
   * test.
   *
   * @param p the position, left as it was
   * @param kingSq the king's square
   * @param rookSq the castling rook's square
   * @param bySide the opponent: 0 White, 1 Black
   * @return whether castling is allowed so far
   */
  protected boolean castlingSafe(MutablePosition p, int kingSq, int rookSq, int bySide) {
    if (fast) {
      return kit.castlingSafe(p, kingSq, rookSq, bySide);
    }
    int dir = rookSq > kingSq ? 1 : -1;
    for (int s = kingSq + dir; s != rookSq; s += dir) {
      if (p.at(s) != 0) {
        return false;
      }
    }
    if (attacked(p, kingSq, bySide)) {
      return false;
    }
    int king = p.at(kingSq);
    int cross = kingSq + dir;
    p.make(new int[] {Ops.of(Ops.LIFT, kingSq, king, 0), Ops.of(Ops.LAND, cross, king, 0)}, 0);
    boolean hit = attacked(p, cross, bySide);
    p.unmake();
    return !hit;
  }

  /**
   * Returns whether {@code square} is attacked by a piece of {@code bySide}: some piece of that
   * side could capture a piece standing there, ignoring pins and whose turn it is. By default the
   * orthodox displacements ({@link OrthodoxKit#attacked(MutablePosition, int, int)}). A variant
   * whose pieces capture differently overrides it, usually as {@code super.attacked(...) ||}
   * its own test; check, king safety, castling and validation then follow.
   *
   * @param p the position, left as it was
   * @param square the square tested
   * @param bySide the attacking side: 0 White, 1 Black
   * @return whether the square is attacked
   */
  public boolean attacked(MutablePosition p, int square, int bySide) {
    return kit.attacked(p, square, bySide);
  }

  /**
   * Marks the squares of the side's pieces pinned to its king (on the flat 8x8 board a pin is a
   * straight line from the king through one own piece to an enemy slider of the matching kind).
   */
  private void markPinned(MutablePosition p, int king, int side) {
    Geometry g = kit.geometry();
    p.newMarks();
    int enemy = side ^ 1;
    int queen = Pieces.code(QUEEN, enemy);
    for (int d = 0; d < 8; d++) {
      int slider = Pieces.code((d & 1) != 0 ? BISHOP : ROOK, enemy);
      int s = g.step(king, d);
      int own = -1;
      while (s >= 0) {
        int t = p.at(s) & UNMARK;
        if (t != 0) {
          if (Pieces.side(t) == side) {
            if (own >= 0) {
              break;
            }
            own = s;
          } else {
            if (own >= 0 && (t == queen || t == slider)) {
              p.mark(own);
            }
            break;
          }
        }
        s = g.step(s, d);
      }
    }
  }

  /**
   * Outside check only king moves, pinned pieces and en passant can expose the king; a drop only
   * blocks.
   */
  private boolean legalNotInCheck(MutablePosition p, MoveBuffer b, int m) {
    int start = b.start(m);
    int first = b.opAt(start);
    if (Ops.opcode(first) == Ops.PLACE) {
      return true;
    }
    int from = Ops.square(first);
    if (Pieces.type(p.at(from)) != KING && !p.isMarked(from)) {
      int second = b.opAt(start + 1);
      if (Ops.opcode(second) != Ops.CAPTURE || !Ops.has(second, Ops.EN_PASSANT)) {
        return true;
      }
    }
    return keepsKingSafe(p, b, m);
  }

  private boolean keepsKingSafe(MutablePosition p, MoveBuffer b, int m) {
    int side = p.sideToMove();
    p.make(b, m);
    int king = p.find(side, KING);
    boolean ok = king < 0 || !attacked(p, king, side ^ 1);
    p.unmake();
    return ok;
  }

  @Override
  public boolean inCheck(MutablePosition p) {
    int side = p.sideToMove();
    int king = p.find(side, KING);
    return king >= 0 && attacked(p, king, side ^ 1);
  }

  /**
   * Returns the {@linkplain #goal goal}'s outcome when one is reached, else checkmate (a win for
   * the side not to move), stalemate, or the {@linkplain #insufficientMaterial
   * insufficient-material} draw; core adds the fifty-move rule and repetition.
   */
  @Override
  public Outcome outcome(MutablePosition p, int legalMoves) {
    if (goals) {
      Outcome reached = goal(p);
      if (reached.isOver()) {
        return reached;
      }
    }
    if (legalMoves == 0) {
      if (inCheck(p)) {
        return Outcome.win(Side.ofIndex(p.sideToMove() ^ 1), StandardTermination.CHECKMATE);
      }
      return Outcome.draw(StandardTermination.STALEMATE);
    }
    if (insufficientMaterial(p)) {
      return Outcome.draw(StandardTermination.INSUFFICIENT_MATERIAL);
    }
    return Outcome.ONGOING;
  }

  /**
   * Returns whether neither side can ever checkmate: bare kings, a lone knight or bishop, or
   * bishops all on squares of one colour, with nothing in the pools. A variant with other pieces
   * or other ways to win overrides it (return false to drop the rule).
   *
   * @param p the position
   * @return whether the position is a dead draw by material
   */
  protected boolean insufficientMaterial(MutablePosition p) {
    int knights = 0;
    int bishops = 0;
    int bishopColours = 0;
    for (int side = 0; side < 2; side++) {
      for (int type = PAWN; type < KING; type++) {
        if (p.pool(Pieces.code(type, side)) > 0) {
          return false;
        }
      }
      for (int i = 0; i < p.pieceCount(side); i++) {
        int sq = p.pieceSquare(side, i);
        int t = Pieces.type(p.at(sq));
        if (t == KNIGHT) {
          knights++;
        } else if (t == BISHOP) {
          bishops++;
          bishopColours |= 1 << (((sq & 7) + (sq >> 3)) & 1);
        } else if (t != KING) {
          return false;
        }
      }
    }
    if (knights + bishops <= 1) {
      return true; // bare kings, or one minor piece
    }
    return knights == 0 && bishopColours != 3; // only bishops, all on one colour
  }

  @Override
  public List<String> validate(MutablePosition p) {
    return ChessValidation.problems(this, p);
  }
}

package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.IllegalMoveReasons;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.orthodox.ChessLikeSan;
import io.github.overtake.orthodox.ChessValidation;
import io.github.overtake.orthodox.FideBitboards;
import io.github.overtake.orthodox.Orthodox;
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
 * The rule set of one Modest Proposals variant: FIDE chess with the variant's rule object plugged
 * into the shared turn pipeline. Legal turns are the variant's pseudo-legal turns after which the
 * mover is not in check (S1.2); checkmate loses, stalemate and two bare kings with nothing waiting
 * off the board draw.
 */
@Immutable
final class ModestRules implements RuleSet {
  private static final ModestKit KIT = new ModestKit();
  private static final int[] CASTLING_CLEAR = castlingClear();

  private static final int[] PROMOTIONS = KIT.orthodox().promotionTypes();

  private final ModestVariant v;

  /** The variant's table of capture deaths for the bitboard path, or -1 without it. */
  private final long deaths;

  @SuppressWarnings("Immutable") // a constant filter that reads only the immutable variant
  private final MoveBuffer.MoveFilter legal;


  ModestRules(ModestVariant variant) {
    this(variant, true);
  }

  /** Creates the rule set, with the bitboard path allowed or not (tests compare the two). */
  ModestRules(ModestVariant variant, boolean allowBitboards) {
    this.v = variant;
    this.deaths = allowBitboards ? variant.bitboardDeaths() : -1;
    this.legal = (p, b, m) -> keepsKingSafe(variant, p, b, m);
  }

  /** Returns the shared kit. */
  static ModestKit kit() {
    return KIT;
  }

  private static int[] castlingClear() {
    int[] c = new int[64];
    c[ModestKit.E1] = MutablePosition.WHITE_KINGSIDE | MutablePosition.WHITE_QUEENSIDE;
    c[ModestKit.H1] = MutablePosition.WHITE_KINGSIDE;
    c[ModestKit.A1] = MutablePosition.WHITE_QUEENSIDE;
    c[ModestKit.E8] = MutablePosition.BLACK_KINGSIDE | MutablePosition.BLACK_QUEENSIDE;
    c[ModestKit.H8] = MutablePosition.BLACK_KINGSIDE;
    c[ModestKit.A8] = MutablePosition.BLACK_QUEENSIDE;
    return c;
  }

  @Override
  public String id() {
    return "modest-" + v.name();
  }

  @Override
  public String description() {
    return v.description();
  }

  @Override
  public Geometry geometry() {
    return KIT.geometry();
  }

  @Override
  public List<PieceType> pieceTypes() {
    return Orthodox.pieceTypes();
  }

  /**
   * Returns SAN ({@link ChessLikeSan}): the men move as chess men; a turn that SAN cannot tell
   * apart from another (what else it captures, gives or places) is written in canonical text.
   */
  @Override
  public Optional<MoveNotation> moveNotation() {
    return Optional.of(ChessLikeSan.notation());
  }

  @Override
  public String startPosition() {
    return v.startPosition();
  }

  @Override
  public int[] castlingRightsCleared() {
    return CASTLING_CLEAR.clone();
  }

  @Override
  public int extraSlots() {
    return v.extraSlots();
  }

  @Override
  public boolean hasPool() {
    return v.hasPool();
  }

  @Override
  public void formatExtras(MutablePosition p, StringBuilder out) {
    v.formatExtras(p, out);
  }

  @Override
  public boolean parseExtra(String token, MutablePosition p) {
    return v.parseExtra(token, p);
  }

  /**
   * Explains an illegal move for every Modest variant: a due placement, a text that stops inside
   * a legal multi-leg capture, a turn of the variant that would leave the king attacked, an
   * orthodox capture that the variant's capture method does not allow, and an orthodox move that
   * a man in between blocks (one the man makes on a board holding only itself and the man on the
   * destination). On the error path only.
   */
  @Override
  public IllegalMoveReason whyIllegal(MutablePosition p, int from, int to, MoveBuffer scratch) {
    MoveBuffer legal = IllegalMoveReasons.within(scratch);
    generateMoves(p, legal);
    IllegalMoveReason due = IllegalMoveReasons.placementDue(legal, from);
    if (due.isSpecific() || from < 0 || to < 0) {
      return due;
    }
    if (IllegalMoveReasons.passesThrough(legal, from, to)) {
      return IllegalMoveReason.LONGER_CAPTURE_COMPULSORY;
    }
    MoveBuffer turns = IllegalMoveReasons.within(scratch);
    v.turns(KIT, p, turns, false);
    if (firstPartBetween(turns, from, to)) {
      return IllegalMoveReason.KING_LEFT_ATTACKED;
    }
    IllegalMoveReason own = v.whyNoTurn(KIT, p, from, to, scratch);
    if (own != null) {
      return own;
    }
    MoveBuffer orthodox = IllegalMoveReasons.within(scratch);
    KIT.orthodox().generateFrom(p, from, orthodox);
    boolean moves = IllegalMoveReasons.hasMove(orthodox, from, to);
    int target = p.at(to);
    if (moves && target != Pieces.EMPTY && Pieces.side(target) != p.sideToMove()) {
      return IllegalMoveReason.CAPTURE_FORBIDDEN;
    }
    if (!moves && p.at(from) != Pieces.EMPTY) {
      MoveBuffer open = IllegalMoveReasons.within(scratch);
      KIT.orthodox().generateFrom(IllegalMoveReasons.openBoard(this, p, from, to), from, open);
      if (IllegalMoveReasons.hasMove(open, from, to)) {
        return IllegalMoveReason.PATH_BLOCKED;
      }
    }
    return IllegalMoveReason.NOT_LEGAL;
  }

  /**
   * Whether a buffer holds a turn whose first part goes from one square to another: its man's
   * first landing that is not a secondary man's (a text names a turn by its first part; a drop or
   * a second man's move after it comes later).
   */
  private static boolean firstPartBetween(MoveBuffer b, int from, int to) {
    for (int m = 0; m < b.size(); m++) {
      if (b.from(m) != from) {
        continue;
      }
      for (int i = b.start(m), e = b.end(m); i < e; i++) {
        int op = b.opAt(i);
        if (Ops.opcode(op) == Ops.LAND && !Ops.has(op, Ops.SECONDARY)) {
          if (Ops.square(op) == to) {
            return true;
          }
          break;
        }
      }
    }
    return false;
  }

  /** Counts the legal turns; on the bitboard path without writing them when it applies. */
  @Override
  public int countMoves(MutablePosition p, MoveBuffer scratch) {
    if (deaths >= 0 && v.bitboardCountsTurns() && v.bitboardsApply(p)) {
      int n = FideBitboards.countMoves(p, PROMOTIONS, deaths);
      if (n != FideBitboards.DECLINED) {
        return n;
      }
    }
    return RuleSet.super.countMoves(p, scratch);
  }

  /**
   * Whether the side to move has a legal turn, stopping at the first found. On the bitboard path,
   * where its count is the number of turns, {@link FideBitboards#hasLegalMove} answers without
   * writing; where the variant completes the bitboards' moves, the listing is written without
   * making any turn. On the general path the variant's pseudo-legal turns are written and tested
   * with the listing's filter ({@link #legality}): first each turn the pin shortcut decides
   * without making it, then the others, made and tested, until one is legal.
   */
  @Override
  public boolean hasLegalMove(MutablePosition p, MoveBuffer scratch) {
    if (deaths >= 0 && v.bitboardsApply(p)) {
      if (v.bitboardCountsTurns()) {
        int any = FideBitboards.hasLegalMove(p, PROMOTIONS, deaths);
        if (any != FideBitboards.DECLINED) {
          return any > 0;
        }
      } else if (FideBitboards.generateMoves(p, PROMOTIONS, deaths, scratch)) {
        v.completeBitboardTurns(KIT, p, scratch);
        return !scratch.isEmpty();
      }
    }
    v.turns(KIT, p, scratch, false);
    int n = scratch.size();
    MoveBuffer.MoveFilter f = legality(p);
    if (f instanceof PinFilter pin) {
      for (int m = 0; m < n; m++) {
        if (pin.decide(p, scratch, m) == PinFilter.LEGAL) {
          return true;
        }
      }
      for (int m = 0; m < n; m++) {
        if (pin.decide(p, scratch, m) == PinFilter.UNDECIDED && keepsKingSafe(v, p, scratch, m)) {
          return true;
        }
      }
      return false;
    }
    for (int m = 0; m < n; m++) {
      if (f.keep(p, scratch, m)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns false: {@link #outcome} reads only whether a legal turn exists (checkmate, stalemate),
   * never how many or which, in every Modest variant.
   */
  @Override
  public boolean outcomeNeedsMoveCount() {
    return false;
  }

  @Override
  public void generateMoves(MutablePosition p, MoveBuffer out) {
    if (deaths >= 0 && v.bitboardsApply(p)
        && FideBitboards.generateMoves(p, PROMOTIONS, deaths, out)) {
      v.completeBitboardTurns(KIT, p, out);
      return;
    }
    v.turns(KIT, p, out, false);
    out.filter(p, legality(p));
  }

  /**
   * Returns the filter that keeps the legal turns among the variant's pseudo-legal turns of
   * {@code p}: the pin shortcut set up for this position where it applies, else making and
   * testing each turn.
   */
  private MoveBuffer.MoveFilter legality(MutablePosition p) {
    boolean exact = v.pinShortcut();
    if (exact || v.threatsWithinFide()) {
      int side = p.sideToMove();
      int king = p.find(side, KING);
      if (king >= 0) {
        PinFilter f = PIN_FILTER.get();
        f.v = v;
        f.king = king;
        f.exact = exact;
        // within FIDE's threats, the shortcut clears what FIDE's attacks clear
        f.check = (exact && !v.fideThreats()) ? v.threatened(KIT, p, side) : KIT.fideThreat(p, side);
        if (f.check) {
          f.pinned = -1L;
          f.landings = 0;
        } else if (exact) {
          f.pinned = v.shortcutPins(KIT, p, king, side);
          f.landings = v.shortcutLandings(KIT, p, king, side);
        } else {
          f.pinned = KIT.pinned(p, king, side);
          f.landings = 0;
        }
        f.mapped = false;
        return f;
      }
    }
    return legal;
  }

  /**
   * Writes the legal turns a move text can name ({@link MoveRequest}), testing the legality of
   * those alone. On the bitboard path only the origin's man is generated ({@link
   * FideBitboards#generateMovesFrom}) and the variant completes its moves as in the listing; on
   * the general path the variant writes the pseudo-legal turns its origin can name ({@link
   * ModestVariant#turnsFrom}: with a kit that generates only the origin's man), those the request
   * cannot name are dropped unmade ({@link SingleTurns#names}), and only the others made and
   * tested. A request for every route is left to the listing.
   */
  @Override
  public boolean generateCandidates(MutablePosition p, MoveRequest request, MoveBuffer out) {
    if (request.everyRoute()) {
      return false;
    }
    int origin = request.origin();
    int destination = request.routeLength() == 1 ? request.routeSquare(0) : -1;
    if (origin > 63) {
      return true; // no turn starts off the 8x8 board
    }
    if (deaths >= 0 && v.bitboardsApply(p)
        && (origin < 0
            ? FideBitboards.generateMoves(p, PROMOTIONS, deaths, out)
            : FideBitboards.generateMovesFrom(p, PROMOTIONS, deaths, origin, out))) {
      v.completeBitboardTurns(KIT, p, out);
      out.filter(p, (q, b, m) -> SingleTurns.names(b, m, origin, destination));
      return true;
    }
    v.turnsFrom(KIT, p, origin, out);
    out.filter(p, (q, b, m) -> SingleTurns.names(b, m, origin, destination));
    out.filter(p, legality(p));
    return true;
  }

  /**
   * The legality filter of the pin shortcut, one per thread, set up for the position being
   * filtered. When the mover is not in check, a turn that lifts neither the king nor a pinned man
   * ({@link ModestVariant#shortcutPins}) nor an enemy man, and only once, removes only an enemy man
   * on the square it then lands on, lands or places only the mover's men (which can only block a
   * line) and none on a square of {@link ModestVariant#shortcutLandings}, nor sets an en-passant
   * target there, is legal without being made; so is, for a variant whose threats are FIDE's, such
   * a turn whose capturer then vanishes (removed where it landed) off the king's lines. A plain
   * king step is tested on FIDE's attacks of the opponent, or with {@link
   * ModestVariant#threatenedAfterKingStep} when the variant's threats are not FIDE's (after FIDE's
   * attacks when they include them). Any other
   * turn is made and tested. For a variant whose threats are only within FIDE's ({@link
   * ModestVariant#threatsWithinFide}), check and pins are FIDE's, and a turn or king step that
   * FIDE's attacks do not clear is made and tested.
   */
  private static final class PinFilter implements MoveBuffer.MoveFilter {
    /** {@link #decide}'s answer for a turn legal without being made. */
    static final int LEGAL = 1;
    /** {@link #decide}'s answer for a turn illegal without being made. */
    static final int ILLEGAL = 0;
    /** {@link #decide}'s answer for a turn that must be made and tested. */
    static final int UNDECIDED = -1;

    ModestVariant v;
    int king;
    long pinned;
    long landings;
    boolean exact;
    boolean check;
    /** Whether {@link #attacks} holds the opponent's FIDE attacks for this position. */
    boolean mapped;
    long attacks;

    @Override
    public boolean keep(MutablePosition p, MoveBuffer b, int m) {
      int d = decide(p, b, m);
      return d == LEGAL || (d == UNDECIDED && keepsKingSafe(v, p, b, m));
    }

    /**
     * Returns {@link #LEGAL} or {@link #ILLEGAL} for a turn the shortcut decides without making
     * it, else {@link #UNDECIDED}: the turn must be made and tested ({@link #keepsKingSafe}).
     */
    int decide(MutablePosition p, MoveBuffer b, int m) {
      int side = p.sideToMove();
      int s = b.start(m);
      int e = b.end(m);
      int first = b.opAt(s);
      if (Ops.opcode(first) == Ops.LIFT && Ops.square(first) == king) {
        int to = kingStep(b, s, e, side);
        if (to < 0) {
          return UNDECIDED;
        }
        boolean own = exact && !v.fideThreats();
        if (own && !v.threatsIncludeFide()) {
          return verdict(!v.threatenedAfterKingStep(KIT, p, side, king, to));
        }
        if (!mapped) {
          attacks = KIT.fideAttackMap(p, side ^ 1, king);
          mapped = true;
        }
        boolean attacked = (attacks & (1L << to)) != 0;
        if (own) {
          return verdict(
              !attacked && !v.threatenedBeyondFideAfterKingStep(KIT, p, side, king, to));
        }
        return !attacked ? LEGAL : exact ? ILLEGAL : UNDECIDED;
      }
      if (check) {
        return UNDECIDED;
      }
      boolean simple = true;
      boolean lifted = false;
      for (int i = s; i < e && simple; i++) {
        int op = b.opAt(i);
        int sq = Ops.square(op);
        switch (Ops.opcode(op)) {
          case Ops.LIFT:
            // a second lift (a man going on from a square it emptied) is made and tested
            simple = !lifted && !Ops.has(op, Ops.SECONDARY) && sq != king
                && (pinned & (1L << sq)) == 0 && Pieces.side(Ops.piece(op)) == side;
            lifted = true;
            break;
          case Ops.CAPTURE:
            simple = Pieces.side(Ops.piece(op)) != side
                ? landsOn(b, i, e, sq)
                : vanishes(op, sq);
            break;
          case Ops.LAND:
          case Ops.PLACE:
          case Ops.EP_TARGET:
            // a man of the mover's only blocks, but where it could threaten
            simple = (landings & (1L << sq)) == 0
                && (Ops.opcode(op) == Ops.EP_TARGET || Pieces.side(Ops.piece(op)) == side);
            break;
          case Ops.STAY:
          case Ops.REPLY:
            simple = false;
            break;
          default:
            break;
        }
      }
      return simple ? LEGAL : UNDECIDED;
    }

    private static int verdict(boolean legal) {
      return legal ? LEGAL : ILLEGAL;
    }

    /**
     * Whether removing the mover's own man from {@code sq}, where it has just landed (an implied
     * capture: it vanishes with its victim), is harmless: for FIDE's threats, when {@code sq} is
     * off the king's lines, so that emptying it opens none.
     */
    private boolean vanishes(int op, int sq) {
      return exact && v.fideThreats() && Ops.has(op, Ops.IMPLIED)
          && (Lines.QUEEN_LINES[king] & (1L << sq)) == 0;
    }
  }

  private static final ThreadLocal<PinFilter> PIN_FILTER = ThreadLocal.withInitial(PinFilter::new);

  /**
   * Returns the square of a plain king step that starts at op {@code s} (the lift of the king):
   * the lift, at most a capture of an enemy man on the landing square, the landing of the king,
   * and otherwise only ops that touch no square (state, en passant, pool); or -1.
   */
  private static int kingStep(MoveBuffer b, int s, int e, int side) {
    int kingCode = Ops.piece(b.opAt(s));
    int to = -1;
    int captured = -1;
    for (int i = s + 1; i < e; i++) {
      int op = b.opAt(i);
      switch (Ops.opcode(op)) {
        case Ops.CAPTURE:
          if (captured >= 0 || Pieces.side(Ops.piece(op)) == side) {
            return -1;
          }
          captured = Ops.square(op);
          break;
        case Ops.LAND:
          if (to >= 0 || Ops.piece(op) != kingCode) {
            return -1;
          }
          to = Ops.square(op);
          break;
        case Ops.SET:
        case Ops.EP_TARGET:
        case Ops.POOL_ADD:
        case Ops.POOL_TAKE:
          break;
        default:
          return -1;
      }
    }
    return captured < 0 || captured == to ? to : -1;
  }

  private static boolean landsOn(MoveBuffer b, int from, int end, int sq) {
    for (int i = from + 1; i < end; i++) {
      int op = b.opAt(i);
      if (Ops.opcode(op) == Ops.LAND && Ops.square(op) == sq) {
        return true;
      }
    }
    return false;
  }

  private static boolean keepsKingSafe(
      ModestVariant v, MutablePosition p, MoveBuffer b, int m) {
    int side = p.sideToMove();
    p.make(b, m);
    boolean ok = p.find(side, KING) >= 0 && !v.threatened(KIT, p, side) && v.legalAfter(KIT, p, side);
    p.unmake();
    return ok;
  }

  @Override
  public boolean inCheck(MutablePosition p) {
    return v.threatened(KIT, p, p.sideToMove());
  }

  @Override
  public Outcome outcome(MutablePosition p, int legalMoves) {
    if (legalMoves == 0) {
      return inCheck(p)
          ? Outcome.win(Side.ofIndex(p.sideToMove() ^ 1), StandardTermination.CHECKMATE)
          : Outcome.draw(StandardTermination.STALEMATE);
    }
    if (v.bareKings(p) && v.offBoardIdle(p)) {
      return Outcome.draw(StandardTermination.INSUFFICIENT_MATERIAL);
    }
    return Outcome.ONGOING;
  }

  @Override
  public List<String> validate(MutablePosition p) {
    List<String> problems = new ArrayList<>();
    ChessValidation.kingsAndPawns(p, problems);
    int c = p.castling();
    if (v.noCastling() && c != 0) {
      problems.add("this variant has no castling, so the castling field must be '-'");
    }
    checkRight(p, c, MutablePosition.WHITE_KINGSIDE, ModestKit.E1, ModestKit.H1, 0, "K", problems);
    checkRight(p, c, MutablePosition.WHITE_QUEENSIDE, ModestKit.E1, ModestKit.A1, 0, "Q", problems);
    checkRight(p, c, MutablePosition.BLACK_KINGSIDE, ModestKit.E8, ModestKit.H8, 1, "k", problems);
    checkRight(p, c, MutablePosition.BLACK_QUEENSIDE, ModestKit.E8, ModestKit.A8, 1, "q", problems);
    if (v.fideEnPassant()) {
      validateEnPassant(p, v.refillsVacatedSquare(), problems);
    }
    v.validate(KIT, p, problems);
    if (problems.isEmpty() && v.threatened(KIT, p, p.sideToMove() ^ 1)) {
      problems.add("the side not to move is in check");
    }
    return problems;
  }

  private static void validateEnPassant(
      MutablePosition p, boolean originRefilled, List<String> problems) {
    int ep = p.epSquare();
    if (ep < 0) {
      return;
    }
    int side = p.sideToMove();
    int rank = ep >> 3;
    int victim = side == 0 ? ep - 8 : ep + 8;
    int origin = side == 0 ? ep + 8 : ep - 8;
    if (rank != (side == 0 ? 5 : 2)
        || p.at(ep) != 0
        || (p.at(origin) != 0 && !originRefilled)
        || p.at(victim) != Pieces.code(PAWN, side ^ 1)) {
      problems.add("en-passant square " + KIT.geometry().name(ep) + " does not follow a double step");
    }
  }

  private static void checkRight(
      MutablePosition p, int rights, int bit, int kingSq, int rookSq, int side, String letter,
      List<String> problems) {
    if ((rights & bit) != 0
        && (p.at(kingSq) != Pieces.code(KING, side) || p.at(rookSq) != Pieces.code(ROOK, side))) {
      problems.add("castling right " + letter + " needs the king and rook on their initial squares");
    }
  }
}

package io.github.overtake.variants.checkercapture;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.IllegalMoveReasons;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.orthodox.Orthodox;
import io.github.overtake.orthodox.OrthodoxKit;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of Checker-capture Chess for one choice of options (variant id {@code
 * checkercapture}). Jumps outrank every other move (R4); the lower class holds quiet moves,
 * displacement captures, castling and promotion moves. The end of the game follows R18; draws
 * (R19) are core's repetition and no-progress rules. Immutable and thread-safe.
 */
@Immutable
public final class CheckerCaptureRules implements RuleSet {
  /** The start position with castling ({@code simple=false}). */
  public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  /** The start position of the simple variation (no castling rights). */
  public static final String START_SIMPLE =
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1";

  private static final int A1 = 0;
  private static final int E1 = 4;
  private static final int H1 = 7;
  private static final int A8 = 56;
  private static final int E8 = 60;
  private static final int H8 = 63;

  private static final OrthodoxKit KIT =
      new OrthodoxKit(Geometry.standard(), QUEEN, ROOK, BISHOP, KNIGHT);

  /** Keeps a castling move only if no hop sequence passes over the king's new square. */
  private static final MoveBuffer.MoveFilter CASTLE_NOT_HOPPED =
      (p, b, m) -> keepCastling(p, b, m, false);

  /** Keeps a castling move only if the king's new square is neither hopped nor displaced onto. */
  private static final MoveBuffer.MoveFilter CASTLE_NOT_ATTACKED =
      (p, b, m) -> keepCastling(p, b, m, true);

  private final boolean simple;
  private final Goal goal;
  private final boolean displacement;

  @SuppressWarnings("Immutable") // filled in the constructor, never exposed
  private final int[] castlingClear;

  /**
   * Creates the rule set.
   *
   * @param simple the Simpler variation: no double step, no castling, delayed promotion
   * @param goal the goal variation
   * @param displacement whether ordinary chess captures are added below hops
   */
  public CheckerCaptureRules(boolean simple, Goal goal, boolean displacement) {
    this.simple = simple;
    this.goal = java.util.Objects.requireNonNull(goal, "goal");
    this.displacement = displacement;
    this.castlingClear = new int[64];
    castlingClear[E1] = MutablePosition.WHITE_KINGSIDE | MutablePosition.WHITE_QUEENSIDE;
    castlingClear[H1] = MutablePosition.WHITE_KINGSIDE;
    castlingClear[A1] = MutablePosition.WHITE_QUEENSIDE;
    castlingClear[E8] = MutablePosition.BLACK_KINGSIDE | MutablePosition.BLACK_QUEENSIDE;
    castlingClear[H8] = MutablePosition.BLACK_KINGSIDE;
    castlingClear[A8] = MutablePosition.BLACK_QUEENSIDE;
  }

  /**
   * Returns whether the simple variation is on.
   *
   * @return the {@code simple} option
   */
  public boolean simple() {
    return simple;
  }

  /**
   * Returns the goal variation.
   *
   * @return the {@code goal} option
   */
  public Goal goal() {
    return goal;
  }

  /**
   * Returns whether displacement captures are on.
   *
   * @return the {@code displacement} option
   */
  public boolean displacement() {
    return displacement;
  }

  @Override
  public String id() {
    return "checkercapture";
  }

  @Override
  public String description() {
    return "Checker-capture Chess (simple="
        + simple
        + ", goal="
        + goal.id()
        + ", displacement="
        + displacement
        + "): every piece captures by short hops in eight directions";
  }

  @Override
  public Geometry geometry() {
    return KIT.geometry();
  }

  @Override
  public List<PieceType> pieceTypes() {
    return Orthodox.pieceTypes();
  }

  @Override
  public String startPosition() {
    return simple ? START_SIMPLE : START;
  }

  @Override
  public int[] castlingRightsCleared() {
    return castlingClear.clone();
  }

  /**
   * Explains an illegal move: jumps outrank every other move (R4), so a text that stops inside a
   * jump or names another move while a jump is on is told so, unless the man cannot make that move
   * at all: a quiet move it makes on a board holding only itself and the man on the destination is
   * {@link IllegalMoveReason#PATH_BLOCKED} (a bishop behind its own pawn, a rook before an enemy).
   *
   * <p>It costs what checking one move costs: whether a jump is on is an existence query, and
   * then only the jumps of the moving man are written; otherwise the lower class, which is short.
   * All within the call's budget ({@code scratch}). On the error path only.
   */
  @Override
  public IllegalMoveReason whyIllegal(MutablePosition p, int from, int to, MoveBuffer scratch) {
    int side = p.sideToMove();
    MoveBuffer legal = scratch; // the legal moves, or those of the man on from when jumps are on
    legal.clear();
    IllegalMoveReason duty;
    if (!decided(p, side) && Hops.anyHop(p, side)) {
      // every legal move is a jump (a capture): compulsory, unless the text stops inside one
      if (from >= 0 && p.at(from) != 0 && Pieces.side(p.at(from)) == side) {
        Hops.generateFrom(p, from, new int[0], !simple, legal);
      }
      duty = from >= 0 && to >= 0 && IllegalMoveReasons.passesThrough(legal, from, to)
          ? IllegalMoveReason.LONGER_CAPTURE_COMPULSORY
          : IllegalMoveReason.CAPTURE_COMPULSORY;
    } else {
      generateMoves(p, legal);
      duty = IllegalMoveReasons.captureDuty(legal, from, to);
    }
    if (duty == IllegalMoveReason.LONGER_CAPTURE_COMPULSORY || from < 0 || to < 0
        || IllegalMoveReasons.hasMove(legal, from, to)) {
      return duty;
    }
    MoveBuffer own = new MoveBuffer();
    own.limitAs(scratch);
    LowerMoves.generate(p, side, simple, displacement, own);
    if (IllegalMoveReasons.hasMove(own, from, to)) {
      return duty;
    }
    MutablePosition board = IllegalMoveReasons.openBoard(this, p, from, to);
    MoveBuffer open = new MoveBuffer();
    open.limitAs(scratch);
    LowerMoves.generate(board, side, simple, displacement, open);
    return IllegalMoveReasons.hasMove(open, from, to) ? IllegalMoveReason.PATH_BLOCKED : duty;
  }

  @Override
  public void generateMoves(MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    if (decided(p, side)) {
      return;
    }
    if (Hops.generate(p, side, !simple, out)) {
      return;
    }
    LowerMoves.generate(p, side, simple, displacement, out);
    if (!simple && p.castling() != 0) {
      castling(p, side, out);
    }
  }

  /**
   * Checks one move without listing all: whether any jump exists (R4) by an existence query; if
   * one does, only the jumps of the piece on the request's origin, with the request's route when it
   * is a physical route of one of them (every route of a jump move is accepted, R10); otherwise
   * the lower class, which is short.
   */
  @Override
  public boolean generateCandidates(MutablePosition p, MoveRequest r, MoveBuffer out) {
    int side = p.sideToMove();
    if (decided(p, side)) {
      return true;
    }
    if (Hops.anyHop(p, side)) {
      int origin = r.origin();
      if (origin >= 0 && p.at(origin) != 0 && Pieces.side(p.at(origin)) == side) {
        if (r.everyRoute()) {
          Hops.everyRouteFrom(p, origin, !simple, out);
        } else {
          Hops.generateFrom(p, origin, r.route(), !simple, out);
        }
      }
      return true;
    }
    LowerMoves.generate(p, side, simple, displacement, out);
    if (!simple && p.castling() != 0) {
      castling(p, side, out);
    }
    return true;
  }

  /** Whether the side to move has a legal move: a hop, or else a move of the lower class. */
  @Override
  public boolean hasLegalMove(MutablePosition p, MoveBuffer scratch) {
    int side = p.sideToMove();
    if (decided(p, side)) {
      return false;
    }
    if (Hops.anyHop(p, side)) {
      return true;
    }
    generateMoves(p, scratch);
    return !scratch.isEmpty();
  }

  @Override
  public boolean outcomeNeedsMoveCount() {
    return false;
  }

  /** R18 items 1 and 2: the side to move has no king, or a semi-misère pawn goal is reached. */
  private boolean decided(MutablePosition p, int side) {
    if (goal != Goal.SEMI_MISERE) {
      return p.find(side, KING) < 0;
    }
    boolean king = false;
    boolean pawn = false;
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int t = Pieces.type(p.at(p.pieceSquare(side, i)));
      king |= t == KING;
      pawn |= t == PAWN;
    }
    return !king || !pawn || p.find(side ^ 1, PAWN) < 0;
  }

  private void castling(MutablePosition p, int side, MoveBuffer out) {
    int kingSq = side == 0 ? E1 : E8;
    if (p.at(kingSq) != Pieces.code(KING, side)) {
      return;
    }
    int rook = Pieces.code(ROOK, side);
    int rights = p.castling();
    int kingside = side == 0 ? MutablePosition.WHITE_KINGSIDE : MutablePosition.BLACK_KINGSIDE;
    int queenside = side == 0 ? MutablePosition.WHITE_QUEENSIDE : MutablePosition.BLACK_QUEENSIDE;
    boolean wrote = false;
    if ((rights & kingside) != 0 && p.at(kingSq + 3) == rook) {
      wrote |= KIT.castle(p, kingSq, kingSq + 3, out);
    }
    if ((rights & queenside) != 0 && p.at(kingSq - 4) == rook) {
      wrote |= KIT.castle(p, kingSq, kingSq - 4, out);
    }
    if (wrote) {
      out.filter(p, displacement ? CASTLE_NOT_ATTACKED : CASTLE_NOT_HOPPED);
    }
  }

  /**
   * R13 condition 4: in the position after castling, no opponent piece attacks the king's new
   * square, by a hop sequence or (with displacement) by a displacement capture, whatever the
   * opponent would be obliged to play first. Keeps every move that is not castling.
   */
  private static boolean keepCastling(
      MutablePosition p, MoveBuffer b, int m, boolean displacement) {
    if ((b.flags(m) & MoveBuffer.CASTLE) == 0) {
      return true;
    }
    int kingTo = b.to(m);
    p.make(b, m);
    int opponent = p.sideToMove();
    boolean attacked =
        (displacement && KIT.attacked(p, kingTo, opponent))
            || Hops.hopsOver(p, opponent, kingTo);
    p.unmake();
    return !attacked;
  }

  @Override
  public Outcome outcome(MutablePosition p, int legalMoves) {
    int s = p.sideToMove();
    int m = s ^ 1;
    if (p.find(s, KING) < 0) {
      return Outcome.win(
          Side.ofIndex(goal == Goal.MISERE ? s : m), StandardTermination.KING_CAPTURED);
    }
    if (goal == Goal.SEMI_MISERE) {
      if (p.find(m, PAWN) < 0) {
        return Outcome.win(Side.ofIndex(m), CheckerCaptureTermination.NO_PAWNS);
      }
      if (p.find(s, PAWN) < 0) {
        return Outcome.win(Side.ofIndex(s), CheckerCaptureTermination.NO_PAWNS);
      }
    }
    if (legalMoves == 0) {
      return Outcome.win(
          Side.ofIndex(goal == Goal.NORMAL ? m : s), StandardTermination.NO_MOVES);
    }
    return Outcome.ONGOING;
  }

  @Override
  public List<String> validate(MutablePosition p) {
    List<String> problems = new ArrayList<>();
    for (int side = 0; side < 2; side++) {
      int kings = p.countType(side, KING);
      if (kings > 1) {
        problems.add(name(side) + " has " + kings + " kings, at most 1 is allowed");
      }
    }
    int notToMove = p.sideToMove() ^ 1;
    if (p.countType(notToMove, KING) == 0) {
      problems.add(name(notToMove) + ", not to move, has no king");
    }
    if (!simple) {
      for (int f = 0; f < 8; f++) {
        if (p.at(56 + f) == Pieces.code(PAWN, 0) || p.at(f) == Pieces.code(PAWN, 1)) {
          problems.add("a pawn stands on its last rank, allowed only with simple=true");
          break;
        }
      }
    }
    int c = p.castling();
    if (simple && c != 0) {
      problems.add("castling rights must be '-' with simple=true");
    } else {
      checkRight(p, c, MutablePosition.WHITE_KINGSIDE, E1, H1, 0, "K", problems);
      checkRight(p, c, MutablePosition.WHITE_QUEENSIDE, E1, A1, 0, "Q", problems);
      checkRight(p, c, MutablePosition.BLACK_KINGSIDE, E8, H8, 1, "k", problems);
      checkRight(p, c, MutablePosition.BLACK_QUEENSIDE, E8, A8, 1, "q", problems);
    }
    if (p.epSquare() >= 0) {
      problems.add("the en-passant field must be '-': there is no en passant");
    }
    return problems;
  }

  private static String name(int side) {
    return side == 0 ? "White" : "Black";
  }

  private static void checkRight(
      MutablePosition p,
      int rights,
      int bit,
      int kingSq,
      int rookSq,
      int side,
      String letter,
      List<String> problems) {
    if ((rights & bit) != 0
        && (p.at(kingSq) != Pieces.code(KING, side) || p.at(rookSq) != Pieces.code(ROOK, side))) {
      problems.add(
          "castling right " + letter + " needs the king and rook on their initial squares");
    }
  }
}

package io.github.overtake.variants.fluidity;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.IllegalMoveReasons;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * Fluidity Chess, variant id {@code fluidity}: pawnless chess in which every move except castling
 * ends on an empty square; bishops, rooks and queens remove the enemy pieces they pass through,
 * knights remove the enemy pieces on the long leg of their L, and castling removes the enemy
 * pieces between king and rook. Check is only along non-capturing moves; a king capture wins at
 * once; a player without a legal move loses; bare kings draw. See {@code docs/rules/fluidity.md}.
 */
@Immutable
public final class FluidityRules implements RuleSet {
  /** The variant id. */
  public static final String ID = "fluidity";

  /** The one-line description. */
  public static final String DESCRIPTION =
      "Fluidity Chess: pawnless chess whose rangers and knights capture what they pass through";

  /** The start position. */
  public static final String START = "rnbqkbnr/8/8/8/8/8/8/RNBQKBNR w KQkq - 0 1";

  /** Type id of the knight. */
  public static final int KNIGHT = 1;
  /** Type id of the bishop. */
  public static final int BISHOP = 2;
  /** Type id of the rook. */
  public static final int ROOK = 3;
  /** Type id of the queen. */
  public static final int QUEEN = 4;
  /** Type id of the king. */
  public static final int KING = 5;

  private static final List<PieceType> TYPES =
      List.of(
          new PieceType(KNIGHT, "knight", 'N', false),
          new PieceType(BISHOP, "bishop", 'B', false),
          new PieceType(ROOK, "rook", 'R', false),
          new PieceType(QUEEN, "queen", 'Q', false),
          new PieceType(KING, "king", 'K', false));

  private static final int A1 = 0;
  private static final int E1 = 4;
  private static final int H1 = 7;
  private static final int A8 = 56;
  private static final int E8 = 60;
  private static final int H8 = 63;

  private final Geometry geometry = Geometry.standard();

  /** Creates the rule set. */
  public FluidityRules() {}

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String description() {
    return DESCRIPTION;
  }

  @Override
  public Geometry geometry() {
    return geometry;
  }

  @Override
  public List<PieceType> pieceTypes() {
    return TYPES;
  }

  @Override
  public String startPosition() {
    return START;
  }

  @Override
  public int[] castlingRightsCleared() {
    int[] clear = new int[64];
    clear[E1] = MutablePosition.WHITE_KINGSIDE | MutablePosition.WHITE_QUEENSIDE;
    clear[H1] = MutablePosition.WHITE_KINGSIDE;
    clear[A1] = MutablePosition.WHITE_QUEENSIDE;
    clear[E8] = MutablePosition.BLACK_KINGSIDE | MutablePosition.BLACK_QUEENSIDE;
    clear[H8] = MutablePosition.BLACK_KINGSIDE;
    clear[A8] = MutablePosition.BLACK_QUEENSIDE;
    return clear;
  }

  /**
   * Explains an illegal move: every move but castling ends on an empty square, so a move onto an
   * enemy man is a capture the variant forbids; a ranger whose line to an empty destination holds
   * one of its own men is {@link IllegalMoveReason#PATH_BLOCKED} (enemies on the way are cut, so
   * only own men block, R3); a move of the man's own pattern onto an empty square that is still
   * not legal leaves the king in check (R7, R8). A text whose origin and destination some legal
   * move joins names it wrongly (its victims), the generic reason. Only the moves of the man on
   * {@code from} to {@code to} are generated, as for checking one move ({@link
   * #generateCandidates}). On the error path only.
   */
  @Override
  public IllegalMoveReason whyIllegal(
      MutablePosition position, int from, int to, MoveBuffer scratch) {
    if (from < 0 || to < 0) {
      return IllegalMoveReason.NOT_LEGAL;
    }
    MoveBuffer fromOrigin = IllegalMoveReasons.within(scratch);
    if (position.at(from) != Pieces.EMPTY && position.at(to) == Pieces.EMPTY) {
      FluidityMoves.generateFrom(position, from, to, fromOrigin);
    }
    return explain(position, from, to, fromOrigin);
  }

  /**
   * The reason of {@link #whyIllegal(MutablePosition, int, int, MoveBuffer)}, given legal moves
   * that include every legal move from {@code from} to {@code to} (moves from other squares or to
   * other squares do not change the answer): package-private so that the tests can give it the
   * whole listing.
   */
  static IllegalMoveReason explain(MutablePosition position, int from, int to, MoveBuffer legal) {
    int target = position.at(to);
    int side = position.sideToMove();
    int man = position.at(from);
    if (target != Pieces.EMPTY && Pieces.side(target) != side) {
      boolean castling = Pieces.type(man) == KING && Pieces.type(target) == ROOK;
      if (!castling) {
        return IllegalMoveReason.CAPTURE_FORBIDDEN;
      }
    }
    if (target != Pieces.EMPTY || man == Pieces.EMPTY) {
      return IllegalMoveReason.NOT_LEGAL;
    }
    if (IllegalMoveReasons.hasMove(legal, from, to)) {
      return IllegalMoveReason.NOT_LEGAL;
    }
    switch (Pieces.type(man)) {
      case BISHOP:
        return line(position, from, to, 1, 2, side);
      case ROOK:
        return line(position, from, to, 0, 2, side);
      case QUEEN:
        return line(position, from, to, 0, 1, side);
      case KNIGHT:
        return contains(Board64.KNIGHT_TO[from], to)
            ? IllegalMoveReason.KING_LEFT_ATTACKED
            : IllegalMoveReason.NOT_LEGAL;
      default:
        return contains(Board64.KING_STEPS[from], to)
            ? IllegalMoveReason.KING_LEFT_ATTACKED
            : IllegalMoveReason.NOT_LEGAL;
    }
  }

  /** The reason for a ranger's move to the empty square {@code to} that is not legal. */
  private static IllegalMoveReason line(
      MutablePosition p, int from, int to, int first, int stepBy, int side) {
    for (int d = first; d < 8; d += stepBy) {
      int[] ray = Board64.RAY_SQUARES[d][from];
      boolean blocked = false;
      for (int s : ray) {
        if (s == to) {
          return blocked ? IllegalMoveReason.PATH_BLOCKED : IllegalMoveReason.KING_LEFT_ATTACKED;
        }
        int t = p.at(s);
        blocked |= t != Pieces.EMPTY && Pieces.side(t) == side;
      }
    }
    return IllegalMoveReason.NOT_LEGAL;
  }

  private static boolean contains(int[] squares, int sq) {
    for (int s : squares) {
      if (s == sq) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void generateMoves(MutablePosition position, MoveBuffer out) {
    FluidityMoves.generate(position, out);
  }

  /**
   * Writes the legal moves of the man on the request's origin alone, tested for check one by one
   * (Fluidity has no duty to capture and no other obligation that depends on the rest of the
   * position): those to the request's destination when it names one landing square, every move
   * of the man otherwise (a Fluidity move has one landing square, so a longer route names none of
   * them and each move's one route is all its routes, as an {@linkplain MoveRequest#everyRoute()
   * every-route} request asks). A king's origin adds the legal castlings, which a text names by
   * the king's landing square or by its own rook's. A request without an origin ({@code O-O})
   * gets the legal castlings, the only moves that may be written without one. Nothing is written
   * when the origin holds no man of the side to move or that side has no king (a finished game).
   */
  @Override
  public boolean generateCandidates(MutablePosition position, MoveRequest request, MoveBuffer out) {
    int origin = request.origin();
    if (origin >= geometry.squareCount()) {
      return false;
    }
    if (origin < 0) {
      FluidityMoves.castlings(position, out);
      return true;
    }
    int destination =
        !request.everyRoute() && request.routeLength() == 1 ? request.routeSquare(0) : -1;
    FluidityMoves.generateFrom(position, origin, destination, out);
    return true;
  }

  /**
   * Returns whether the side to move has a legal move, stopping after the first man that has one
   * (the outcome reads only whether there is none).
   */
  @Override
  public boolean hasLegalMove(MutablePosition position, MoveBuffer scratch) {
    return FluidityMoves.anyLegal(position, scratch);
  }

  /** Returns false: {@link #outcome} asks only whether the side to move has a legal move. */
  @Override
  public boolean outcomeNeedsMoveCount() {
    return false;
  }

  @Override
  public boolean inCheck(MutablePosition position) {
    return FluidityMoves.inCheck(position);
  }

  /**
   * Returns the outcome without history: a king capture (R9), no legal move (R11: checkmate or
   * stalemate, both losses) and bare kings (R12), in that order.
   */
  @Override
  public Outcome outcome(MutablePosition position, int legalMoves) {
    int side = position.sideToMove();
    Side other = Side.ofIndex(side ^ 1);
    if (position.countType(side, KING) == 0) {
      return Outcome.win(other, StandardTermination.KING_CAPTURED);
    }
    if (legalMoves == 0) {
      return Outcome.win(
          other,
          inCheck(position) ? StandardTermination.CHECKMATE : StandardTermination.STALEMATE);
    }
    if (position.pieceCount(0) == 1 && position.pieceCount(1) == 1) {
      return Outcome.draw(FluidityTermination.BARE_KINGS);
    }
    return Outcome.ONGOING;
  }

  /**
   * Returns the problems of a loaded position (R14 as amended in the rules page): one king per side
   * (or, for a finished game, none for the side to move and one for the other), castling rights
   * backed by king and rook at home, and no en-passant square. A side not to move that is in check
   * is accepted.
   */
  @Override
  public List<String> validate(MutablePosition p) {
    List<String> problems = new ArrayList<>();
    int side = p.sideToMove();
    int moverKings = p.countType(side, KING);
    int otherKings = p.countType(side ^ 1, KING);
    boolean finished = moverKings == 0 && otherKings == 1;
    if (!finished) {
      for (int s = 0; s < 2; s++) {
        int kings = p.countType(s, KING);
        if (kings != 1) {
          problems.add((s == 0 ? "White" : "Black") + " has " + kings + " kings, expected 1");
        }
      }
    }
    int c = p.castling();
    checkRight(p, c, MutablePosition.WHITE_KINGSIDE, E1, H1, 0, "K", problems);
    checkRight(p, c, MutablePosition.WHITE_QUEENSIDE, E1, A1, 0, "Q", problems);
    checkRight(p, c, MutablePosition.BLACK_KINGSIDE, E8, H8, 1, "k", problems);
    checkRight(p, c, MutablePosition.BLACK_QUEENSIDE, E8, A8, 1, "q", problems);
    if (p.epSquare() >= 0) {
      problems.add("the en-passant field must be '-' (Fluidity Chess has no en passant)");
    }
    return problems;
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

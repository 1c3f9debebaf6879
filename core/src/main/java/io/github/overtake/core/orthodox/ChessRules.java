package io.github.overtake.core.orthodox;

import static io.github.overtake.core.orthodox.Orthodox.BISHOP;
import static io.github.overtake.core.orthodox.Orthodox.KING;
import static io.github.overtake.core.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.core.orthodox.Orthodox.PAWN;
import static io.github.overtake.core.orthodox.Orthodox.QUEEN;
import static io.github.overtake.core.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.List;

/**
 * FIDE chess on the 8x8 board: the orthodox reference ruleset, variant id {@code chess}.
 * Checkmate wins; stalemate, insufficient material (bare kings, a lone minor piece, bishops all
 * on one colour), threefold repetition and the fifty-move rule draw, the last two applied
 * automatically.
 */
@Immutable
public final class ChessRules implements RuleSet {
  /** The start position. */
  public static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";

  private static final int E1 = 4;
  private static final int A1 = 0;
  private static final int H1 = 7;
  private static final int E8 = 60;
  private static final int A8 = 56;
  private static final int H8 = 63;

  private static final MoveBuffer.MoveFilter LEGAL = ChessRules::keepsKingSafe;

  private static final OrthodoxKit KIT =
      new OrthodoxKit(Geometry.standard(), QUEEN, ROOK, BISHOP, KNIGHT);

  @SuppressWarnings("Immutable") // filled in the constructor, never exposed
  private final int[] castlingClear;

  /** Creates the rule set. */
  public ChessRules() {
    this.castlingClear = new int[64];
    castlingClear[E1] = MutablePosition.WHITE_KINGSIDE | MutablePosition.WHITE_QUEENSIDE;
    castlingClear[H1] = MutablePosition.WHITE_KINGSIDE;
    castlingClear[A1] = MutablePosition.WHITE_QUEENSIDE;
    castlingClear[E8] = MutablePosition.BLACK_KINGSIDE | MutablePosition.BLACK_QUEENSIDE;
    castlingClear[H8] = MutablePosition.BLACK_KINGSIDE;
    castlingClear[A8] = MutablePosition.BLACK_QUEENSIDE;
  }

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
    return KIT.geometry();
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

  @Override
  public boolean acceptsSan() {
    return true;
  }

  /**
   * Returns the movement kit this rule set uses.
   *
   * @return the kit
   */
  public OrthodoxKit kit() {
    return KIT;
  }

  @Override
  public void generateMoves(MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    KIT.generatePieces(p, side, out);
    if (side == 0) {
      KIT.standardCastling(p, 0, E1, H1, A1, out);
    } else {
      KIT.standardCastling(p, 1, E8, H8, A8, out);
    }
    int king = p.find(side, KING);
    if (king < 0 || KIT.attacked(p, king, side ^ 1)) {
      out.filter(p, LEGAL);
    } else {
      markPinned(p, king, side);
      out.filter(p, LEGAL_NOT_IN_CHECK);
    }
  }

  /**
   * Marks the squares of the side's pieces pinned to its king (on the flat 8x8 board a pin is a
   * straight line from the king through one own piece to an enemy slider of the matching kind).
   */
  private void markPinned(MutablePosition p, int king, int side) {
    Geometry g = KIT.geometry();
    p.newMarks();
    int enemy = side ^ 1;
    int queen = Pieces.code(QUEEN, enemy);
    for (int d = 0; d < 8; d++) {
      int slider = Pieces.code((d & 1) != 0 ? BISHOP : ROOK, enemy);
      int s = g.step(king, d);
      int own = -1;
      while (s >= 0) {
        int t = p.at(s);
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

  private static final MoveBuffer.MoveFilter LEGAL_NOT_IN_CHECK = ChessRules::legalNotInCheck;

  /** Outside check only king moves, pinned pieces and en passant can expose the king. */
  private static boolean legalNotInCheck(MutablePosition p, MoveBuffer b, int m) {
    int start = b.start(m);
    int lift = b.opAt(start);
    int from = io.github.overtake.core.spi.Ops.square(lift);
    if (Pieces.type(p.at(from)) != KING && !p.isMarked(from)) {
      int second = b.opAt(start + 1);
      if (io.github.overtake.core.spi.Ops.opcode(second) != io.github.overtake.core.spi.Ops.CAPTURE
          || !io.github.overtake.core.spi.Ops.has(second, io.github.overtake.core.spi.Ops.EN_PASSANT)) {
        return true;
      }
    }
    return keepsKingSafe(p, b, m);
  }


  private static boolean keepsKingSafe(MutablePosition p, MoveBuffer b, int m) {
    int side = p.sideToMove();
    p.make(b, m);
    int king = p.find(side, KING);
    boolean ok = king < 0 || !KIT.attacked(p, king, side ^ 1);
    p.unmake();
    return ok;
  }


  @Override
  public boolean inCheck(MutablePosition p) {
    int side = p.sideToMove();
    int king = p.find(side, KING);
    return king >= 0 && KIT.attacked(p, king, side ^ 1);
  }

  @Override
  public Outcome outcome(MutablePosition p, int legalMoves) {
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

  private static boolean insufficientMaterial(MutablePosition p) {
    int knights = 0;
    int bishops = 0;
    int bishopColours = 0;
    for (int side = 0; side < 2; side++) {
      for (int i = 0; i < p.pieceCount(side); i++) {
        int sq = p.pieceSquare(side, i);
        int t = Pieces.type(p.at(sq));
        if (t == PAWN || t == ROOK || t == QUEEN) {
          return false;
        }
        if (t == KNIGHT) {
          knights++;
        } else if (t == BISHOP) {
          bishops++;
          bishopColours |= 1 << (((sq & 7) + (sq >> 3)) & 1);
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
    List<String> problems = new ArrayList<>();
    for (int side = 0; side < 2; side++) {
      int kings = p.countType(side, KING);
      if (kings != 1) {
        problems.add((side == 0 ? "White" : "Black") + " has " + kings + " kings, expected 1");
      }
    }
    for (int f = 0; f < 8; f++) {
      if (Pieces.type(p.at(f)) == PAWN || Pieces.type(p.at(56 + f)) == PAWN) {
        problems.add("a pawn stands on the first or last rank");
        break;
      }
    }
    int c = p.castling();
    checkRight(p, c, MutablePosition.WHITE_KINGSIDE, E1, H1, 0, "K", problems);
    checkRight(p, c, MutablePosition.WHITE_QUEENSIDE, E1, A1, 0, "Q", problems);
    checkRight(p, c, MutablePosition.BLACK_KINGSIDE, E8, H8, 1, "k", problems);
    checkRight(p, c, MutablePosition.BLACK_QUEENSIDE, E8, A8, 1, "q", problems);
    int ep = p.epSquare();
    if (ep >= 0) {
      int side = p.sideToMove();
      int rank = ep >> 3;
      int victim = side == 0 ? ep - 8 : ep + 8;
      int origin = side == 0 ? ep + 8 : ep - 8;
      if (rank != (side == 0 ? 5 : 2)
          || p.at(ep) != 0
          || p.at(origin) != 0
          || p.at(victim) != Pieces.code(PAWN, side ^ 1)) {
        problems.add("en-passant square " + KIT.geometry().name(ep) + " does not follow a double step");
      }
    }
    if (problems.isEmpty()) {
      int other = p.sideToMove() ^ 1;
      int king = p.find(other, KING);
      if (KIT.attacked(p, king, p.sideToMove())) {
        problems.add("the side not to move is in check");
      }
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

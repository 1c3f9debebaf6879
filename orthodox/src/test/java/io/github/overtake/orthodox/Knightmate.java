package io.github.overtake.orthodox;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Variant;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Knightmate as a third party writes it on the kit (docs/writing-a-variant.md): the king moves and
 * gives check as a knight, and the mann ({@code M}, the knight's id renamed in {@link
 * #pieceTypes()}) moves as a king without being royal; pawns promote to a queen, rook, bishop or
 * mann. Test fixture for a roster whose letters are not {@code NBRQK} (SAN must read its own
 * {@code Mc2} and {@code e8=M}) and for leapers whose attacks swap; Fairy-Stockfish's {@code
 * knightmate} checks its perft.
 */
@Immutable
final class Knightmate extends ChessRules {
  /** The roster: the knight's id is the mann. */
  private static final List<PieceType> TYPES =
      List.of(
          new PieceType(PAWN, "pawn", 'P', true),
          new PieceType(KNIGHT, "mann", 'M', false),
          new PieceType(BISHOP, "bishop", 'B', false),
          new PieceType(ROOK, "rook", 'R', false),
          new PieceType(QUEEN, "queen", 'Q', false),
          new PieceType(KING, "king", 'K', false));

  private static final OrthodoxKit KIT =
      new OrthodoxKit(Geometry.standard(), QUEEN, ROOK, BISHOP, KNIGHT);

  /** The types whose orthodox attacks Knightmate keeps. */
  private static final int KEPT = (1 << PAWN) | (1 << BISHOP) | (1 << ROOK) | (1 << QUEEN);

  /** The variant, in a registry of its own. */
  static final Variant VARIANT = LoneVariant.of(new Knightmate());

  Knightmate() {
    super(KIT);
  }

  @Override
  public String id() {
    return "knightmate";
  }

  @Override
  public String description() {
    return "Knightmate";
  }

  @Override
  public List<PieceType> pieceTypes() {
    return TYPES;
  }

  @Override
  public String startPosition() {
    return "rmbqkbmr/pppppppp/8/8/8/8/PPPPPPPP/RMBQKBMR w KQkq - 0 1";
  }

  @Override
  protected void generatePieceMoves(MutablePosition p, int square, MoveBuffer out) {
    int type = Pieces.type(p.at(square));
    if (type == KING) {
      kit().knightLeaps(p, square, out);
    } else if (type == KNIGHT) {
      kit().kingSteps(p, square, out);
    } else {
      super.generatePieceMoves(p, square, out);
    }
  }

  /** Pawns and sliders attack as in chess, the king as a knight and the mann as a king. */
  @Override
  public boolean attacked(MutablePosition p, int square, int bySide) {
    return kit().attackedBy(p, square, bySide, KEPT)
        || kit().onKnightLeap(p, square, Pieces.code(KING, bySide))
        || kit().onKingStep(p, square, Pieces.code(KNIGHT, bySide));
  }

  /** Only bare kings are a dead draw: the mann, or a bishop with the leaping king, may mate. */
  @Override
  protected boolean insufficientMaterial(MutablePosition p) {
    return p.pieceCount(0) == 1 && p.pieceCount(1) == 1;
  }
}

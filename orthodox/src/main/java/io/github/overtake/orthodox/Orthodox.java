package io.github.overtake.orthodox;

import io.github.overtake.core.PieceType;
import java.util.List;

/** The six orthodox piece types and their ids in every roster that includes them. */
public final class Orthodox {
  /** Type id of the pawn. */
  public static final int PAWN = 1;
  /** Type id of the knight. */
  public static final int KNIGHT = 2;
  /** Type id of the bishop. */
  public static final int BISHOP = 3;
  /** Type id of the rook. */
  public static final int ROOK = 4;
  /** Type id of the queen. */
  public static final int QUEEN = 5;
  /** Type id of the king. */
  public static final int KING = 6;

  private static final List<PieceType> TYPES =
      List.of(
          new PieceType(PAWN, "pawn", 'P', true),
          new PieceType(KNIGHT, "knight", 'N', false),
          new PieceType(BISHOP, "bishop", 'B', false),
          new PieceType(ROOK, "rook", 'R', false),
          new PieceType(QUEEN, "queen", 'Q', false),
          new PieceType(KING, "king", 'K', false));

  private Orthodox() {}

  /**
   * Returns the six orthodox types in id order: pawn, knight, bishop, rook, queen, king.
   *
   * @return the orthodox piece types, an immutable list
   */
  public static List<PieceType> pieceTypes() {
    return TYPES;
  }
}

package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;

/**
 * A piece on a board: a type, a side and, for oriented types on a Möbius board, whether its
 * forward direction is reversed.
 *
 * @param type the piece type
 * @param side the owner
 * @param reversed whether the piece moves opposite to its owner's starting direction
 */
@Immutable
public record Piece(PieceType type, Side side, boolean reversed) {
  /**
   * Returns the letter of this piece in position text, with a {@code '} when reversed.
   *
   * @return the piece letter, upper case for White
   */
  public String text() {
    return reversed ? type.letter(side) + "'" : String.valueOf(type.letter(side));
  }

  @Override
  public String toString() {
    return text();
  }
}

package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;

/**
 * A kind of piece a variant declares: its name and the letter that stands for it in position and
 * move text. The set is open: a variant's roster lists the types it uses, and the type's {@link
 * #id()} is its place in that roster, counting from 1.
 *
 * @param id the type's number in its roster, 1 to 31
 * @param name a lower-case name such as {@code knight} or {@code man}
 * @param letter the upper-case letter for the type, such as {@code N} or {@code M}
 * @param oriented whether pieces of this type have a forward direction that a Möbius seam can
 *     reverse (pawns, checkers men)
 */
@Immutable
public record PieceType(int id, String name, char letter, boolean oriented) {
  /**
   * Validates the components.
   *
   * @param id the type's number in its roster, 1 to 31
   * @param name a lower-case name
   * @param letter the upper-case letter, {@code A} to {@code Z}
   * @param oriented whether pieces of this type have a forward direction
   * @throws IllegalArgumentException if the id or the letter is out of range
   */
  public PieceType {
    if (id < 1 || id > 31) {
      throw new IllegalArgumentException("piece type id must be 1..31, got " + id);
    }
    if (letter < 'A' || letter > 'Z') {
      throw new IllegalArgumentException("piece letter must be A..Z, got '" + letter + "'");
    }
  }

  /**
   * Returns the letter for a piece of this type on the given side (upper case for White).
   *
   * @param side the piece's side
   * @return the letter, lower case for Black
   */
  public char letter(Side side) {
    return side == Side.WHITE ? letter : Character.toLowerCase(letter);
  }
}

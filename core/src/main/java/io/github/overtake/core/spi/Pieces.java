package io.github.overtake.core.spi;

/**
 * Packs pieces into small integers for the hot paths of move generation.
 *
 * <p>A piece code holds the {@linkplain io.github.overtake.core.PieceType#id() type id} in bits
 * 0-4, the side in bit 5 (set for Black) and the reversed flag in bit 6. Code 0 is an empty
 * square; every piece code is in 1..127.
 */
public final class Pieces {
  /** The code of an empty square. */
  public static final int EMPTY = 0;
  /** The bit set for Black pieces. */
  public static final int BLACK_BIT = 0x20;
  /** The bit set for reversed pieces. */
  public static final int REVERSED_BIT = 0x40;
  /** One more than the largest piece code. */
  public static final int CODE_LIMIT = 0x80;

  private Pieces() {}

  /**
   * Returns the code of a piece of a type on a side (0 White, 1 Black), not reversed.
   *
   * @param typeId the piece type id, 1 to 31
   * @param side 0 White, 1 Black
   * @return the piece code
   */
  public static int code(int typeId, int side) {
    return typeId | (side << 5);
  }

  /**
   * Returns the code of a piece of a type on a side, reversed or not.
   *
   * @param typeId the piece type id, 1 to 31
   * @param side 0 White, 1 Black
   * @param reversed whether the piece is reversed
   * @return the piece code
   */
  public static int code(int typeId, int side, boolean reversed) {
    return typeId | (side << 5) | (reversed ? REVERSED_BIT : 0);
  }

  /**
   * Returns the type id of a piece code.
   *
   * @param code the piece code
   * @return the type id, 0 for an empty square
   */
  public static int type(int code) {
    return code & 0x1F;
  }

  /**
   * Returns the side of a piece code: 0 White, 1 Black.
   *
   * @param code the piece code
   * @return the side bit
   */
  public static int side(int code) {
    return (code >>> 5) & 1;
  }

  /**
   * Returns whether a piece code is reversed.
   *
   * @param code the piece code
   * @return whether the reversed flag is set
   */
  public static boolean reversed(int code) {
    return (code & REVERSED_BIT) != 0;
  }

  /**
   * Returns the code with its reversed flag toggled.
   *
   * @param code the piece code
   * @return the code with the reversed flag toggled
   */
  public static int flipOrientation(int code) {
    return code ^ REVERSED_BIT;
  }

  /**
   * Returns the code with its type replaced, keeping side and orientation.
   *
   * @param code the piece code
   * @param typeId the new type id
   * @return the code of the new type with the same side and orientation
   */
  public static int withType(int code, int typeId) {
    return (code & ~0x1F) | typeId;
  }

  /**
   * Returns whether a code is a piece of the given side.
   *
   * @param code the piece code, or 0
   * @param side 0 White, 1 Black
   * @return whether the code is not empty and belongs to that side
   */
  public static boolean isSide(int code, int side) {
    return code != EMPTY && ((code >>> 5) & 1) == side;
  }
}

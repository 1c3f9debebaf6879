package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.Pieces;
import java.util.List;
import java.util.Optional;

/** The placement of pieces on a board, without side to move or other state. Immutable. */
@Immutable
public final class Board {
  private final Geometry geometry;
  private final ImmutableList<PieceType> types;
  private final ImmutableIntArray codes;

  Board(Geometry geometry, List<PieceType> types, int[] codes) {
    this.geometry = geometry;
    this.types = ImmutableList.copyOf(types);
    this.codes = ImmutableIntArray.copyOf(codes);
  }

  /**
   * Returns the board's geometry.
   *
   * @return the geometry
   */
  public Geometry geometry() {
    return geometry;
  }

  /**
   * Returns the piece on a square, if any.
   *
   * @param square a square of this board
   * @return the piece, or empty if the square is empty
   * @throws IllegalArgumentException if the square is null or not a square of this board (its
   *     index is off the board, or its name is not the name of that index here)
   */
  public Optional<Piece> pieceAt(Square square) {
    if (square == null
        || !geometry.contains(square.index())
        || !geometry.name(square.index()).equalsIgnoreCase(square.name())) {
      throw new IllegalArgumentException(
          (square == null
                  ? "null"
                  : OvertakeException.quote(square.name()) + " (index " + square.index() + ")")
              + " is not a square of the " + geometry + " board");
    }
    return pieceAt(square.index());
  }

  /**
   * Returns the piece on a named square, if any.
   *
   * @param squareName the square name, such as {@code e4}, in either case
   * @return the piece, or empty if the square is empty
   * @throws IllegalArgumentException if the name is null or not a square of this board
   */
  public Optional<Piece> pieceAt(String squareName) {
    int sq = squareName == null ? -1 : geometry.parseSquare(squareName);
    if (sq < 0) {
      throw new IllegalArgumentException(
          OvertakeException.quote(squareName) + " is not a square of the " + geometry + " board");
    }
    return pieceAt(sq);
  }

  private Optional<Piece> pieceAt(int index) {
    int code = codes.get(index);
    if (code == 0) {
      return Optional.empty();
    }
    return Optional.of(
        new Piece(
            types.get(Pieces.type(code) - 1),
            Side.ofIndex(Pieces.side(code)),
            Pieces.reversed(code)));
  }

  /**
   * Returns the squares that hold a piece, in index order.
   *
   * @return the occupied squares, an immutable list
   */
  public List<Square> occupiedSquares() {
    ImmutableList.Builder<Square> b = ImmutableList.builder();
    for (int i = 0; i < codes.length(); i++) {
      if (codes.get(i) != 0) {
        b.add(new Square(i, geometry.name(i)));
      }
    }
    return b.build();
  }

  /**
   * Returns a text diagram: one line per rank from the highest, a letter per square ({@code .}
   * when empty, {@code '} after reversed pieces), ranks and files labelled.
   *
   * @return the diagram, each line ending in a newline
   */
  public String diagram() {
    StringBuilder sb = new StringBuilder();
    for (int r = geometry.ranks() - 1; r >= 0; r--) {
      String label = Integer.toString(r + 1);
      sb.append(label.length() == 1 ? " " + label : label).append(' ');
      for (int f = 0; f < geometry.files(); f++) {
        int code = codes.get(geometry.square(f, r));
        if (code == 0) {
          sb.append(" .");
        } else {
          PieceType t = types.get(Pieces.type(code) - 1);
          sb.append(' ').append(t.letter(Side.ofIndex(Pieces.side(code))));
          if (Pieces.reversed(code)) {
            sb.setLength(sb.length() - 2);
            sb.append(t.letter(Side.ofIndex(Pieces.side(code)))).append('\'');
          }
        }
      }
      sb.append('\n');
    }
    sb.append("   ");
    for (int f = 0; f < geometry.files(); f++) {
      sb.append(' ').append((char) ('a' + f));
    }
    sb.append('\n');
    return sb.toString();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Board b && b.geometry.equals(geometry) && b.codes.equals(codes);
  }

  @Override
  public int hashCode() {
    return codes.hashCode();
  }

  @Override
  public String toString() {
    return diagram();
  }
}

package io.github.overtake.core;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.overtake.core.geometry.Geometry;
import java.util.Arrays;
import java.util.Objects;

/**
 * A position under construction: an unvalidated, mutable builder for when a position is easier to
 * describe piece by piece than as text. {@link #toPosition()} validates it with the variant's
 * rules. Not thread-safe; the positions it builds are.
 *
 * <pre>{@code
 * Position p = Setup.empty(chess).put("e1", "K").put("e8", "k").put("a7", "P").toPosition();
 * }</pre>
 */
public final class Setup {
  private final Variant variant;
  private final String[] cells;
  private Side side = Side.WHITE;
  private String castling = "-";
  private String enPassant = "-";
  private int halfmove;
  private int fullmove = 1;
  private String pool = "";
  private String extras = "";

  private Setup(Variant variant) {
    this.variant = variant;
    this.cells = new String[variant.geometry().squareCount()];
  }

  /**
   * Starts an empty board of a variant, White to move, no castling rights.
   *
   * @param variant the variant
   * @return a new setup
   * @throws NullPointerException if {@code variant} is null
   */
  public static Setup empty(Variant variant) {
    return new Setup(Objects.requireNonNull(variant, "variant"));
  }

  /**
   * Starts from a position: its placement, side to move, rights, clocks, pool and extra fields.
   *
   * @param position the position to copy
   * @return a new setup
   * @throws NullPointerException if {@code position} is null
   */
  public static Setup of(Position position) {
    Setup s = new Setup(Objects.requireNonNull(position, "position").variant());
    Board board = position.board();
    for (Square sq : board.occupiedSquares()) {
      s.cells[sq.index()] = board.pieceAt(sq).orElseThrow().text();
    }
    String[] f = position.text().split(" ", -1);
    int open = f[0].indexOf('[');
    s.pool = open < 0 ? "" : f[0].substring(open + 1, f[0].length() - 1);
    s.side = position.sideToMove();
    s.castling = f[2];
    s.enPassant = f[3];
    s.halfmove = position.halfmoveClock();
    s.fullmove = position.fullmoveNumber();
    s.extras = String.join(" ", Arrays.asList(f).subList(6, f.length));
    return s;
  }

  /**
   * Puts a piece, given as in position text ({@code K} a White king, {@code q} a Black queen,
   * {@code M'} a reversed White man), on a square, replacing what stood there.
   *
   * @param square the square's name
   * @param piece the piece's letter, upper case for White, with {@code '} when reversed
   * @return this setup
   * @throws IllegalArgumentException if the square or the letter is not valid for the variant
   */
  @CanIgnoreReturnValue
  public Setup put(String square, String piece) {
    int sq = index(square);
    if (piece == null || piece.isEmpty() || piece.length() > 2
        || !Character.isLetter(piece.charAt(0))
        || (piece.length() == 2 && piece.charAt(1) != '\'')) {
      throw new IllegalArgumentException(
          OvertakeException.quote(piece) + " is not a piece letter");
    }
    char up = Character.toUpperCase(piece.charAt(0));
    if (variant.pieceTypes().stream().noneMatch(t -> t.letter() == up)) {
      throw new IllegalArgumentException(
          OvertakeException.quote(piece) + " is not a piece of " + variant.spec());
    }
    cells[sq] = piece;
    return this;
  }

  /**
   * Puts a piece on a square, replacing what stood there.
   *
   * @param square the square's name
   * @param piece the piece
   * @return this setup
   * @throws NullPointerException if {@code piece} is null
   * @throws IllegalArgumentException if the square is not valid for the variant, or the variant
   *     has no piece of that letter
   */
  @CanIgnoreReturnValue
  public Setup put(String square, Piece piece) {
    return put(square, Objects.requireNonNull(piece, "piece").text());
  }

  /**
   * Empties a square.
   *
   * @param square the square's name
   * @return this setup
   * @throws IllegalArgumentException if the square is not valid for the variant
   */
  @CanIgnoreReturnValue
  public Setup remove(String square) {
    cells[index(square)] = null;
    return this;
  }

  /**
   * Sets the side to move.
   *
   * @param side the side to move
   * @return this setup
   * @throws NullPointerException if {@code side} is null
   */
  @CanIgnoreReturnValue
  public Setup sideToMove(Side side) {
    this.side = Objects.requireNonNull(side, "side");
    return this;
  }

  /**
   * Sets the castling rights as in position text ({@code KQkq}, a subset, or {@code -}).
   *
   * @param rights the rights
   * @return this setup
   */
  @CanIgnoreReturnValue
  public Setup castling(String rights) {
    this.castling = rights == null || rights.isEmpty() ? "-" : rights;
    return this;
  }

  /**
   * Sets the en-passant target square, or none.
   *
   * @param square the square's name, or {@code null} or {@code -} for none
   * @return this setup
   * @throws IllegalArgumentException if the square is not valid for the variant
   */
  @CanIgnoreReturnValue
  public Setup enPassant(String square) {
    this.enPassant = square == null || square.equals("-") ? "-" : variant.geometry().name(index(square));
    return this;
  }

  /**
   * Sets the half-move clock and the move number.
   *
   * @param halfmoveClock plies counted by the no-progress rule
   * @param fullmoveNumber the move number, from 1
   * @return this setup
   */
  @CanIgnoreReturnValue
  public Setup clocks(int halfmoveClock, int fullmoveNumber) {
    this.halfmove = halfmoveClock;
    this.fullmove = fullmoveNumber;
    return this;
  }

  /**
   * Sets the pool, as in position text without the brackets ({@code QRBNPqrbnp} letters).
   *
   * @param pieces the pool's letters
   * @return this setup
   */
  @CanIgnoreReturnValue
  public Setup pool(String pieces) {
    this.pool = pieces == null ? "" : pieces;
    return this;
  }

  /**
   * Returns the position text this setup describes (not validated).
   *
   * @return the position text
   */
  public String text() {
    Geometry g = variant.geometry();
    StringBuilder sb = new StringBuilder();
    for (int r = g.ranks() - 1; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < g.files(); f++) {
        String c = cells[g.square(f, r)];
        if (c == null) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(c);
      }
      if (empty > 0) {
        sb.append(empty);
      }
      if (r > 0) {
        sb.append('/');
      }
    }
    if (!pool.isEmpty() || variant.rules().hasPool()) {
      sb.append('[').append(pool).append(']');
    }
    sb.append(' ').append(side.letter()).append(' ').append(castling).append(' ').append(enPassant)
        .append(' ').append(halfmove).append(' ').append(fullmove);
    if (!extras.isEmpty()) {
      sb.append(' ').append(extras);
    }
    return sb.toString();
  }

  /**
   * Validates the setup and returns the position.
   *
   * @return the position
   * @throws InvalidPositionException naming every problem, if the variant rejects it
   */
  public Position toPosition() {
    return variant.position(text());
  }

  private int index(String square) {
    int sq = square == null ? -1 : variant.geometry().parseSquare(square);
    if (sq < 0) {
      throw new IllegalArgumentException(
          OvertakeException.quote(square) + " is not a square of the " + variant.geometry()
              + " board");
    }
    return sq;
  }

  @Override
  public String toString() {
    return text();
  }
}

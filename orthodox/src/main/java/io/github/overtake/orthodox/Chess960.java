package io.github.overtake.orthodox;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;

/**
 * Chess960 (Fischer Random Chess), variant id {@code chess960}: FIDE chess from one of the 960
 * start arrays, numbered 0 to 959 as Scharnagl numbers them (518 is the orthodox array), with
 * castling from the files the king and rooks start on. Castling puts the king on the g-file and
 * the rook on the f-file ({@code O-O}), or the king on the c-file and the rook on the d-file
 * ({@code O-O-O}), as in FIDE's laws of Chess960; position text writes the rights as X-FEN and
 * reads X-FEN and Shredder-FEN. See {@code docs/rules/chess960.md}.
 */
@Immutable
public final class Chess960 extends ChessRules {
  /** The variant id. */
  public static final String ID = "chess960";

  /** The start array used when the spec gives none: 518, the orthodox array. */
  public static final int DEFAULT_START = 518;

  /** The knights' files among the five squares left after the bishops and the queen. */
  private static final int[][] KNIGHTS = {
    {0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}
  };

  private final int number;
  private final String start;

  /**
   * Creates the rules with the start array of a number.
   *
   * @param number the start array's number, 0 to 959
   * @throws IllegalArgumentException if the number is out of range
   */
  public Chess960(int number) {
    this(number, true);
  }

  /** Creates the rules, with the bitboard fast path allowed or not (tests compare the two). */
  Chess960(int number, boolean allowBitboards) {
    super(
        new OrthodoxKit(
            Geometry.standard(), Orthodox.QUEEN, Orthodox.ROOK, Orthodox.BISHOP, Orthodox.KNIGHT),
        allowBitboards);
    this.number = number;
    String rank = backRank(number);
    this.start =
        rank.toLowerCase(java.util.Locale.ROOT)
            + "/pppppppp/8/8/8/8/PPPPPPPP/"
            + rank
            + " w KQkq - 0 1";
  }

  /**
   * Returns the white first rank of a start array, such as {@code RNBQKBNR} for 518 or {@code
   * BBQNNRKR} for 0.
   *
   * @param number the start array's number, 0 to 959
   * @return the eight piece letters from the a-file to the h-file
   * @throws IllegalArgumentException if the number is out of range
   */
  public static String backRank(int number) {
    if (number < 0 || number > 959) {
      throw new IllegalArgumentException(
          "Chess960 start number must be from 0 to 959, got " + number);
    }
    char[] r = new char[8];
    int n = number;
    r[2 * (n % 4) + 1] = 'B'; // the light-squared bishop: b, d, f or h
    n /= 4;
    r[2 * (n % 4)] = 'B'; // the dark-squared bishop: a, c, e or g
    n /= 4;
    put(r, n % 6, 'Q');
    n /= 6;
    int[] knights = KNIGHTS[n];
    put(r, knights[1], 'N'); // the later one first, so the earlier index still counts from a
    put(r, knights[0], 'N');
    put(r, 0, 'R');
    put(r, 0, 'K');
    put(r, 0, 'R');
    return new String(r);
  }

  /** Puts a piece on the {@code nth} empty square (from 0, from the a-file). */
  private static void put(char[] r, int nth, char piece) {
    int left = nth;
    for (int f = 0; f < 8; f++) {
      if (r[f] == 0) {
        if (left == 0) {
          r[f] = piece;
          return;
        }
        left--;
      }
    }
    throw new AssertionError("no empty square");
  }

  /**
   * Returns the number of this rule set's start array.
   *
   * @return the number, 0 to 959
   */
  public int startNumber() {
    return number;
  }

  @Override
  public String id() {
    return ID;
  }

  @Override
  public String description() {
    return "Chess960 from start array " + number;
  }

  @Override
  public String startPosition() {
    return start;
  }

  /** Returns true: the king and rooks castle from whatever files they start on. */
  @Override
  protected boolean anyCastlingFiles() {
    return true;
  }
}

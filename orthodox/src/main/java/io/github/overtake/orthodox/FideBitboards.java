package io.github.overtake.orthodox;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;

/**
 * The legal moves of FIDE chess on the flat 8x8 board, found with 64-bit bitboards and check and
 * pin masks instead of making each move: the fast path {@link ChessRules} takes, open to rule sets
 * of other modules whose men move, castle and give check as in FIDE chess. The moves are those of
 * {@link OrthodoxKit#generatePieces} on {@code Geometry.standard()} followed by FIDE castling (king
 * on e1/e8, rooks in the corners, the rights of {@link MutablePosition#castling()}), kept when the
 * mover's king is not attacked afterwards: the same moves, with the same ops and in the same
 * order.
 *
 * <p>A table of deaths ({@link #death}) makes some captures remove the capturer too, as in Heroic
 * Chess: such a capture is written lift, capture of the victim, landing, implied capture of the
 * capturer ({@code Ops.IMPLIED}); a pawn that dies on its last rank does not promote (one move,
 * written where the queen promotion would be); and the move is legal only if the mover's king is
 * safe once both men have left. Pass 0 for FIDE's captures.
 *
 * <p>Both methods decline a position they do not cover (a side to move without exactly one king,
 * a marked man or a man of a type other than Orthodox's six; a table in which a king dies or a
 * pawn dies taking a pawn): the caller's general path must then answer. Stateless and
 * thread-safe; nothing is allocated per call once a thread has run it.
 */
public final class FideBitboards {
  /** Returned by {@link #countMoves} for a position outside the fast path. */
  public static final int DECLINED = FastChess.DECLINED;

  private FideBitboards() {}

  /**
   * Returns the table bit saying that a man of type {@code mover} dies when it captures a man of
   * type {@code victim}; tables are the bitwise or of such bits.
   *
   * @param mover the capturer's type, {@link Orthodox#PAWN} to {@link Orthodox#QUEEN}
   * @param victim the victim's type, {@link Orthodox#PAWN} to {@link Orthodox#KING}
   * @return the bit
   * @throws IllegalArgumentException if a type is not one of Orthodox's six
   */
  public static long death(int mover, int victim) {
    if (mover < Orthodox.PAWN || mover > Orthodox.KING) {
      throw new IllegalArgumentException("not an orthodox type: " + mover);
    }
    if (victim < Orthodox.PAWN || victim > Orthodox.KING) {
      throw new IllegalArgumentException("not an orthodox type: " + victim);
    }
    return FastChess.death(mover, victim);
  }

  /**
   * Counts the legal moves of the side to move without writing them.
   *
   * @param position the position, left as it was
   * @param promotions the types a pawn promotes to, in the order moves are written
   * @param deaths the captures that kill the capturer, 0 for none
   * @return the number of legal moves, or {@link #DECLINED}
   */
  public static int countMoves(MutablePosition position, int[] promotions, long deaths) {
    return FastChess.run(position, promotions, deaths, null);
  }

  /**
   * Returns whether the side to move has a legal move: {@link #countMoves} is not 0. It stops at
   * the first man found with a legal move (knights and sliders first, then pawns, the king,
   * castling); with a table of deaths, a fatal capture counts when the king survives it.
   *
   * @param position the position, left as it was
   * @param promotions the types a pawn promotes to
   * @param deaths the captures that kill the capturer, 0 for none
   * @return 1 when a legal move exists, 0 when none, or {@link #DECLINED}
   */
  public static int hasLegalMove(MutablePosition position, int[] promotions, long deaths) {
    return FastChessQueries.anyMove(position, promotions, deaths);
  }

  /**
   * Appends the legal moves of the side to move to {@code out}.
   *
   * @param position the position, left as it was
   * @param promotions the types a pawn promotes to, in the order moves are written
   * @param deaths the captures that kill the capturer, 0 for none
   * @param out the buffer the moves are appended to
   * @return false, with nothing written, when the position is outside the fast path
   */
  public static boolean generateMoves(
      MutablePosition position, int[] promotions, long deaths, MoveBuffer out) {
    return FastChess.run(position, promotions, deaths, out) != DECLINED;
  }

  /**
   * Appends the legal moves of the man of the side to move on {@code from}, as {@link
   * #generateMoves} writes them (the same ops, in the same order), followed by castling when the
   * side to move is not in check, whatever the origin: checking one move costs the moves of one
   * man, not the whole listing.
   *
   * @param position the position, left as it was
   * @param promotions the types a pawn promotes to, in the order moves are written
   * @param deaths the captures that kill the capturer, 0 for none
   * @param from the origin square, 0 to 63
   * @param out the buffer the moves are appended to
   * @return false, with nothing written, when the position is outside the fast path
   * @throws IllegalArgumentException if {@code from} is not a square of the 8x8 board
   */
  public static boolean generateMovesFrom(
      MutablePosition position, int[] promotions, long deaths, int from, MoveBuffer out) {
    if (from < 0 || from > 63) {
      throw new IllegalArgumentException("not a square of the 8x8 board: " + from);
    }
    return FastChessQueries.movesFrom(position, promotions, deaths, from, out)
        != FastChess.DECLINED;
  }
}

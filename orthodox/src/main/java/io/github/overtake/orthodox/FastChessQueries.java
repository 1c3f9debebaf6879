package io.github.overtake.orthodox;

import static io.github.overtake.orthodox.Bitboards.KING;
import static io.github.overtake.orthodox.Bitboards.KNIGHT;
import static io.github.overtake.orthodox.Bitboards.LINE;
import static io.github.overtake.orthodox.Bitboards.PAWN;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * Questions about one position of FIDE chess answered on {@link FastChess}'s bitboards without
 * listing its moves: the moves that land on one square (SAN read by its fields), the castling
 * moves a coordinate text or {@code O-O} may name (Chess960's too), the number of
 * legal en-passant captures (the position's key), whether any legal move exists (the outcome).
 * Each answers as {@link FastChess#run}'s listing would, and declines ({@link FastChess#DECLINED})
 * the positions it declines. Stateless and thread-safe; nothing is allocated per call once a
 * thread has run it.
 */
final class FastChessQueries {
  private FastChessQueries() {}

  /**
   * Writes the legal moves of FIDE chess and Chess960 from {@code from} to {@code to} (a
   * coordinate text's squares), as the listing writes them: a king's text gets its step to {@code
   * to} and the castlings of that king whose rook stands on {@code to} or whose king lands there
   * (the texts that may name castling: {@code e1g1}, Chess960's king takes its own rook). Returns
   * false where the listing must answer: squares off the board, or a position the bitboards
   * decline.
   *
   * @param p the position, left as it was
   * @param promotions the promotion types in order
   * @param from the origin, or -1
   * @param to the destination, or -1
   * @param out the empty buffer to write into
   * @return whether the moves were written
   */
  static boolean fromTo(MutablePosition p, int[] promotions, int from, int to, MoveBuffer out) {
    if (from < 0 || to < 0 || from > 63 || to > 63) {
      return false;
    }
    int code = p.at(from);
    if (code == Pieces.EMPTY || Pieces.side(code) != p.sideToMove()) {
      return true; // no move starts there
    }
    int type = Pieces.type(code);
    if (type != Orthodox.KING) {
      if (movesTo(p, promotions, type, 1L << from, to, out) == FastChess.DECLINED) {
        out.clear();
        return false;
      }
      return true;
    }
    FastChess.Board b = FastChess.load(p, 0);
    if (b == null) {
      return false;
    }
    int nChecks = b.masks();
    b.originMask = 1L << from;
    b.destMask = 1L << to;
    try {
      int unused = b.emit(p, promotions, out, nChecks);
    } finally {
      b.originMask = -1L;
      b.destMask = -1L;
    }
    if (nChecks == 0) {
      int unused = b.castling(p, out, from, to, 0);
    }
    return true;
  }

  /**
   * Returns whether the bitboards cover a position: {@link FastChess#run} does not decline it.
   *
   * @param p the position, left as it was
   * @return whether it is covered
   */
  static boolean covers(MutablePosition p) {
    return FastChess.load(p, 0) != null;
  }

  /**
   * Writes the legal castling moves of FIDE chess and Chess960, as the listing writes them (last,
   * kingside first): those whose rook stands on the king's higher file ({@code wing} 1, {@code
   * O-O}), on its lower file (2, {@code O-O-O}), or all (0, a text that names no origin).
   *
   * @param p the position, left as it was
   * @param wing 1, 2 or 0
   * @param out the buffer to write into
   * @return the number of moves written, or {@link FastChess#DECLINED}
   */
  static int castlings(MutablePosition p, int wing, MoveBuffer out) {
    FastChess.Board b = FastChess.load(p, 0);
    if (b == null) {
      return FastChess.DECLINED;
    }
    return b.masks() == 0 ? b.castling(p, out, -1, -1, wing) : 0;
  }

  /**
   * Writes the legal moves of FIDE chess, castling left out, that a man of type {@code type} on
   * one of {@code origins} makes to {@code to}: those of {@link FastChess#run}'s listing, with the
   * same ops and in the same order, found from the men that reach {@code to} alone.
   *
   * @param p the position, left as it was
   * @param promotions the promotion types in order
   * @param type the mover's type, pawn (1) to king (6)
   * @param origins the squares the mover may start on (the text's file and rank)
   * @param to the destination
   * @param out the buffer to write into
   * @return the number of moves written, or {@link FastChess#DECLINED}
   */
  static int movesTo(
      MutablePosition p, int[] promotions, int type, long origins, int to, MoveBuffer out) {
    FastChess.Board b = FastChess.load(p, 0);
    if (b == null) {
      return FastChess.DECLINED;
    }
    int nChecks = b.masks();
    b.originMask = origins & men(b, type) & reaching(b, type, to);
    b.destMask = 1L << to;
    try {
      return b.emit(p, promotions, out, nChecks);
    } finally {
      b.originMask = -1L;
      b.destMask = -1L;
    }
  }

  /**
   * Writes the legal moves of the man on {@code from} as {@link FastChess#run}'s listing writes
   * them (same ops, same order), with FIDE castling after them when the side to move is not in
   * check (whatever the origin); nothing when no man of the side to move stands there.
   *
   * @param p the position, left as it was
   * @param promotions the promotion types in order
   * @param deaths the captures that kill the capturer ({@link FastChess#death} bits), 0 for FIDE's
   * @param from the origin, 0 to 63
   * @param out the buffer to write into
   * @return the number of moves written, or {@link FastChess#DECLINED}
   */
  static int movesFrom(
      MutablePosition p, int[] promotions, long deaths, int from, MoveBuffer out) {
    FastChess.Board b = FastChess.load(p, deaths);
    if (b == null) {
      return FastChess.DECLINED;
    }
    int nChecks = b.masks();
    b.originMask = 1L << from;
    try {
      return b.emit(p, promotions, out, nChecks);
    } finally {
      b.originMask = -1L;
    }
  }

  /** The side to move's men of one type. */
  private static long men(FastChess.Board b, int type) {
    switch (type) {
      case Orthodox.PAWN:
        return b.pawns & b.own;
      case Orthodox.KNIGHT:
        return b.knights & b.own;
      case Orthodox.BISHOP:
        return b.diag & ~b.ortho & b.own;
      case Orthodox.ROOK:
        return b.ortho & ~b.diag & b.own;
      case Orthodox.QUEEN:
        return b.diag & b.ortho & b.own;
      default:
        return b.kings & b.own;
    }
  }

  /** The squares from which a man of one type may reach {@code to} (all for a pawn). */
  private static long reaching(FastChess.Board b, int type, int to) {
    switch (type) {
      case Orthodox.KNIGHT:
        return KNIGHT[to];
      case Orthodox.BISHOP:
        return Bitboards.bishop(to, b.occ);
      case Orthodox.ROOK:
        return Bitboards.rook(to, b.occ);
      case Orthodox.QUEEN:
        return Bitboards.bishop(to, b.occ) | Bitboards.rook(to, b.occ);
      case Orthodox.KING:
        return KING[to];
      default:
        return -1L;
    }
  }

  /**
   * Counts the legal en-passant captures of FIDE chess, as {@link FastChess#run} lists them.
   *
   * @param p the position, left as it was
   * @return the number of legal en-passant captures (0 to 2), or {@link FastChess#DECLINED}
   */
  static int enPassants(MutablePosition p) {
    int ep = p.epSquare();
    if (ep < 0) {
      return 0;
    }
    FastChess.Board b = FastChess.load(p, 0);
    if (b == null) {
      return FastChess.DECLINED;
    }
    if (Long.bitCount(b.attackers(b.king, b.occ)) > 1) {
      return 0; // in double check only the king moves
    }
    int n = 0;
    for (long s = PAWN[b.us ^ 1][ep] & b.pawns & b.own; s != 0; s &= s - 1) {
      if (b.epLegal(Long.numberOfTrailingZeros(s), ep)) {
        n++;
      }
    }
    return n;
  }

  /**
   * Returns whether the side to move has a legal move of FIDE chess: {@link FastChess#run}'s count
   * is not 0. Stops at the first man found with a legal move (knights and sliders first, then
   * pawns, the king, castling).
   *
   * @param p the position, left as it was
   * @param promotions the promotion types in order
   * @return 1 when a legal move exists, 0 when none, or {@link FastChess#DECLINED}
   */
  static int anyMove(MutablePosition p, int[] promotions) {
    return anyMove(p, promotions, 0);
  }

  /**
   * Returns whether the side to move has a legal move when the captures of {@code deaths} kill
   * the capturer too: {@link FastChess#run}'s count with that table is not 0. Stops at the first
   * man found with a legal move, as {@link #anyMove(MutablePosition, int[])} does; a man whose
   * only targets are fatal captures has a legal move when the king survives one of them.
   *
   * @param p the position, left as it was
   * @param promotions the promotion types in order
   * @param deaths the captures that kill the capturer ({@link FastChess#death} bits), 0 for FIDE's
   * @return 1 when a legal move exists, 0 when none, or {@link FastChess#DECLINED}
   */
  static int anyMove(MutablePosition p, int[] promotions, long deaths) {
    FastChess.Board b = FastChess.load(p, deaths);
    if (b == null) {
      return FastChess.DECLINED;
    }
    int nChecks = b.masks();
    if (nChecks < 2) {
      long target = ~b.own & b.checkMask;
      for (long k = b.knights & b.own & ~b.pinned; k != 0; k &= k - 1) {
        int sq = Long.numberOfTrailingZeros(k);
        if (b.anyLegal(sq, KNIGHT[sq] & target, Orthodox.KNIGHT)) {
          return 1;
        }
      }
      for (long s = (b.diag | b.ortho) & b.own; s != 0; s &= s - 1) {
        int sq = Long.numberOfTrailingZeros(s);
        long bit = 1L << sq;
        boolean diagonal = (b.diag & bit) != 0;
        boolean orthogonal = (b.ortho & bit) != 0;
        long reach = (diagonal ? Bitboards.bishop(sq, b.occ) : 0)
            | (orthogonal ? Bitboards.rook(sq, b.occ) : 0);
        long t = reach & target;
        if ((b.pinned & bit) != 0) {
          t &= LINE[b.king][sq];
        }
        int type = diagonal ? (orthogonal ? Orthodox.QUEEN : Orthodox.BISHOP) : Orthodox.ROOK;
        if (b.anyLegal(sq, t, type)) {
          return 1;
        }
      }
      if (b.countPawns(p, promotions.length) > 0) {
        return 1;
      }
    }
    if (b.kingMoves() > 0) {
      return 1;
    }
    return nChecks == 0 && b.castling(p, null) > 0 ? 1 : 0;
  }
}

package io.github.overtake.orthodox;

import io.github.overtake.core.Move;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A SAN text read into its fields, and the legal moves those fields pick (see {@link
 * San#matches}): no legal move is written in SAN to find the one a text names.
 */
final class SanFields {
  /** 0: not castling; 1: {@code O-O} (toward the higher file); 2: {@code O-O-O}. */
  private final int castle;

  /** The piece letter, upper case; 0 for a pawn. */
  private final char piece;

  /** The origin's file letter and rank digit when the text gives them, else 0. */
  private final char fromFile;

  private final char fromRank;

  private final boolean capture;

  /** The destination's name, such as {@code d5}. */
  private final String to;

  /** The promotion letter, upper case, or 0. */
  private final char promotion;

  private SanFields(
      int castle,
      char piece,
      char fromFile,
      char fromRank,
      boolean capture,
      String to,
      char promotion) {
    this.castle = castle;
    this.piece = piece;
    this.fromFile = fromFile;
    this.fromRank = fromRank;
    this.capture = capture;
    this.to = to;
    this.promotion = promotion;
  }

  /** {@link #parse(String, String)} with the orthodox letters NBRQK. */
  static SanFields parse(String text) {
    return parse(text, San.ORTHODOX_LETTERS);
  }

  /**
   * Reads a SAN text: castling ({@code O-O}, {@code O-O-O}, with zeros too), or an optional
   * piece letter (one of {@code letters}, {@code NBRQK} for the orthodox roster), an optional
   * origin file and rank, an optional capture mark ({@code x} or {@code :}), the destination
   * square, and an optional promotion ({@code =} and one of {@code letters} in either case, the
   * {@code =} optional); then any of {@code +#!?}.
   *
   * @param text the text, or null
   * @param letters the upper-case letters of the roster's types other than the pawn
   * @return its fields, or null when it is not SAN
   */
  static SanFields parse(String text, String letters) {
    if (text == null) {
      return null;
    }
    String t = text.strip();
    int end = t.length();
    while (end > 0 && "+#!?".indexOf(t.charAt(end - 1)) >= 0) {
      end--;
    }
    String body = t.substring(0, end);
    switch (body) {
      case "O-O":
      case "0-0":
        return new SanFields(1, (char) 0, (char) 0, (char) 0, false, null, (char) 0);
      case "O-O-O":
      case "0-0-0":
        return new SanFields(2, (char) 0, (char) 0, (char) 0, false, null, (char) 0);
      default:
        break;
    }
    int i = 0;
    char piece = 0;
    if (i < end && letters.indexOf(body.charAt(i)) >= 0) {
      piece = body.charAt(i++);
    }
    char promotion = 0;
    if (end - i >= 3 && San.isPromotion(body.charAt(end - 1), letters)) {
      promotion = Character.toUpperCase(body.charAt(--end));
      if (body.charAt(end - 1) == '=') {
        end--;
      }
    }
    if (end - i < 2 || !isFile(body.charAt(end - 2)) || !isRank(body.charAt(end - 1))) {
      return null;
    }
    String to = body.substring(end - 2, end);
    end -= 2;
    boolean capture = false;
    if (end > i && (body.charAt(end - 1) == 'x' || body.charAt(end - 1) == ':')) {
      capture = true;
      end--;
    }
    char fromFile = 0;
    char fromRank = 0;
    if (i < end && isFile(body.charAt(i))) {
      fromFile = body.charAt(i++);
    }
    if (i < end && isRank(body.charAt(i))) {
      fromRank = body.charAt(i++);
    }
    if (i != end) {
      return null;
    }
    return new SanFields(0, piece, fromFile, fromRank, capture, to, promotion);
  }

  private static boolean isFile(char c) {
    return c >= 'a' && c <= 'h';
  }

  private static boolean isRank(char c) {
    return c >= '1' && c <= '8';
  }

  /**
   * Returns the legal moves of a position these fields name.
   *
   * @param position the position
   * @return the moves, in the order of {@link Position#legalMoves()}
   */
  List<Move> select(Position position) {
    List<Move> found = new ArrayList<>(2);
    List<Move> legal = position.legalMoves();
    if (castle != 0) {
      for (Move m : legal) {
        // the side of the rook, as San writes it (in Chess960 the king may go the other way)
        int rook = m.isCastling() ? m.castlingRook().map(Square::index).orElse(m.toIndex()) : -1;
        if (m.isCastling() && (rook > m.fromIndex()) == (castle == 1)) {
          found.add(m);
        }
      }
      return found;
    }
    Geometry g = position.variant().geometry();
    int dest = g.parseSquare(to);
    if (dest < 0) {
      return found;
    }
    int fileSquare = fromFile == 0 ? dest : g.parseSquare(fromFile + to.substring(1));
    int rankSquare = fromRank == 0 ? dest : g.parseSquare(to.substring(0, 1) + fromRank);
    if (fileSquare < 0 || rankSquare < 0) {
      return found; // an origin file or rank off the board
    }
    int file = fromFile == 0 ? -1 : g.file(fileSquare);
    int rank = fromRank == 0 ? -1 : g.rank(rankSquare);
    List<PieceType> types = position.variant().pieceTypes();
    MutablePosition board = null;
    for (Move m : legal) {
      int from = m.fromIndex();
      if (from < 0 || m.toIndex() != dest || m.isCastling()) {
        continue;
      }
      if (board == null) {
        board = position.toMutable();
      }
      int type = Pieces.type(board.at(from));
      if (type != 0 && fits(m, type, types, from, g, file, rank)) { // a man on the origin
        found.add(m);
      }
    }
    return found;
  }

  /**
   * Writes the legal moves of FIDE chess these fields name into {@code out}, as {@link #select}
   * returns them (the same moves, with the same ops, in the same order), on bitboards: only the
   * men of the text's type that reach the destination are looked at ({@link
   * FastChessQueries#movesTo}), or for castling the king and the rook of each right ({@link
   * FastChessQueries#castlings}), and no other move is listed.
   *
   * @param p the position, left as it was
   * @param promotions the rule set's promotion types, in the order it writes them
   * @param types the rule set's piece types
   * @param out the empty buffer the moves are written into
   * @return false, with nothing written, for a position outside the bitboard path
   */
  boolean write(MutablePosition p, int[] promotions, List<PieceType> types, MoveBuffer out) {
    if (castle != 0) {
      // the side of the rook, as select reads it (O-O: the rook on the higher file)
      return FastChessQueries.castlings(p, castle, out) != FastChess.DECLINED;
    }
    int type = Orthodox.PAWN;
    if (piece != 0) {
      type = 0;
      for (int t = 1; t <= Math.min(types.size(), 6); t++) {
        if (t != Orthodox.PAWN && types.get(t - 1).letter() == piece) {
          type = t;
        }
      }
      if (type == 0) {
        return false;
      }
    }
    int dest = (to.charAt(0) - 'a') + 8 * (to.charAt(1) - '1');
    long origins = -1L;
    if (fromFile != 0) {
      origins &= Bitboards.FILE_A << (fromFile - 'a');
    }
    if (fromRank != 0) {
      origins &= Bitboards.RANK_1 << (8 * (fromRank - '1'));
    }
    int written = FastChessQueries.movesTo(p, promotions, type, origins, dest, out);
    if (written == FastChess.DECLINED) {
      return false;
    }
    boolean pawn = type == Orthodox.PAWN;
    out.retain(m -> fitsWritten(out, m, pawn, types));
    return true;
  }

  /** {@link #fits} for a move of the buffer whose mover, origin and destination fit already. */
  private boolean fitsWritten(MoveBuffer out, int m, boolean pawn, List<PieceType> types) {
    boolean captures = out.isCapture(m);
    if (capture && !captures) {
      return false;
    }
    if (pawn && !(fromFile == 0 ? fromRank == 0 && !captures : fromRank != 0 || captures)) {
      return false;
    }
    int lifted = 0;
    int landed = 0;
    for (int i = out.start(m), e = out.end(m); i < e; i++) {
      int op = out.opAt(i);
      if (Ops.has(op, Ops.SECONDARY)) {
        continue;
      }
      int c = Ops.opcode(op);
      if (c == Ops.LIFT && lifted == 0) {
        lifted = Pieces.type(Ops.piece(op));
      } else if (c == Ops.LAND && lifted != 0 && landed == 0) {
        landed = Pieces.type(Ops.piece(op));
      }
    }
    boolean promotes = landed != 0 && landed != lifted;
    return promotes ? types.get(landed - 1).letter() == promotion : promotion == 0;
  }

  private boolean fits(
      Move m, int type, List<PieceType> types, int from, Geometry g, int file, int rank) {
    boolean pawn = type == Orthodox.PAWN;
    if (pawn != (piece == 0)) {
      return false;
    }
    if (!pawn && types.get(type - 1).letter() != piece) {
      return false;
    }
    boolean captures = m.isCapture();
    if (capture && !captures) {
      return false;
    }
    if ((file >= 0 && g.file(from) != file) || (rank >= 0 && g.rank(from) != rank)) {
      return false;
    }
    if (pawn) {
      // a pawn's move names its destination alone (no capture), its file (a capture) or its square
      boolean fits = file < 0 ? rank < 0 && !captures : rank >= 0 || captures;
      if (!fits) {
        return false;
      }
    }
    Optional<PieceType> promotes = m.promotion();
    return promotes.isPresent() ? promotes.get().letter() == promotion : promotion == 0;
  }
}

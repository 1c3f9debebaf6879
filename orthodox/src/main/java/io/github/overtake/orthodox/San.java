package io.github.overtake.orthodox;

import io.github.overtake.core.Board;
import io.github.overtake.core.Move;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.spi.MoveNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Standard Algebraic Notation for variants played with orthodox pieces ({@code Nf3}, {@code exd5},
 * {@code O-O}, {@code e8=Q+}; {@code e8=K} where men promote to kings, as in antichess). Rule sets
 * whose turns may do more than a chess move use {@link ChessLikeSan}.
 */
public final class San {
  private static final java.util.regex.Pattern SHAPE =
      java.util.regex.Pattern.compile(
          "(O-O(-O)?|0-0(-0)?|[NBRQK]?[a-h]?[1-8]?[x:]?[a-h][1-8](=?[NBRQKnbrqk])?)[+#!?]*");

  private static final MoveNotation NOTATION =
      new MoveNotation() {
        @Override
        public boolean looksLike(String text) {
          return looksLikeSan(text);
        }

        @Override
        public List<Move> matches(Position position, String text) {
          return San.matches(position, text);
        }

        @Override
        public String format(Position position, Move move) {
          return San.format(position, move);
        }
      };

  private San() {}

  /**
   * Returns SAN as a {@link MoveNotation}, for {@link
   * io.github.overtake.core.spi.RuleSet#moveNotation()}.
   *
   * @return the notation, a shared immutable instance
   */
  public static MoveNotation notation() {
    return NOTATION;
  }

  /**
   * Returns the SAN of a legal move, with {@code +} or {@code #} when it checks or mates.
   *
   * @param position the position the move is played in
   * @param move a legal move of that position
   * @return the SAN text
   */
  public static String format(Position position, Move move) {
    String s = formatWithoutCheck(position, position.board(), move);
    Position after = position.play(move);
    if (!after.isCheck()) {
      return s;
    }
    return after.legalMoves().isEmpty() ? s + "#" : s + "+";
  }

  private static String formatWithoutCheck(Position position, Board board, Move move) {
    if (move.from().isEmpty()
        || move.to().isEmpty()
        || board.pieceAt(move.from().get()).isEmpty()) {
      return move.text(); // a drop, P@e4, and a turn with no landing: canonical text
    }
    if (move.isCastling()) {
      // the side of the rook, not the king's direction: in Chess960 the king may move toward the
      // other wing, or stay
      Square from = move.from().orElseThrow();
      Square rook = move.castlingRook().orElse(move.to().orElseThrow());
      return rook.index() > from.index() ? "O-O" : "O-O-O";
    }
    Square from = move.from().orElseThrow();
    Square to = move.to().orElseThrow();
    Piece piece = board.pieceAt(from).orElseThrow();
    StringBuilder sb = new StringBuilder();
    boolean pawn = piece.type().id() == Orthodox.PAWN;
    if (pawn) {
      if (move.isCapture()) {
        sb.append(from.name().charAt(0));
      }
    } else {
      sb.append(piece.type().letter());
      boolean sameFile = false;
      boolean sameRank = false;
      boolean other = false;
      for (Move m : position.legalMoves()) {
        if (m.equals(move) || m.isCastling()) {
          continue;
        }
        Optional<Square> mf = m.from();
        if (mf.isEmpty() || mf.get().equals(from) || !m.to().equals(move.to())) {
          continue;
        }
        Optional<Piece> q = board.pieceAt(mf.get());
        if (q.isEmpty() || !q.get().type().equals(piece.type())) {
          continue;
        }
        other = true;
        sameFile |= mf.get().name().charAt(0) == from.name().charAt(0);
        sameRank |= mf.get().name().substring(1).equals(from.name().substring(1));
      }
      if (other) {
        if (!sameFile) {
          sb.append(from.name().charAt(0));
        } else if (!sameRank) {
          sb.append(from.name().substring(1));
        } else {
          sb.append(from.name());
        }
      }
    }
    if (move.isCapture()) {
      sb.append('x');
    }
    sb.append(to.name());
    move.promotion().ifPresent(t -> sb.append('=').append(t.letter()));
    return sb.toString();
  }

  /**
   * Returns whether a text has the shape of a SAN move.
   *
   * @param text the text, or {@code null}
   * @return whether it matches the SAN pattern, surrounding blanks ignored
   */
  public static boolean looksLikeSan(String text) {
    return text != null && SHAPE.matcher(text.strip()).matches();
  }

  /**
   * Returns the legal move a SAN text names, if exactly one matches.
   *
   * @param position the position the move is played in
   * @param text the SAN text
   * @return the move, or empty if none or several match
   */
  public static Optional<Move> parse(Position position, String text) {
    List<Move> found = matches(position, text);
    return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
  }

  /**
   * Returns every legal move a SAN text could name (empty if it is not SAN-shaped).
   *
   * @param position the position the move is played in
   * @param text the SAN text
   * @return the matching moves
   */
  public static List<Move> matches(Position position, String text) {
    if (!looksLikeSan(text)) {
      return List.of();
    }
    String want = normalize(text);
    List<Move> found = new ArrayList<>();
    Board board = position.board();
    for (Move m : position.legalMoves()) {
      for (String form : forms(position, board, m)) {
        if (form.equals(want)) {
          found.add(m);
          break;
        }
      }
    }
    return found;
  }

  private static List<String> forms(Position position, Board board, Move m) {
    List<String> out = new ArrayList<>();
    String san = normalize(formatWithoutCheck(position, board, m));
    out.add(san);
    if (m.isCastling()
        || m.from().isEmpty()
        || m.to().isEmpty()
        || board.pieceAt(m.from().get()).isEmpty()) {
      return out;
    }
    Square from = m.from().orElseThrow();
    Piece piece = board.pieceAt(from).orElseThrow();
    String dest = m.to().orElseThrow().name();
    String promo = m.promotion().map(t -> String.valueOf(t.letter())).orElse("");
    if (piece.type().id() != Orthodox.PAWN) {
      String l = String.valueOf(piece.type().letter());
      out.add(l + dest + promo);
      out.add(l + from.name().charAt(0) + dest + promo);
      out.add(l + from.name().substring(1) + dest + promo);
      out.add(l + from.name() + dest + promo);
    } else {
      out.add(from.name() + dest + promo);
    }
    return out;
  }

  private static String normalize(String text) {
    String t = text.strip();
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < t.length(); i++) {
      char c = t.charAt(i);
      if (c == '+' || c == '#' || c == '!' || c == '?' || c == 'x' || c == ':' || c == '=') {
        continue;
      }
      sb.append(c == '0' && t.startsWith("0-0") ? 'O' : c);
    }
    String s = sb.toString();
    if (s.length() >= 3) {
      char last = s.charAt(s.length() - 1);
      if (Character.isLetter(last) && isAsciiDigit(s.charAt(s.length() - 2))) {
        s = s.substring(0, s.length() - 1) + Character.toUpperCase(last);
      }
    }
    return s;
  }

  /** Whether {@code c} is one of the ASCII digits 0 to 9 (other scripts' digits are refused). */
  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }
}

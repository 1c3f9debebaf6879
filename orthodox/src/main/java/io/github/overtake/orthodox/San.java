package io.github.overtake.orthodox;

import io.github.overtake.core.Board;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Piece;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveNotation;
import io.github.overtake.core.spi.MutablePosition;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Standard Algebraic Notation for variants played with orthodox pieces ({@code Nf3}, {@code exd5},
 * {@code O-O}, {@code e8=Q+}; {@code e8=K} where men promote to kings, as in antichess). Rule sets
 * whose turns may do more than a chess move use {@link ChessLikeSan}.
 */
public final class San {
  static final java.util.regex.Pattern SHAPE =
      java.util.regex.Pattern.compile(
          "(O-O(-O)?|0-0(-0)?|[NBRQK]?[a-h]?[1-8]?[x:]?[a-h][1-8](=?[NBRQKnbrqk])?)[+#!?]*");

  /** The piece letters of the orthodox roster, which SAN reads by default. */
  static final String ORTHODOX_LETTERS = "NBRQK";

  private static final MoveNotation NOTATION = new Notation(ORTHODOX_LETTERS);

  /** SAN reading the piece and promotion letters of one roster. */
  private static final class Notation implements MoveNotation {
    /** The upper-case letters of the roster's types other than the pawn. */
    private final String letters;

    Notation(String letters) {
      this.letters = letters;
    }

    @Override
    public boolean looksLike(String text) {
      return text != null && hasShape(text.strip(), letters);
    }

    @Override
    public List<Move> matches(Position position, String text) {
      return San.matches(position, text, letters);
    }

    @Override
    public boolean writeMatches(
        Position position, MutablePosition work, String text, MoveBuffer out) {
      return position.variant().rules() instanceof ChessRules rules
          && rules.writeSan(work, text, letters, out);
    }

    @Override
    public String format(Position position, Move move) {
      return San.format(position, move);
    }
  }

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
   * Returns SAN for a rule set whose roster writes some piece with a letter other than {@code
   * NBRQK}, such as Knightmate's mann {@code M}: the notation reads the piece letters and the
   * promotion letters of {@code types} (every type but the pawn, id {@link Orthodox#PAWN}), as
   * {@link #format} writes them, so that {@code Mc2} and {@code e8=M} name their moves. For the
   * orthodox letters it is {@link #notation()}. {@link ChessRules#moveNotation()} returns it for
   * the rule set's {@link ChessRules#pieceTypes()}. A type lettered {@code O} is not read as a
   * piece ({@code O-O} is castling).
   *
   * @param types the roster, in id order
   * @return the notation, immutable
   * @throws NullPointerException if {@code types} is null
   */
  public static MoveNotation notation(List<PieceType> types) {
    Objects.requireNonNull(types, "types");
    boolean orthodox = true;
    for (PieceType t : types) {
      orthodox &= t.id() == Orthodox.PAWN || ORTHODOX_LETTERS.indexOf(t.letter()) >= 0;
    }
    if (orthodox) {
      return NOTATION; // chess and its kin: nothing allocated
    }
    StringBuilder letters = new StringBuilder(types.size());
    for (PieceType t : types) {
      char c = t.letter();
      if (t.id() != Orthodox.PAWN && c != 'O' && letters.indexOf(String.valueOf(c)) < 0) {
        letters.append(c);
      }
    }
    return new Notation(letters.toString());
  }

  /**
   * Returns the SAN of a legal move, with {@code +} or {@code #} when it checks or mates.
   *
   * @param position the position the move is played in
   * @param move a legal move of that position
   * @return the SAN text
   * @throws NullPointerException if {@code position} or {@code move} is null
   * @throws IllegalMoveException if the move is not legal in the position
   */
  public static String format(Position position, Move move) {
    Position after = Objects.requireNonNull(position, "position").play(move);
    String s = formatWithoutCheck(position, position.board(), move);
    if (!after.isCheck()) {
      return s;
    }
    return after.legalMoves().isEmpty() ? s + "#" : s + "+";
  }

  private static String formatWithoutCheck(Position position, Board board, Move move) {
    int from = move.fromIndex();
    int to = move.toIndex();
    if (from < 0 || to < 0 || board.pieceAt(move.from().orElseThrow()).isEmpty()) {
      return move.text(); // a drop, P@e4, and a turn with no landing: canonical text
    }
    if (move.isCastling()) {
      // the side of the rook, not the king's direction: in Chess960 the king may move toward the
      // other wing, or stay
      int rook = move.castlingRook().map(Square::index).orElse(to);
      return rook > from ? "O-O" : "O-O-O";
    }
    Geometry g = position.variant().geometry();
    Square fromSquare = move.from().orElseThrow();
    Piece piece = board.pieceAt(fromSquare).orElseThrow();
    StringBuilder sb = new StringBuilder(8);
    String fromName = fromSquare.name();
    boolean pawn = piece.type().id() == Orthodox.PAWN;
    if (pawn) {
      if (move.isCapture()) {
        sb.append(fromName.charAt(0));
      }
    } else {
      sb.append(piece.type().letter());
      boolean sameFile = false;
      boolean sameRank = false;
      boolean other = false;
      for (Move m : position.legalMoves()) {
        int mf = m.fromIndex();
        if (mf < 0 || mf == from || m.toIndex() != to || m.isCastling()) {
          continue;
        }
        Optional<Piece> q = board.pieceAt(m.from().orElseThrow());
        if (q.isEmpty() || !q.get().type().equals(piece.type())) {
          continue;
        }
        other = true;
        sameFile |= g.file(mf) == g.file(from);
        sameRank |= g.rank(mf) == g.rank(from);
      }
      if (other) {
        if (!sameFile) {
          sb.append(fromName.charAt(0));
        } else if (!sameRank) {
          sb.append(fromName.substring(1));
        } else {
          sb.append(fromName);
        }
      }
    }
    if (move.isCapture()) {
      sb.append('x');
    }
    sb.append(g.name(to));
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
    return text != null && hasShape(text.strip());
  }

  /** Whether a stripped text matches {@link #SHAPE}, tested character by character. */
  static boolean hasShape(String t) {
    return hasShape(t, ORTHODOX_LETTERS);
  }

  /** {@link #hasShape(String)} with the piece and promotion letters {@code letters}. */
  private static boolean hasShape(String t, String letters) {
    int end = t.length();
    while (end > 0 && "+#!?".indexOf(t.charAt(end - 1)) >= 0) {
      end--;
    }
    if (end == 3 || end == 5) {
      String body = t.substring(0, end);
      if (body.equals("O-O") || body.equals("0-0") || body.equals("O-O-O")
          || body.equals("0-0-0")) {
        return true;
      }
    }
    // [NBRQK]?[a-h]?[1-8]?[x:]?[a-h][1-8](=?[NBRQKnbrqk])?: the destination ends the body, or a
    // promotion letter follows it, with or without '='
    return prefixThenSquare(t, end, letters)
        || (end >= 3 && isPromotion(t.charAt(end - 1), letters)
            && (prefixThenSquare(t, end - 1, letters)
                || (end >= 4 && t.charAt(end - 2) == '=' && prefixThenSquare(t, end - 2, letters))));
  }

  /** Whether {@code t[0, end)} is [NBRQK]?[a-h]?[1-8]?[x:]? then a square. */
  private static boolean prefixThenSquare(String t, int end, String letters) {
    if (end < 2 || !isFile(t.charAt(end - 2)) || !isRank(t.charAt(end - 1))) {
      return false;
    }
    int i = 0;
    int stop = end - 2;
    if (i < stop && letters.indexOf(t.charAt(i)) >= 0) {
      i++;
    }
    if (i < stop && isFile(t.charAt(i))) {
      i++;
    }
    if (i < stop && isRank(t.charAt(i))) {
      i++;
    }
    if (i < stop && (t.charAt(i) == 'x' || t.charAt(i) == ':')) {
      i++;
    }
    return i == stop;
  }

  /** Whether {@code c} is one of {@code letters} in either case. */
  static boolean isPromotion(char c, String letters) {
    return Character.isLetter(c) && letters.indexOf(Character.toUpperCase(c)) >= 0;
  }

  private static boolean isFile(char c) {
    return c >= 'a' && c <= 'h';
  }

  private static boolean isRank(char c) {
    return c >= '1' && c <= '8';
  }

  /**
   * Returns the legal move a SAN text names, if exactly one matches.
   *
   * @param position the position the move is played in
   * @param text the SAN text
   * @return the move, or empty if none or several match
   * @throws NullPointerException if {@code position} is null
   */
  public static Optional<Move> parse(Position position, String text) {
    List<Move> found = matches(position, text);
    return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
  }

  /**
   * Returns every legal move a SAN text could name (empty if it is not SAN-shaped). The text is
   * read into its fields (castling, or the piece letter, the origin's file and rank when given,
   * the capture mark, the destination and the promotion letter) and the legal moves are picked by
   * those fields, without writing any move in SAN: a piece's move matches whatever part of its
   * origin the text gives (so {@code Nf3}, {@code Ngf3}, {@code N1f3} and {@code Ng1f3} all name
   * the knight's move from g1 when it is the only one); a pawn's move is written with its
   * destination alone when it captures nothing, with its file when it captures, or with its whole
   * origin; a capture mark ({@code x} or {@code :}) requires a capture, and its absence accepts
   * one; the promotion letter must be the promotion's (in either case, {@code =} optional). The
   * check and mate marks ({@code +}, {@code #}) and annotations ({@code !}, {@code ?}) are read
   * but do not take part in the matching.
   *
   * @param position the position the move is played in
   * @param text the SAN text
   * @return the matching moves
   * @throws NullPointerException if {@code position} is null
   */
  public static List<Move> matches(Position position, String text) {
    return matches(Objects.requireNonNull(position, "position"), text, ORTHODOX_LETTERS);
  }

  /** {@link #matches(Position, String)} reading the piece and promotion letters {@code letters}. */
  private static List<Move> matches(Position position, String text, String letters) {
    SanFields q = SanFields.parse(text, letters);
    if (q == null) {
      return List.of();
    }
    return q.select(position);
  }
}

package io.github.overtake.core.notation;

import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;

/**
 * The canonical move text of every variant (see {@code docs/notation.md}): formatting an edit
 * script, parsing text into a {@link Query}, and matching a query against a move.
 */
public final class MoveText {
  /** The longest move text accepted. */
  public static final int MAX_LENGTH = 400;

  private MoveText() {}

  /**
   * Returns the canonical text of a move given by its ops and move flags.
   *
   * @param g the board
   * @param types the roster, for promotion and drop letters
   * @param ops the move's edit script
   * @param flags the move's flags
   * @return the canonical move text
   */
  public static String format(Geometry g, List<PieceType> types, int[] ops, int flags) {
    MoveShape shape = MoveShape.of(ops, flags);
    StringBuilder sb = new StringBuilder(16);
    for (int i = 0; i < shape.parts.size(); i++) {
      if (i > 0) {
        sb.append(i == shape.replyStart ? '/' : ',');
      }
      formatPart(g, types, shape.parts.get(i), sb);
    }
    return sb.toString();
  }

  private static void formatPart(
      Geometry g, List<PieceType> types, MoveShape.Part p, StringBuilder sb) {
    if (p.kind == MoveShape.Kind.DROP) {
      sb.append(letter(types, p.dropType)).append('@').append(g.name(p.dropSquare));
      return;
    }
    if (p.kind == MoveShape.Kind.SWAP) {
      sb.append("ex(").append(letter(types, p.dropType)).append('@');
      sb.append(g.name(p.dropSquare)).append(')');
      return;
    }
    if (p.kind == MoveShape.Kind.EXCHANGE) {
      sb.append("ex(").append(men(types, p.given)).append(':');
      sb.append(men(types, p.received)).append(')');
      return;
    }
    if (p.kind != MoveShape.Kind.BOARD) {
      return;
    }
    sb.append(g.name(p.origin));
    if (p.castle) {
      // the king's move; when the king moves fewer than two files (castling with any files)
      // that would read as a king step or no move, so the king takes its own rook instead
      sb.append(g.name(p.kingStepsTwo() ? p.finalSquare() : p.rookOrigin));
      return;
    }
    if (p.promoteFirst) {
      sb.append('=').append(Character.toLowerCase(letter(types, p.landType)));
    }
    boolean anyOff = p.legCapturesOff.contains(true);
    boolean plain = p.landings.size() == 1 && !anyOff && !p.promoteFirst;
    if (plain) {
      sb.append(g.name(p.landings.get(0)));
    } else if (!(p.promoteFirst && p.landings.size() == 1 && p.landings.get(0) == p.origin)) {
      // with several legs, x marks every leg that captures anything (on its landing square too);
      // a single leg is marked x only for captures off its landing square
      List<Boolean> marks = p.landings.size() > 1 ? p.legCapturesAny : p.legCapturesOff;
      for (int i = 0; i < p.landings.size(); i++) {
        sb.append(marks.get(i) ? 'x' : '-').append(g.name(p.landings.get(i)));
      }
    }
    if (!p.promoteFirst && p.promotes()) {
      sb.append(Character.toLowerCase(letter(types, p.landType)));
    }
    if (!p.printedCaptures.isEmpty()) {
      sb.append('[');
      for (int i = 0; i < p.printedCaptures.size(); i++) {
        if (i > 0) {
          sb.append(',');
        }
        sb.append(g.name(p.printedCaptures.get(i)));
      }
      sb.append(']');
    }
  }

  /** The letters of men in their own colour: upper case White, lower case Black. */
  private static String men(List<PieceType> types, List<Integer> codes) {
    StringBuilder sb = new StringBuilder(codes.size());
    for (int code : codes) {
      char c = letter(types, Pieces.type(code));
      sb.append(Pieces.side(code) == 0 ? c : Character.toLowerCase(c));
    }
    return sb.toString();
  }

  private static char letter(List<PieceType> types, int typeId) {
    return typeId >= 1 && typeId <= types.size() ? types.get(typeId - 1).letter() : '?';
  }

  /** A parsed move text, ready to be matched against legal moves. */
  public static final class Query {
    final String input;
    final String normalized;
    final List<QPart> parts = new ArrayList<>();
    int replyStart = -1;

    private Query(String input, String normalized) {
      this.input = input;
      this.normalized = normalized;
    }

    /**
     * Returns the text as typed.
     *
     * @return the input text
     */
    public String input() {
      return input;
    }

    /**
     * Returns the text with decorations ({@code +}, {@code #}, {@code !}, {@code ?}) removed.
     *
     * @return the stripped text without trailing decorations
     */
    public String normalized() {
      return normalized;
    }

    /**
     * Returns the square the text's first part starts from, for explaining an illegal move.
     *
     * @return the origin square index, or -1 when the text names none (a drop, castling)
     */
    public int origin() {
      return parts.isEmpty() ? -1 : parts.get(0).origin;
    }

    /**
     * Returns the number of landing squares the text's first part names.
     *
     * @return the number of landing squares, 0 when the text has no part on the board
     */
    public int routeLength() {
      return parts.isEmpty() ? 0 : parts.get(0).landings.size();
    }

    /**
     * Returns the last landing square of the text's first part, for explaining an illegal move.
     *
     * @return the destination square index, or -1 when the text names none
     */
    public int destination() {
      if (parts.isEmpty()) {
        return -1;
      }
      QPart p = parts.get(0);
      return p.landings.isEmpty() ? p.dropSquare : p.landings.get(p.landings.size() - 1);
    }
  }

  static final class QPart {
    MoveShape.Kind kind = MoveShape.Kind.BOARD;
    int castleSide; // 0 none, 1 kingside (higher file), 2 queenside
    int origin = -1;
    char promoteFirst;
    final List<Integer> landings = new ArrayList<>();
    final List<Character> separators = new ArrayList<>();
    char promotion;
    List<Integer> captures;
    char dropLetter;
    int dropSquare = -1;
    String given;
    String received;
  }

  /**
   * Parses move text for a board.
   *
   * @param input the move text, at most {@link #MAX_LENGTH} characters
   * @param g the board the squares are read on
   * @return the parsed query
   * @throws MoveFormatException if the text is not well formed
   */
  public static Query parse(String input, Geometry g) {
    if (input == null) {
      throw new MoveFormatException("null", "no move text");
    }
    if (input.length() > MAX_LENGTH) {
      throw new MoveFormatException(input, "longer than " + MAX_LENGTH + " characters");
    }
    String t = input.strip();
    while (!t.isEmpty() && "+#!?".indexOf(t.charAt(t.length() - 1)) >= 0) {
      t = t.substring(0, t.length() - 1);
    }
    if (t.isEmpty()) {
      throw new MoveFormatException(input, "empty move text");
    }
    Query q = new Query(input, t);
    int partStart = 0;
    boolean inBrackets = false;
    for (int i = 0; i <= t.length(); i++) {
      if (i < t.length() && (t.charAt(i) == '[' || t.charAt(i) == ']')) {
        inBrackets = t.charAt(i) == '[';
        continue;
      }
      if (i == t.length() || (!inBrackets && (t.charAt(i) == ',' || t.charAt(i) == '/'))) {
        if (i == partStart) {
          throw new MoveFormatException(input, "empty part at position " + (i + 1));
        }
        q.parts.add(parsePart(input, t.substring(partStart, i), g));
        if (i < t.length() && t.charAt(i) == '/') {
          if (q.replyStart >= 0) {
            throw new MoveFormatException(input, "more than one '/'");
          }
          q.replyStart = q.parts.size();
        }
        partStart = i + 1;
      }
    }
    return q;
  }

  private static QPart parsePart(String input, String s, Geometry g) {
    QPart p = new QPart();
    String up = s.toUpperCase(Locale.ROOT).replace('0', 'O');
    if (up.equals("O-O") || up.equals("OO")) {
      p.castleSide = 1;
      return p;
    }
    if (up.equals("O-O-O") || up.equals("OOO")) {
      p.castleSide = 2;
      return p;
    }
    if (s.startsWith("ex(") || s.startsWith("EX(")) {
      return parseExchange(input, s, g);
    }
    int at = s.indexOf('@');
    if (at >= 0) {
      if (at != 1 || !Character.isLetter(s.charAt(0))) {
        throw new MoveFormatException(input, "a drop is a piece letter, '@' and a square");
      }
      p.kind = MoveShape.Kind.DROP;
      p.dropLetter = Character.toUpperCase(s.charAt(0));
      p.dropSquare = square(input, s.substring(2), g);
      return p;
    }
    int[] pos = {0};
    p.origin = readSquare(input, s, pos, g);
    if (p.origin < 0) {
      throw new MoveFormatException(input, "expected a square at the start of " + quote(s));
    }
    if (pos[0] < s.length() && s.charAt(pos[0]) == '=') {
      pos[0]++;
      if (pos[0] >= s.length() || !Character.isLetter(s.charAt(pos[0]))) {
        throw new MoveFormatException(input, "expected a piece letter after '='");
      }
      p.promoteFirst = Character.toUpperCase(s.charAt(pos[0]++));
    }
    boolean first = true;
    while (pos[0] < s.length()) {
      char c = s.charAt(pos[0]);
      // 'x' (or 'X') before a digit is the file x of a board of 24 files or more, never a
      // separator: a separator is always followed by a square, which starts with its file letter
      boolean fileX = (c == 'x' || c == 'X') && pos[0] + 1 < s.length()
          && isAsciiDigit(s.charAt(pos[0] + 1));
      if (!fileX && (c == 'x' || c == 'X' || c == '-' || c == ':')) {
        pos[0]++;
        int sq = readSquare(input, s, pos, g);
        if (sq < 0) {
          throw new MoveFormatException(input, "expected a square after '" + c + "'");
        }
        p.landings.add(sq);
        p.separators.add(c == 'X' ? 'x' : c);
      } else if (first && Character.isLetter(c) && pos[0] + 1 < s.length()
          && isAsciiDigit(s.charAt(pos[0] + 1))) {
        p.landings.add(readSquare(input, s, pos, g));
        p.separators.add(' ');
      } else {
        break;
      }
      first = false;
    }
    if (pos[0] < s.length() && (s.charAt(pos[0]) == '=' && p.promoteFirst == 0)) {
      pos[0]++;
    }
    if (pos[0] < s.length() && Character.isLetter(s.charAt(pos[0]))) {
      p.promotion = Character.toUpperCase(s.charAt(pos[0]++));
    }
    if (pos[0] < s.length() && s.charAt(pos[0]) == '[') {
      int close = s.indexOf(']', pos[0]);
      if (close < 0) {
        throw new MoveFormatException(input, "unclosed '['");
      }
      p.captures = new ArrayList<>();
      String inner = s.substring(pos[0] + 1, close).strip();
      if (!inner.isEmpty()) {
        for (String part : inner.split("[,\\s]+", -1)) {
          p.captures.add(square(input, part, g));
        }
      }
      pos[0] = close + 1;
    }
    if (pos[0] != s.length()) {
      throw new MoveFormatException(
          input, "unexpected " + quote(s.substring(pos[0])) + " in " + quote(s));
    }
    if (p.landings.isEmpty() && p.promoteFirst == 0 && p.captures == null) {
      throw new MoveFormatException(input, "no destination square in " + quote(s));
    }
    return p;
  }

  /** Reads {@code ex(given:received)} or the reserve swap {@code ex(B@f3)}. */
  private static QPart parseExchange(String input, String s, Geometry g) {
    if (!s.endsWith(")")) {
      throw new MoveFormatException(input, "an exchange ends with ')': " + quote(s));
    }
    String inner = s.substring(3, s.length() - 1);
    QPart p = new QPart();
    int at = inner.indexOf('@');
    if (at >= 0) {
      if (at != 1 || !Character.isLetter(inner.charAt(0))) {
        throw new MoveFormatException(input, "a reserve swap is ex(, a piece letter, '@', a square and )");
      }
      p.kind = MoveShape.Kind.SWAP;
      p.dropLetter = Character.toUpperCase(inner.charAt(0));
      p.dropSquare = square(input, inner.substring(2), g);
      return p;
    }
    int colon = inner.indexOf(':');
    if (colon < 0) {
      throw new MoveFormatException(input, "an exchange is ex(given:received): " + quote(s));
    }
    p.kind = MoveShape.Kind.EXCHANGE;
    p.given = inner.substring(0, colon);
    p.received = inner.substring(colon + 1);
    for (char c : (p.given + p.received).toCharArray()) {
      if (!Character.isLetter(c)) {
        throw new MoveFormatException(input, "an exchange lists piece letters: " + quote(s));
      }
    }
    if (p.given.isEmpty() && p.received.isEmpty()) {
      throw new MoveFormatException(input, "an empty exchange: " + quote(s));
    }
    return p;
  }

  private static int readSquare(String input, String s, int[] pos, Geometry g) {
    int i = pos[0];
    if (i >= s.length() || !Character.isLetter(s.charAt(i))) {
      return -1;
    }
    int j = i + 1;
    while (j < s.length() && j < i + 3 && isAsciiDigit(s.charAt(j))) {
      j++;
    }
    if (j == i + 1) {
      return -1;
    }
    int sq = g.parseSquare(s.substring(i, j));
    if (sq < 0) {
      throw new MoveFormatException(input, quote(s.substring(i, j)) + " is not a square of the board");
    }
    pos[0] = j;
    return sq;
  }

  private static int square(String input, String text, Geometry g) {
    int sq = g.parseSquare(text.strip());
    if (sq < 0) {
      throw new MoveFormatException(input, quote(text) + " is not a square of the board");
    }
    return sq;
  }

  private static String quote(String s) {
    return "'" + s + "'";
  }

  /**
   * Returns whether the query's text is exactly the given canonical text.
   *
   * @param q the parsed text
   * @param canonical the canonical text of a move
   * @return whether the normalized text equals it
   */
  public static boolean isExactly(Query q, String canonical) {
    return q.normalized.equals(canonical);
  }

  /**
   * Returns whether a move goes where a text says it goes, whatever else the text says (capture
   * marks, captured squares, promotion letters, later parts): as many parts, and a first part
   * from the text's origin along the text's route (one of the move's routes) or, for a route of
   * one square, to its destination. For explaining a refusal: such a move is legal there, but
   * not as written.
   *
   * @param q the parsed text
   * @param ops the move's edit script
   * @param flags the move's flags
   * @param alternateRoutes other landing-square lists that reach the same move
   * @return whether the move goes from the text's origin along its route
   */
  public static boolean sameSquares(
      Query q, int[] ops, int flags, List<List<Integer>> alternateRoutes) {
    if (q.parts.isEmpty()) {
      return false;
    }
    QPart t = q.parts.get(0);
    MoveShape shape = MoveShape.of(ops, flags);
    if (shape.parts.size() != q.parts.size() || t.kind != MoveShape.Kind.BOARD
        || t.castleSide != 0 || t.landings.isEmpty()) {
      return false;
    }
    MoveShape.Part m = shape.parts.get(0);
    if (m.kind != MoveShape.Kind.BOARD || m.origin != t.origin) {
      return false;
    }
    return takesRoute(t, m, alternateRoutes);
  }

  /**
   * Whether a part goes along a text's route: the move's own route or one of its {@code alternates}
   * (when given), or, for a route of one square, to its final square.
   */
  private static boolean takesRoute(
      QPart q, MoveShape.Part m, List<List<Integer>> alternates) {
    return q.landings.equals(m.landings)
        || (alternates != null && alternates.contains(q.landings))
        || (q.landings.size() == 1 && q.landings.get(0) == m.finalSquare());
  }

  /**
   * Returns whether a query names a move.
   *
   * @param q the parsed text
   * @param types the roster, for promotion and drop letters
   * @param ops the move's edit script
   * @param flags the move's flags
   * @param alternateRoutes other landing-square lists that reach the same move
   * @return whether the query names the move
   */
  public static boolean matches(
      Query q, List<PieceType> types, int[] ops, int flags, List<List<Integer>> alternateRoutes) {
    MoveShape shape = MoveShape.of(ops, flags);
    if (shape.parts.size() != q.parts.size() || shape.replyStart != q.replyStart) {
      return false;
    }
    for (int i = 0; i < q.parts.size(); i++) {
      if (!matchPart(q.parts.get(i), shape.parts.get(i), types, i == 0 ? alternateRoutes : null)) {
        return false;
      }
    }
    return true;
  }

  private static boolean matchPart(
      QPart q, MoveShape.Part m, List<PieceType> types, List<List<Integer>> alternates) {
    if (q.castleSide != 0) {
      if (!m.castle || m.rookOrigin < 0) {
        return false;
      }
      // king and rook share a rank, so the higher index is the higher file
      boolean kingside = m.rookOrigin > m.origin;
      return (q.castleSide == 1) == kingside;
    }
    if (q.kind == MoveShape.Kind.EXCHANGE) {
      return m.kind == MoveShape.Kind.EXCHANGE
          && sortedLetters(q.given).equals(sortedLetters(men(types, m.given)))
          && sortedLetters(q.received).equals(sortedLetters(men(types, m.received)));
    }
    if (q.kind == MoveShape.Kind.SWAP) {
      return m.kind == MoveShape.Kind.SWAP
          && m.dropSquare == q.dropSquare
          && letter(types, m.dropType) == q.dropLetter;
    }
    if (q.kind == MoveShape.Kind.DROP) {
      return m.kind == MoveShape.Kind.DROP
          && m.dropSquare == q.dropSquare
          && letter(types, m.dropType) == q.dropLetter;
    }
    if (m.kind != MoveShape.Kind.BOARD || m.origin != q.origin) {
      return false;
    }
    if (m.castle && m.rookOrigin >= 0) {
      // castling is named by the king's move (when it moves two or more files) or by the king
      // taking its own rook, as UCI_Chess960 and lichess write it
      if (q.landings.size() != 1 || q.promotion != 0 || q.promoteFirst != 0) {
        return false;
      }
      int to = q.landings.get(0);
      return (to == m.rookOrigin || (to == m.finalSquare() && m.kingStepsTwo()))
          && capturesAgree(q, m); // a capturing castling (Fluidity) names all it captures
    }
    if (m.promoteFirst) {
      if (q.promoteFirst != letter(types, m.landType)) {
        return false;
      }
    } else if (q.promoteFirst != 0) {
      return false;
    }
    boolean routeOk = (m.promoteFirst && q.landings.isEmpty())
        ? m.landings.size() == 1 && m.landings.get(0) == m.origin
        : takesRoute(q, m, alternates);
    if (!routeOk) {
      return false;
    }
    if (!m.promoteFirst) {
      if (m.promotes()) {
        if (q.promotion != letter(types, m.landType)) {
          return false;
        }
      } else if (q.promotion != 0
          && !(m.autoPromotion && q.promotion == letter(types, m.landType))) {
        return false;
      }
    } else if (q.promotion != 0) {
      return false;
    }
    return capturesAgree(q, m);
  }

  /** Whether a bracketed capture list, when the text has one, is the move's (in any order). */
  private static boolean capturesAgree(QPart q, MoveShape.Part m) {
    if (q.captures != null) {
      HashSet<Integer> want = new HashSet<>(q.captures);
      return want.equals(new HashSet<>(m.offCaptures))
          || want.equals(new HashSet<>(m.printedCaptures));
    }
    return true;
  }

  private static String sortedLetters(String s) {
    char[] c = s.toCharArray();
    java.util.Arrays.sort(c);
    return new String(c);
  }

  /**
   * Returns whether a query that leaves out forced parts of a turn names it: the query's parts
   * match, in order, a subsequence of the move's parts, and every part left out is a placement
   * (drop or re-entry) or belongs to the automatic reply. Used only when no move matches in full,
   * so that {@code f8g7} can name {@code f8g7,B@f8} when that is the only such turn.
   *
   * @param q the parsed text
   * @param types the roster, for promotion and drop letters
   * @param ops the move's edit script
   * @param flags the move's flags
   * @return whether the query names the move with forced parts left out
   */
  public static boolean matchesShort(Query q, List<PieceType> types, int[] ops, int flags) {
    MoveShape shape = MoveShape.of(ops, flags);
    if (q.replyStart >= 0 || q.parts.size() >= shape.parts.size()) {
      return false;
    }
    int k = 0;
    for (int i = 0; i < shape.parts.size(); i++) {
      MoveShape.Part mp = shape.parts.get(i);
      boolean inReply = shape.replyStart >= 0 && i >= shape.replyStart;
      if (k < q.parts.size() && !inReply && matchPart(q.parts.get(k), mp, types, null)) {
        k++;
      } else if (mp.kind != MoveShape.Kind.DROP && !inReply) {
        return false;
      }
    }
    return k == q.parts.size();
  }

  /**
   * Returns whether a query that leaves out the letter of a promotion names the move: each board
   * part written without a letter takes the letter of the move's board part from the same origin
   * that promotes, and the query then matches in full or with forced parts left out. The caller
   * accepts such a text only when it names exactly one legal turn, so that the letter can be left
   * out only where the promotion is forced ({@code d7d8} for {@code d7d8b} in Detention Chess).
   *
   * @param q the parsed text
   * @param types the roster, for promotion and drop letters
   * @param ops the move's edit script
   * @param flags the move's flags
   * @param alternateRoutes other routes of the move, or an empty list
   * @return whether the query names the move with its promotion letter left out
   */
  public static boolean matchesWithoutPromotion(
      Query q, List<PieceType> types, int[] ops, int flags, List<List<Integer>> alternateRoutes) {
    MoveShape shape = MoveShape.of(ops, flags);
    List<QPart> filled = new ArrayList<>();
    for (QPart qp : q.parts) {
      if (qp.kind != MoveShape.Kind.BOARD || qp.promotion != 0 || qp.castleSide != 0) {
        continue;
      }
      for (MoveShape.Part mp : shape.parts) {
        if (mp.kind == MoveShape.Kind.BOARD && mp.origin == qp.origin && mp.promotes()
            && !mp.promoteFirst) {
          qp.promotion = letter(types, mp.landType);
          filled.add(qp);
          break;
        }
      }
    }
    if (filled.isEmpty()) {
      return false;
    }
    try {
      return matches(q, types, ops, flags, alternateRoutes) || matchesShort(q, types, ops, flags);
    } finally {
      for (QPart qp : filled) {
        qp.promotion = 0;
      }
    }
  }

  /**
   * Returns what a parsed text asks of a rule set's {@link
   * io.github.overtake.core.spi.RuleSet#generateCandidates}: the origin of its first part and the
   * landing squares it names, or origin -1 when the first part names no square to start from.
   *
   * @param q the parsed text
   * @return the request
   */
  public static MoveRequest request(Query q) {
    QPart p = q.parts.isEmpty() ? null : q.parts.get(0);
    if (p == null || p.kind != MoveShape.Kind.BOARD || p.castleSide != 0 || p.origin < 0) {
      return MoveRequest.of(-1);
    }
    int[] route = new int[p.landings.size()];
    for (int i = 0; i < route.length; i++) {
      route[i] = p.landings.get(i);
    }
    return MoveRequest.of(p.origin, route);
  }

  /**
   * Returns the request that names a move: the origin and landing squares of its first part, or
   * origin -1 when its first part is not a move on the board.
   *
   * @param ops the move's edit script
   * @param flags the move's flags
   * @return the request
   */
  public static MoveRequest request(int[] ops, int flags) {
    MoveShape shape = MoveShape.of(ops, flags);
    if (shape.parts.isEmpty() || shape.parts.get(0).kind != MoveShape.Kind.BOARD) {
      return MoveRequest.of(-1);
    }
    MoveShape.Part p = shape.parts.get(0);
    int[] route = new int[p.landings.size()];
    for (int i = 0; i < route.length; i++) {
      route[i] = p.landings.get(i);
    }
    return MoveRequest.of(p.origin, route);
  }

  /**
   * Returns the landing squares of a move's first board part (its route), for route merging.
   *
   * @param ops the move's edit script
   * @param flags the move's flags
   * @return the landing squares in order, an unmodifiable list; empty if the move has no board part
   */
  public static List<Integer> route(int[] ops, int flags) {
    MoveShape shape = MoveShape.of(ops, flags);
    for (MoveShape.Part p : shape.parts) {
      if (p.kind == MoveShape.Kind.BOARD) {
        return Collections.unmodifiableList(p.landings);
      }
    }
    return List.of();
  }

  /**
   * Returns whether the separators a query wrote agree with what the move's legs do: {@code x}
   * before a landing whose leg captured something, {@code -} or {@code :} before a landing whose
   * leg took nothing off its landing square. Used to choose between moves that the squares alone
   * cannot tell apart, such as a knight's quiet leap and its flank capture to the same square.
   *
   * @param q the parsed text
   * @param ops the move's edit script
   * @param flags the move's flags
   * @return whether every written separator fits the move
   */
  public static boolean separatorsAgree(Query q, int[] ops, int flags) {
    MoveShape shape = MoveShape.of(ops, flags);
    if (shape.parts.size() != q.parts.size()) {
      return false;
    }
    for (int i = 0; i < q.parts.size(); i++) {
      QPart qp = q.parts.get(i);
      MoveShape.Part mp = shape.parts.get(i);
      if (qp.separators.isEmpty() || mp.kind != MoveShape.Kind.BOARD) {
        continue;
      }
      if (qp.separators.size() == mp.landings.size()) {
        for (int k = 0; k < qp.separators.size(); k++) {
          if (!separatorFits(qp.separators.get(k), mp.legCapturesAny.get(k),
              mp.legCapturesOff.get(k))) {
            return false;
          }
        }
      } else if (qp.separators.size() == 1) {
        boolean any = mp.legCapturesAny.contains(true);
        boolean off = mp.legCapturesOff.contains(true);
        if (!separatorFits(qp.separators.get(0), any, off)) {
          return false;
        }
      }
    }
    return true;
  }

  private static boolean separatorFits(char sep, boolean capturedAny, boolean capturedOff) {
    if (sep == 'x') {
      return capturedAny;
    }
    if (sep == '-' || sep == ':') {
      return !capturedOff;
    }
    return true;
  }

  /** Whether {@code c} is one of the ASCII digits 0 to 9 (other scripts' digits are refused). */
  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }
}

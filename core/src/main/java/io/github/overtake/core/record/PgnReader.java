package io.github.overtake.core.record;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.overtake.core.Game;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads PGN text game by game from a {@link Reader}: tags, movetext with comments, NAGs and
 * (skipped) variations, null moves, results. Holds one game at a time, and bounds what one game may
 * hold ({@link #MAX_TOKEN} and the other limits); every character is looked at a bounded number of
 * times, so reading takes time linear in the length of the text.
 */
final class PgnReader {
  /** The longest symbol (a move, a result, a move number) or NAG. */
  static final int MAX_TOKEN = 4096;

  /** The longest tag name or value. */
  static final int MAX_TAG = 8192;

  /** The most tags in one game. */
  static final int MAX_TAGS = 1024;

  /** The most characters of comments kept for one game. */
  static final int MAX_COMMENTS = 4 << 20;

  /** The most NAGs in one game. */
  static final int MAX_NAGS = 1 << 16;

  /** The most plies in one game. */
  static final int MAX_PLIES = 100_000;

  private static final int EOF = -1;

  private final Reader in;
  private final VariantRegistry registry;
  private final boolean strict;
  private final char[] buf = new char[1 << 16];
  private int pos;
  private int lim;
  private boolean atLineStart = true;
  private boolean first = true;
  private int gameNumber;

  /** The symbol being read, one buffer for the whole text (a token is at most MAX_TOKEN long). */
  private final StringBuilder token = new StringBuilder(16);

  /** The last start position read, reused while the variant and FEN stay the same. */
  private Variant lastVariant;

  private String lastFen;
  private Position lastStart;

  PgnReader(Reader in, VariantRegistry registry, boolean strict) {
    this.in = in;
    this.registry = registry;
    this.strict = strict;
  }

  // ---- characters

  private int peek() {
    if (pos < lim) {
      return buf[pos];
    }
    return fill() ? buf[pos] : EOF;
  }

  @CanIgnoreReturnValue
  private int read() {
    int c = peek();
    if (c != EOF) {
      pos++;
      atLineStart = c == '\n';
    }
    return c;
  }

  private boolean fill() {
    try {
      int n;
      do {
        n = in.read(buf, 0, buf.length);
      } while (n == 0);
      if (n < 0) {
        lim = pos = 0;
        return false;
      }
      pos = 0;
      lim = n;
      if (first) {
        first = false;
        if (buf[0] == '\uFEFF') {
          pos = 1;
          return fill1();
        }
      }
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private boolean fill1() {
    return pos < lim || fill();
  }

  private static boolean isBlank(int c) {
    return c == ' ' || c == '\n' || c == '\r' || c == '\t' || c == '\f' || c == 0x0B
        || (c > 127 && Character.isWhitespace(c));
  }

  /** Skips blanks and {@code %} escape lines. */
  private void skipBlank() {
    while (true) {
      int c = peek();
      if (c == EOF) {
        return;
      }
      if (isBlank(c)) {
        read();
      } else if (c == '%' && atLineStart) {
        skipLine(null);
      } else {
        return;
      }
    }
  }

  /** Skips to the end of the line, keeping the text in {@code keep} when not null. */
  private void skipLine(StringBuilder keep) {
    while (true) {
      int c = peek();
      if (c == EOF || c == '\n') {
        return;
      }
      read();
      if (keep != null && c != '}') { // kept comments are written in braces: a '}' is dropped
        keep.append((char) c);
      }
    }
  }

  private PgnException error(String input, int ply, String reason) {
    return new PgnException(input, gameNumber, ply, reason);
  }

  // ---- games

  /** Returns the next game, or null at the end of the text. */
  GameRecord nextGame() {
    while (true) {
      skipBlank();
      if (peek() == EOF) {
        return null;
      }
      gameNumber++;
      GameRecord g = readGame();
      if (g != null) {
        return g;
      }
      gameNumber--; // only comments: nothing of a game
    }
  }

  private GameRecord readGame() {
    Map<String, String> tags = new LinkedHashMap<>();
    while (true) {
      skipBlank();
      if (peek() != '[') {
        break;
      }
      readTag(tags);
    }
    return new GameReading(tags).readMovetext();
  }

  private Variant variant(String tag) {
    String spec = tag == null ? "chess" : tag.strip();
    if (spec.isEmpty()) {
      spec = "chess";
    }
    try {
      return registry.variant(spec);
    } catch (OvertakeException e) {
      throw error(spec, 0, "bad Variant tag: " + e.getMessage());
    }
  }

  private Position start(Variant variant, String fen) {
    if (variant.equals(lastVariant) && java.util.Objects.equals(fen, lastFen)) {
      return lastStart;
    }
    Position p;
    try {
      p = fen == null ? variant.startPosition() : variant.position(fen);
    } catch (OvertakeException e) {
      throw error(fen, 0, "bad FEN tag: " + e.getMessage());
    }
    lastVariant = variant;
    lastFen = fen;
    lastStart = p;
    return p;
  }

  private void readTag(Map<String, String> tags) {
    read(); // '['
    skipSpaces();
    StringBuilder name = new StringBuilder();
    while (true) {
      int c = peek();
      if (c == EOF || !(Character.isLetterOrDigit(c) || c == '_') || name.length() > MAX_TAG) {
        break;
      }
      name.append((char) read());
    }
    skipSpaces();
    if (name.length() == 0 || name.length() > MAX_TAG || peek() != '"') {
      throw error("[" + name, 0, "a tag is [Name \"value\"]");
    }
    read();
    StringBuilder value = new StringBuilder();
    while (true) {
      int c = peek();
      if (c == EOF || c == '\n' || c == '\r') {
        throw error("[" + name + " \"" + value, 0, "unterminated tag value");
      }
      read();
      if (c == '"') {
        break;
      }
      if (c == '\\' && (peek() == '"' || peek() == '\\')) {
        c = read();
      }
      if (value.length() >= MAX_TAG) {
        throw error(
            "[" + name + " \"" + value, 0, "a tag value longer than " + MAX_TAG + " characters");
      }
      value.append((char) c);
    }
    skipSpaces();
    if (peek() != ']') {
      throw error("[" + name + " \"" + value + "\"", 0, "a tag is [Name \"value\"]");
    }
    read();
    if (tags.size() >= MAX_TAGS && !tags.containsKey(name.toString())) {
      throw error(name.toString(), 0, "more than " + MAX_TAGS + " tags in one game");
    }
    tags.put(name.toString(), value.toString());
  }

  private void skipSpaces() {
    while (peek() == ' ' || peek() == '\t') {
      read();
    }
  }

  /** The movetext of one game, read after its tags. */
  private final class GameReading {
    private final Map<String, String> tags;
    private Game game;
    private final List<GameRecord.Note> notes = new ArrayList<>();
    private final StringBuilder comment = new StringBuilder();
    private final List<Integer> nags = new ArrayList<>();
    private int commentChars;
    private int nagCount;
    private String marker;
    private boolean anything;
    private final List<GameRecord.Warning> warnings = new ArrayList<>();

    GameReading(Map<String, String> tags) {
      this.tags = tags;
      this.anything = !tags.isEmpty();
    }

    GameRecord readMovetext() {
      while (true) {
        skipBlank();
        int c = peek();
        if (c == EOF || c == '[') {
          break; // the end, or the next game's tags: this game had no termination marker
        }
        if (c == '{') {
          readBraceComment();
        } else if (c == ';') {
          read();
          int before = comment.length();
          if (before > 0) {
            comment.append(' ');
          }
          skipLine(comment);
          countComment(before);
        } else {
          if (!anything) {
            anything = true;
          }
          if (game == null) {
            begin();
          }
          if (c == '(') {
            skipVariation();
          } else if (c == ')') {
            throw error(")", ply(), "')' closes no variation");
          } else if (c == '$') {
            readNag();
          } else {
            String token = symbol();
            if (isResult(token)) {
              marker = token;
              break;
            }
            String move = stripMoveNumber(token);
            if (!move.isEmpty()) {
              play(move);
            }
          }
        }
      }
      if (!anything) {
        return null;
      }
      if (game == null) {
        begin();
      }
      return finish();
    }

    private int ply() {
      return game == null ? 0 : game.plies();
    }

    private void begin() {
      Variant variant = variant(tags.remove("Variant"));
      String fen = tags.remove("FEN");
      String setUp = tags.remove("SetUp");
      game = Game.startingFrom(start(variant, fen));
      if (setUp != null && !setUp.equals("0") && !setUp.equals("1")) {
        throw error(setUp, 0, "the SetUp tag is 0 or 1, not '" + setUp + "'");
      }
    }

    private void readBraceComment() {
      read(); // '{'
      int before = comment.length();
      if (before > 0) {
        comment.append(' ');
      }
      while (true) {
        int c = read();
        if (c == EOF) {
          throw error(
              "{" + comment.substring(before, Math.min(comment.length(), before + 130)),
              ply(),
              "unterminated comment");
        }
        if (c == '}') {
          break;
        }
        comment.append((char) c);
        if (comment.length() - before > MAX_COMMENTS) {
          countComment(before);
        }
      }
      countComment(before);
    }

    private void countComment(int before) {
      commentChars += comment.length() - before;
      if (commentChars > MAX_COMMENTS) {
        throw error(
            comment.substring(before, Math.min(comment.length(), before + 130)),
            ply(),
            "more than " + MAX_COMMENTS + " characters of comments in one game");
      }
    }

    private void readNag() {
      read(); // '$'
      StringBuilder n = new StringBuilder();
      while (Character.isDigit(peek()) && n.length() <= MAX_TOKEN) {
        n.append((char) read());
      }
      if (n.length() == 0 || n.length() > 3 || Integer.parseInt(n.toString()) > 255) {
        throw error("$" + n, ply(), "a NAG is $ and a number from 0 to 255");
      }
      if (++nagCount > MAX_NAGS) {
        throw error("$" + n, ply(), "more than " + MAX_NAGS + " NAGs in one game");
      }
      nags.add(Integer.parseInt(n.toString()));
    }

    private void skipVariation() {
      int ply = ply();
      StringBuilder start = new StringBuilder();
      long depth = 0;
      while (true) {
        int c = read();
        if (c == EOF) {
          throw error(start.toString(), ply, "unterminated variation");
        }
        if (start.length() < 130 && c != '\n' && c != '\r') {
          start.append((char) c);
        }
        if (c == '(') {
          depth++;
        } else if (c == ')') {
          if (--depth == 0) {
            return;
          }
        } else if (c == '{') {
          while (true) {
            int d = read();
            if (d == EOF) {
              throw error(start.toString(), ply, "unterminated comment in a variation");
            }
            if (d == '}') {
              break;
            }
          }
        } else if (c == ';') {
          skipLine(null);
        }
      }
    }

    /** Flushes the note being read as the note after the current ply. */
    private void flushNote() {
      if (comment.length() == 0 && nags.isEmpty()) {
        notes.add(GameRecord.Note.NONE);
      } else {
        notes.add(new GameRecord.Note(comment.toString(), nags));
        comment.setLength(0);
        nags.clear();
      }
    }

    private void play(String token) {
      int ply = game.plies() + 1;
      if (ply > MAX_PLIES) {
        throw error(token, ply, "more than " + MAX_PLIES + " plies in one game");
      }
      Position p = game.position();
      boolean pass = token.equals("--") || token.equals("Z0");
      String text = bare(token);
      Outcome o = game.outcome();
      boolean pastEnd = false;
      if (o.isOver()) {
        if (strict || !(o instanceof Outcome.Draw d) || d.claimed()) {
          throw error(token, ply, "move " + quote(token) + " after the game ended " + o);
        }
        pastEnd = true;
      }
      Game next;
      try {
        if (pass) {
          if (pastEnd) {
            throw error(token, ply, "a null move after the game ended " + o);
          }
          next = game.pass();
        } else if (pastEnd) {
          next = game.playAfterEnd(p.parseMove(text));
        } else {
          next = game.play(text); // parses and plays the move found legal, checked once
        }
      } catch (PgnException e) {
        throw e;
      } catch (OvertakeException e) {
        throw withCause(error(token, ply, label(p, token) + ": " + e.getMessage()), e);
      }
      if (pastEnd && game.endedAt().isEmpty()) {
        warnings.add(
            new GameRecord.Warning(
                ply,
                "the rules ended the game after ply "
                    + game.plies()
                    + " ("
                    + o.text()
                    + "); the record goes on with "
                    + label(p, token)));
      }
      game = next;
      flushNote();
      List<Integer> suffix = suffixNags(token);
      if (!suffix.isEmpty()) {
        nags.addAll(suffix);
      }
    }

    private GameRecord finish() {
      flushNote();
      String result = tags.get("Result");
      if (result != null && !isResult(result)) {
        throw error(result, 0, "the Result tag is 1-0, 0-1, 1/2-1/2 or *, not '" + result + "'");
      }
      if (marker != null && result != null && !marker.equals(result)) {
        throw error(
            marker, 0, "the movetext ends " + marker + " but the Result tag is " + result);
      }
      String r = result != null ? result : marker != null ? marker : "*";
      Game g = game;
      boolean past = g.endedAt().isPresent();
      if (!past && r.equals("1/2-1/2") && g.claimableDraw().isPresent()) {
        g = g.claimDraw(); // a draw the rules let a player claim, and the record says drawn
      }
      int plies = g.plies();
      Outcome o = g.outcome();
      if (!past && o.isOver() && !r.equals("*") && !r.equals(o.result())) {
        throw error(r, plies, "result " + r + " but the game ended " + o);
      }
      Map<String, String> t = new LinkedHashMap<>();
      for (String name : GameRecord.SEVEN_TAG_ROSTER) {
        t.put(name, tags.getOrDefault(name, name.equals("Date") ? "????.??.??" : "?"));
      }
      t.put("Result", r);
      if (!past && o.isOver() && !tags.containsKey("Termination")) {
        GameRecord.putTermination(t, o);
      }
      t.putAll(tags);
      t.put("Result", r);
      return new GameRecord(g, t, notes, warnings);
    }
  }

  private static boolean isResult(String token) {
    return token.equals("1-0") || token.equals("0-1") || token.equals("1/2-1/2")
        || token.equals("*");
  }

  /**
   * Reads a symbol token: up to a blank or one of {@code { } ; $ )}; square brackets inside are
   * part of it, and so is the parenthesis of an exchange ({@code ex(b:R)}).
   */
  private String symbol() {
    StringBuilder sb = token;
    sb.setLength(0);
    while (true) {
      int c = peek();
      if (c == EOF || isBlank(c) || c == '{' || c == ';' || c == ')' || c == '$' || c == '}') {
        break;
      }
      int n = sb.length();
      if (c == '(' && !(n >= 2 && sb.charAt(n - 2) == 'e' && sb.charAt(n - 1) == 'x')) {
        break;
      }
      read();
      sb.append((char) c);
      if (c == '[' || c == '(') {
        char close = c == '[' ? ']' : ')';
        while (true) {
          int d = peek();
          if (d == EOF || d == '\n' || sb.length() > MAX_TOKEN) {
            break;
          }
          read();
          sb.append((char) d);
          if (d == close) {
            break;
          }
        }
      }
      if (sb.length() > MAX_TOKEN) {
        throw error(sb.toString(), 0, "a token longer than " + MAX_TOKEN + " characters");
      }
    }
    if (sb.length() == 0) {
      int c = read();
      String s = String.valueOf((char) c);
      throw error(s, 0, "unexpected '" + s + "'");
    }
    return sb.toString();
  }

  /** Drops a leading move number ({@code 12.}, {@code 12...}) and loose dots. */
  private static String stripMoveNumber(String token) {
    int k = 0;
    while (k < token.length() && Character.isDigit(token.charAt(k))) {
      k++;
    }
    int d = k;
    while (d < token.length() && token.charAt(d) == '.') {
      d++;
    }
    if (d > k || k == token.length()) {
      return token.substring(d);
    }
    return token; // a move that starts with a digit, such as 0-0
  }

  private static final String[] SUFFIXES = {"!!", "??", "!?", "?!", "!", "?"};
  private static final int[] SUFFIX_NAGS = {3, 4, 5, 6, 1, 2};

  private static List<Integer> suffixNags(String move) {
    if (move.indexOf('!') < 0 && move.indexOf('?') < 0) {
      return List.of(); // most moves: no annotation
    }
    String m = stripChecks(move);
    for (int k = 0; k < SUFFIXES.length; k++) {
      if (m.endsWith(SUFFIXES[k])) {
        return List.of(SUFFIX_NAGS[k]);
      }
    }
    return List.of();
  }

  private static String stripChecks(String move) {
    int end = move.length();
    while (end > 0 && "+#".indexOf(move.charAt(end - 1)) >= 0) {
      end--;
    }
    return move.substring(0, end);
  }

  private static String bare(String move) {
    int end = move.length();
    while (end > 1 && "+#!?".indexOf(move.charAt(end - 1)) >= 0) {
      end--;
    }
    return end == move.length() ? move : move.substring(0, end);
  }

  private static PgnException withCause(PgnException e, Throwable cause) {
    e.initCause(cause);
    return e;
  }

  private static String label(Position p, String token) {
    return p.fullmoveNumber() + (p.sideToMove().index() == 0 ? ". " : "... ") + shorten(token);
  }

  private static String quote(String t) {
    return "'" + shorten(t) + "'";
  }

  /** At most 120 characters of a text, for a message. */
  static String shorten(String t) {
    return t.length() > 120 ? t.substring(0, 117) + "..." : t;
  }
}

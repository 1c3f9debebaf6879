package io.github.overtake.core.record;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Reads PGN text: tags, movetext with comments, NAGs and (skipped) variations, results. */
final class PgnReader {
  private static final List<String> RESULTS = List.of("1-0", "0-1", "1/2-1/2", "*");

  private final String s;
  private final VariantRegistry registry;
  private int i;
  private int gameNumber;

  PgnReader(String text, VariantRegistry registry) {
    this.s = text.startsWith("\uFEFF") ? text.substring(1) : text;
    this.registry = registry;
  }

  List<GameRecord> readAll() {
    List<GameRecord> out = new ArrayList<>();
    while (true) {
      skipBlank();
      if (i >= s.length()) {
        return List.copyOf(out);
      }
      gameNumber++;
      GameRecord g = readGame();
      if (g != null) {
        out.add(g);
      } else {
        gameNumber--; // only comments: nothing of a game
      }
    }
  }

  private PgnException error(String input, int ply, String reason) {
    return new PgnException(input, gameNumber, ply, reason);
  }

  /** Skips blanks, {@code %} escape lines, and comments between games. */
  private void skipBlank() {
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c)) {
        i++;
      } else if (c == '%' && (i == 0 || s.charAt(i - 1) == '\n')) {
        skipLine();
      } else {
        return;
      }
    }
  }

  private void skipLine() {
    while (i < s.length() && s.charAt(i) != '\n') {
      i++;
    }
  }

  private GameRecord readGame() {
    Map<String, String> tags = new LinkedHashMap<>();
    while (true) {
      skipBlank();
      if (i >= s.length() || s.charAt(i) != '[') {
        break;
      }
      readTag(tags);
    }
    boolean tagged = !tags.isEmpty();
    if (!tagged && onlyComments()) {
      return null;
    }
    Variant variant = variant(tags.remove("Variant"));
    String fen = tags.remove("FEN");
    String setUp = tags.remove("SetUp");
    Position start;
    try {
      start = fen == null ? variant.startPosition() : variant.position(fen);
    } catch (OvertakeException e) {
      throw error(fen, 0, "bad FEN tag: " + e.getMessage());
    }
    if (setUp != null && !setUp.equals("0") && !setUp.equals("1")) {
      throw error(setUp, 0, "the SetUp tag is 0 or 1, not '" + setUp + "'");
    }
    return readMoves(Game.startingFrom(start), tags);
  }

  /** Returns whether only comments come before the next tag or the end (then skipped). */
  private boolean onlyComments() {
    int save = i;
    while (true) {
      skipBlank();
      if (i >= s.length() || s.charAt(i) == '[') {
        return true;
      }
      if (s.charAt(i) == ';') {
        skipLine();
      } else if (s.charAt(i) == '{' && s.indexOf('}', i) > 0) {
        i = s.indexOf('}', i) + 1;
      } else {
        i = save;
        return false;
      }
    }
  }

  private Variant variant(String tag) {
    String spec = tag == null ? "chess" : tag.strip();
    String lower = spec.toLowerCase(Locale.ROOT);
    if (lower.equals("standard")
        || lower.equals("chess")
        || lower.equals("from position")
        || lower.isEmpty()) {
      spec = "chess";
    }
    try {
      return registry.variant(spec);
    } catch (OvertakeException e) {
      throw error(spec, 0, "bad Variant tag: " + e.getMessage());
    }
  }

  private void readTag(Map<String, String> tags) {
    int start = i;
    i++; // '['
    skipSpaces();
    int nameStart = i;
    while (i < s.length() && (Character.isLetterOrDigit(s.charAt(i)) || s.charAt(i) == '_')) {
      i++;
    }
    String name = s.substring(nameStart, i);
    skipSpaces();
    if (name.isEmpty() || i >= s.length() || s.charAt(i) != '"') {
      throw error(line(start), 0, "a tag is [Name \"value\"]");
    }
    i++;
    StringBuilder value = new StringBuilder();
    while (true) {
      if (i >= s.length() || s.charAt(i) == '\n') {
        throw error(line(start), 0, "unterminated tag value");
      }
      char c = s.charAt(i++);
      if (c == '"') {
        break;
      }
      if (c == '\\' && i < s.length()) {
        c = s.charAt(i++);
      }
      value.append(c);
    }
    skipSpaces();
    if (i >= s.length() || s.charAt(i) != ']') {
      throw error(line(start), 0, "a tag is [Name \"value\"]");
    }
    i++;
    tags.put(name, value.toString());
  }

  private void skipSpaces() {
    while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
      i++;
    }
  }

  private String line(int from) {
    int end = s.indexOf('\n', from);
    return s.substring(from, end < 0 ? s.length() : end).strip();
  }

  private GameRecord readMoves(Game first, Map<String, String> tags) {
    Game game = first;
    List<String> comments = new ArrayList<>();
    List<List<Integer>> nags = new ArrayList<>();
    comments.add("");
    nags.add(new ArrayList<>());
    String marker = null;
    while (true) {
      skipBlank();
      if (i >= s.length()) {
        break;
      }
      char c = s.charAt(i);
      int ply = game.moves().size();
      if (c == '[') {
        break; // the next game's tags: this game had no termination marker
      } else if (c == '{') {
        int end = s.indexOf('}', i);
        if (end < 0) {
          throw error(line(i), ply, "unterminated comment");
        }
        addComment(comments, ply, s.substring(i + 1, end));
        i = end + 1;
      } else if (c == ';') {
        int start = i + 1;
        skipLine();
        addComment(comments, ply, s.substring(start, i));
      } else if (c == '(') {
        skipVariation(ply);
      } else if (c == ')') {
        throw error(")", ply, "')' closes no variation");
      } else if (c == '$') {
        int start = ++i;
        while (i < s.length() && Character.isDigit(s.charAt(i))) {
          i++;
        }
        String n = s.substring(start, i);
        if (n.isEmpty() || n.length() > 3 || Integer.parseInt(n) > 255) {
          throw error("$" + n, ply, "a NAG is $ and a number from 0 to 255");
        }
        nags.get(ply).add(Integer.parseInt(n));
      } else {
        String token = symbol();
        if (RESULTS.contains(token)) {
          marker = token;
          break;
        }
        String move = stripMoveNumber(token);
        if (move.isEmpty()) {
          continue;
        }
        game = play(game, move);
        comments.add("");
        nags.add(new ArrayList<>());
        List<Integer> suffix = suffixNags(move);
        nags.get(game.moves().size()).addAll(suffix);
      }
    }
    return finish(game, tags, comments, nags, marker);
  }

  private static void addComment(List<String> comments, int ply, String text) {
    String old = comments.get(ply);
    String t = text.strip();
    comments.set(ply, old.isEmpty() ? t : t.isEmpty() ? old : old + " " + t);
  }

  private void skipVariation(int ply) {
    int start = i;
    int depth = 0;
    while (i < s.length()) {
      char c = s.charAt(i++);
      if (c == '(') {
        depth++;
      } else if (c == ')') {
        if (--depth == 0) {
          return;
        }
      } else if (c == '{') {
        int end = s.indexOf('}', i);
        if (end < 0) {
          break;
        }
        i = end + 1;
      } else if (c == ';') {
        skipLine();
      }
    }
    throw error(line(start), ply, "unterminated variation");
  }

  /**
   * Reads a symbol token: up to a blank or one of {@code { } ; $ )}; square brackets inside are
   * part of it, and so is the parenthesis of an exchange ({@code ex(b:R)}).
   */
  private String symbol() {
    int start = i;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (Character.isWhitespace(c) || c == '{' || c == ';' || c == ')' || c == '$') {
        break;
      }
      if (c == '(' && !s.startsWith("ex", i - 2)) {
        break;
      }
      if (c == '[' || c == '(') {
        int end = s.indexOf(c == '[' ? ']' : ')', i);
        if (end < 0) {
          i = s.length();
          break;
        }
        i = end + 1;
        continue;
      }
      i++;
    }
    if (i == start) {
      throw error(String.valueOf(s.charAt(i)), 0, "unexpected '" + s.charAt(i) + "'");
    }
    return s.substring(start, i);
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
    return move.substring(0, end);
  }

  private Game play(Game game, String token) {
    int ply = game.moves().size() + 1;
    Position p = game.position();
    String text = bare(token);
    if (game.outcome().isOver()) {
      throw error(token, ply, "move " + quote(token) + " after the game ended " + game.outcome());
    }
    Move move;
    try {
      move = p.parseMove(text);
    } catch (OvertakeException e) {
      throw withCause(error(token, ply, label(p, token) + ": " + e.getMessage()), e);
    }
    return game.play(move);
  }

  private static PgnException withCause(PgnException e, Throwable cause) {
    e.initCause(cause);
    return e;
  }

  private static String label(Position p, String token) {
    return p.fullmoveNumber() + (p.sideToMove().index() == 0 ? ". " : "... ") + token;
  }

  private static String quote(String t) {
    return "'" + t + "'";
  }

  private GameRecord finish(
      Game played,
      Map<String, String> tags,
      List<String> comments,
      List<List<Integer>> nags,
      String marker) {
    String result = tags.get("Result");
    if (result != null && !RESULTS.contains(result)) {
      throw error(result, 0, "the Result tag is 1-0, 0-1, 1/2-1/2 or *, not '" + result + "'");
    }
    if (marker != null && result != null && !marker.equals(result)) {
      throw error(marker, 0, "the movetext ends " + marker + " but the Result tag is " + result);
    }
    String r = result != null ? result : marker != null ? marker : "*";
    Game game = played;
    if (r.equals("1/2-1/2") && game.claimableDraw().isPresent()) {
      game = game.claimDraw(); // a draw the rules let a player claim, and the record says drawn
    }
    int plies = game.moves().size();
    if (game.outcome().isOver() && !r.equals("*") && !r.equals(game.outcome().result())) {
      throw error(r, plies, "result " + r + " but the game ended " + game.outcome());
    }
    Map<String, String> t = new LinkedHashMap<>();
    for (String name : GameRecord.SEVEN_TAG_ROSTER) {
      t.put(name, tags.getOrDefault(name, name.equals("Date") ? "????.??.??" : "?"));
    }
    t.put("Result", r);
    if (game.outcome().isOver() && !tags.containsKey("Termination")) {
      GameRecord.putTermination(t, game.outcome());
    }
    t.putAll(tags);
    t.put("Result", r);
    List<GameRecord.Note> notes = new ArrayList<>();
    for (int k = 0; k <= plies; k++) {
      notes.add(new GameRecord.Note(comments.get(k), nags.get(k)));
    }
    return new GameRecord(game, t, notes);
  }
}

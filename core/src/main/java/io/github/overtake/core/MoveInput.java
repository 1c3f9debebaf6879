package io.github.overtake.core;

import com.google.common.collect.ImmutableList;
import com.google.common.primitives.ImmutableIntArray;
import com.google.errorprone.annotations.CheckReturnValue;
import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.geometry.Geometry;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Step-wise move input, as a user interface builds a move click by click: from a position and the
 * picks made so far, which picks may come next and whether the picks already name a legal move.
 *
 * <p>A pick is a square (an origin, a landing square, a square whose man a move removes, a drop
 * square) or a choice, a short text: a promotion piece ({@code q}, or {@code =q} for a promotion
 * before the move), a piece to drop ({@code N@}), an exchange ({@code ex(b:R)}, {@code ex(B@)}),
 * or, where two legal moves would otherwise need the same picks, a move's whole text. Picks follow
 * the move's canonical text part by part (see {@code docs/notation.md}); the automatic reply of a
 * turn is never picked. So {@code c3xe5xg7} is picked c3, e5, g7; {@code e5xf7[e6]} e5, f7, e6;
 * {@code b8=q-b1} b8, {@code =q}, b1; {@code P@e3,d2d4} {@code P@}, e3, d2, d4. A chain
 * capture may also be picked along any other physical route of the move, where the rule set can
 * list its routes ({@code RuleSet.generateCandidates}) and they are at most 1,000 from one
 * square; otherwise along the routes the listing merged into it): in checker-capture both {@code e3 e5 g5 e3 g3} and {@code e3 g5 e5 e3 g3}
 * complete {@code e3xe5xg5xe3xg3}.
 *
 * <p>Every legal move is reached by its picks, every square or choice offered can be completed to
 * a legal move, and a pick that is not offered is refused. Instances are immutable.
 */
@Immutable
@CheckReturnValue
public final class MoveInput {
  private final Position position;
  private final ImmutableList<String> picks;
  // the picks of each way to enter a legal move: its canonical text first, then its other
  // physical routes; owners holds the index in Position.legalMoves() of each row's move
  private final ImmutableList<ImmutableList<String>> table;
  private final ImmutableIntArray owners;
  // whether every origin's every physical route is in the table (no origin over the cap)
  private final boolean everyRoute;

  private MoveInput(
      Position position,
      ImmutableList<String> picks,
      ImmutableList<ImmutableList<String>> table,
      ImmutableIntArray owners,
      boolean everyRoute) {
    this.position = position;
    this.picks = picks;
    this.table = table;
    this.owners = owners;
    this.everyRoute = everyRoute;
  }

  private static final java.util.regex.Pattern SQUARE =
      java.util.regex.Pattern.compile("[a-z][0-9]{1,3}");

  private static MoveInput build(Position position) {
    List<Move> legal = position.legalMoves();
    java.util.Map<List<String>, Integer> seen = new java.util.HashMap<>();
    List<List<String>> raw = new ArrayList<>(legal.size());
    for (Move m : legal) {
      List<String> t = tokens(m.text());
      raw.add(t);
      seen.merge(t, 1, Integer::sum);
    }
    ImmutableList.Builder<ImmutableList<String>> b = ImmutableList.builder();
    ImmutableIntArray.Builder o = ImmutableIntArray.builder();
    java.util.Set<List<String>> rows = new java.util.HashSet<>();
    for (int i = 0; i < legal.size(); i++) {
      List<String> t = raw.get(i);
      ImmutableList<String> row = seen.get(t) > 1
          ? ImmutableList.<String>builder().addAll(t).add(legal.get(i).text()).build()
          : ImmutableList.copyOf(t);
      b.add(row);
      o.add(i);
      rows.add(row);
    }
    // the other routes of chain captures: every physical route where the rule set can list them,
    // else those the listing merged
    java.util.Map<Move, Integer> index = new java.util.HashMap<>();
    java.util.Set<Integer> origins = new java.util.TreeSet<>();
    for (int i = 0; i < legal.size(); i++) {
      Move m = legal.get(i);
      if (m.isCapture() && m.path().size() > 1 && m.from().isPresent()) {
        index.put(m, i);
        origins.add(m.from().get().index());
      }
    }
    Geometry g = position.variant().geometry();
    boolean everyRoute = true;
    for (int origin : origins) {
      List<Move> routed;
      try {
        routed = position.everyRouteFrom(origin);
      } catch (WorkLimitException e) {
        routed = null; // over 1,000 routes from one square: the printed and merged ones only
      }
      everyRoute &= routed != null;
      for (Move m : routed == null ? legal : routed) {
        Integer i = index.get(m);
        if (i == null || m.from().get().index() != origin) {
          continue;
        }
        String canonical = legal.get(i).text();
        int bracket = canonical.indexOf('[');
        java.util.regex.Matcher sq =
            SQUARE.matcher(bracket < 0 ? canonical : canonical.substring(0, bracket));
        int tail = 0;
        while (sq.find()) {
          tail = sq.end();
        }
        String suffix = canonical.substring(tail); // a promotion letter, printed captures
        for (List<Integer> route : m.alternateRoutes()) {
          StringBuilder text = new StringBuilder(g.name(origin));
          for (int l : route) {
            text.append('x').append(g.name(l));
          }
          ImmutableList<String> row = ImmutableList.copyOf(tokens(text + suffix));
          if (rows.add(row)) {
            b.add(row);
            o.add(i);
          }
        }
      }
    }
    return new MoveInput(position, ImmutableList.of(), b.build(), o.build(), everyRoute);
  }

  /**
   * Starts picking a move in a position.
   *
   * @param position the position
   * @return the input with no picks
   * @throws NullPointerException if {@code position} is null
   */
  public static MoveInput start(Position position) {
    Objects.requireNonNull(position, "position");
    return build(position);
  }

  /**
   * Returns the picks a legal move is made of, in order.
   *
   * @param position the position the move is legal in
   * @param move the move
   * @return its picks: square names and choices
   * @throws NullPointerException if {@code position} or {@code move} is null
   * @throws IllegalMoveException if the move is not legal in the position
   */
  public static List<String> picksOf(Position position, Move move) {
    return start(position).picksOf(move);
  }

  /**
   * Returns the picks a legal move is made of, using this input's table of the position's moves
   * (cheaper than {@link #picksOf(Position, Move)} when asking for many moves).
   *
   * @param move a legal move of this input's position
   * @return its picks
   * @throws NullPointerException if {@code move} is null
   * @throws IllegalMoveException if the move is not legal in the position
   */
  public List<String> picksOf(Move move) {
    Objects.requireNonNull(move, "move");
    int i = position.legalMoves().indexOf(move);
    if (i < 0) {
      throw new IllegalMoveException(move.text(), position.text());
    }
    return table.get(owners.indexOf(i));
  }

  /**
   * Returns the position.
   *
   * @return the position the move is picked in
   */
  public Position position() {
    return position;
  }

  /**
   * Returns the picks made so far.
   *
   * @return the picks, in order
   */
  public List<String> picks() {
    return picks;
  }

  /**
   * Returns this input with one more pick.
   *
   * @param pick a square name or a choice that {@link #nextSquares()} or {@link #nextChoices()}
   *     offers
   * @return the new input
   * @throws NullPointerException if {@code pick} is null
   * @throws IllegalMoveException if the pick is not offered
   */
  public MoveInput pick(String pick) {
    Objects.requireNonNull(pick, "pick");
    String p = normalize(pick);
    if (!next().contains(p)) {
      throw new IllegalMoveException(
          String.join(" ", picks) + (picks.isEmpty() ? "" : " ") + pick,
          position.text(),
          OvertakeException.quote(pick) + " cannot come next; possible: " + next());
    }
    return new MoveInput(
        position, ImmutableList.<String>builder().addAll(picks).add(p).build(), table, owners,
        everyRoute);
  }

  /**
   * Returns whether every physical route of every chain capture can be picked: true when the
   * rule set lists routes ({@code RuleSet.generateCandidates}) and no square has more than 1,000
   * of them; otherwise the canonical routes and those the listing merged are offered (every legal
   * move stays reachable by its canonical picks).
   *
   * @return whether any physical route of a legal move is offered
   */
  public boolean offersEveryRoute() {
    return everyRoute;
  }

  /**
   * Returns this input with one more square picked.
   *
   * @param square the square
   * @return the new input
   * @throws NullPointerException if {@code square} is null
   * @throws IllegalMoveException if the square is not offered
   */
  public MoveInput pick(Square square) {
    return pick(Objects.requireNonNull(square, "square").name());
  }

  /**
   * Returns this input without its last pick (itself when there is none).
   *
   * @return the input one pick back
   */
  public MoveInput back() {
    return picks.isEmpty()
        ? this
        : new MoveInput(position, picks.subList(0, picks.size() - 1), table, owners, everyRoute);
  }

  /**
   * Returns the squares that may be picked next.
   *
   * @return square names, in board order of first appearance
   */
  public Set<String> nextSquares() {
    Set<String> out = new LinkedHashSet<>();
    for (String n : next()) {
      if (isSquare(n)) {
        out.add(n);
      }
    }
    return out;
  }

  /**
   * Returns the choices that may be picked next (promotion pieces, drops, exchanges).
   *
   * @return the choices
   */
  public Set<String> nextChoices() {
    Set<String> out = new LinkedHashSet<>();
    for (String n : next()) {
      if (!isSquare(n)) {
        out.add(n);
      }
    }
    return out;
  }

  /**
   * Returns the legal move the picks name completely, if any. More picks may still be possible
   * (a quiet knight move is complete where a flank capture would add the victim's square).
   *
   * @return the move whose picks are exactly these, or empty
   */
  public Optional<Move> completed() {
    for (int i = 0; i < table.size(); i++) {
      if (table.get(i).equals(picks)) {
        return Optional.of(position.legalMoves().get(owners.get(i)));
      }
    }
    return Optional.empty();
  }

  /**
   * Returns the legal moves whose picks begin with the picks made so far.
   *
   * @return the candidate moves
   */
  public List<Move> candidates() {
    List<Move> out = new ArrayList<>();
    java.util.BitSet seen = new java.util.BitSet(); // by legal-move index: linear in the routes
    for (int i = 0; i < table.size(); i++) {
      List<String> t = table.get(i);
      int owner = owners.get(i);
      if (t.size() >= picks.size() && t.subList(0, picks.size()).equals(picks)
          && !seen.get(owner)) {
        seen.set(owner);
        out.add(position.legalMoves().get(owner));
      }
    }
    return out;
  }

  private Set<String> next() {
    Set<String> out = new LinkedHashSet<>();
    for (List<String> t : table) {
      if (t.size() > picks.size() && t.subList(0, picks.size()).equals(picks)) {
        out.add(t.get(picks.size()));
      }
    }
    return out;
  }

  private String normalize(String pick) {
    String p = pick.strip();
    return isSquare(p.toLowerCase(java.util.Locale.ROOT))
        && position.variant().geometry().parseSquare(p) >= 0
        ? p.toLowerCase(java.util.Locale.ROOT)
        : p;
  }

  private static boolean isSquare(String s) {
    if (s.length() < 2 || !Character.isLetter(s.charAt(0))) {
      return false;
    }
    for (int i = 1; i < s.length(); i++) {
      if (!isAsciiDigit(s.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /** Splits a canonical move text into picks; the automatic reply is left out. */
  static List<String> tokens(String text) {
    List<String> out = new ArrayList<>();
    int depth = 0;
    int start = 0;
    for (int i = 0; i <= text.length(); i++) {
      char c = i < text.length() ? text.charAt(i) : ',';
      if (c == '[' || c == '(') {
        depth++;
      } else if (c == ']' || c == ')') {
        depth--;
      } else if (depth == 0 && (c == ',' || c == '/')) {
        part(text.substring(start, i), out);
        if (c == '/') {
          break;
        }
        start = i + 1;
      }
    }
    return List.copyOf(out);
  }

  private static void part(String s, List<String> out) {
    if (s.startsWith("ex(")) {
      int at = s.indexOf('@');
      if (at > 0) {
        out.add(s.substring(0, at + 1) + ")");
        out.add(s.substring(at + 1, s.length() - 1));
      } else {
        out.add(s);
      }
      return;
    }
    int at = s.indexOf('@');
    if (at > 0) {
      out.add(s.substring(0, at + 1));
      out.add(s.substring(at + 1));
      return;
    }
    int i = 0;
    while (i < s.length()) {
      char c = s.charAt(i);
      if (c == '=' && i + 1 < s.length()) {
        out.add("=" + s.charAt(i + 1));
        i += 2;
      } else if (Character.isLetter(c) && i + 1 < s.length() && isAsciiDigit(s.charAt(i + 1))) {
        int j = i + 1;
        while (j < s.length() && isAsciiDigit(s.charAt(j))) {
          j++;
        }
        out.add(s.substring(i, j));
        i = j;
      } else if (Character.isLetter(c) && c != 'x') {
        out.add(String.valueOf(c)); // a promotion letter after the last square
        i++;
      } else if (c == 'x' && (i + 1 >= s.length() || !Character.isLetter(s.charAt(i + 1)))) {
        out.add("x"); // a promotion to a piece lettered x, if a roster has one
        i++;
      } else {
        i++; // separators: x, -, brackets, commas inside brackets
      }
    }
  }

  /** Whether {@code c} is one of the ASCII digits 0 to 9 (other scripts' digits are refused). */
  private static boolean isAsciiDigit(char c) {
    return c >= '0' && c <= '9';
  }
}

package io.github.overtake.testkit;

import io.github.overtake.core.AmbiguousMoveException;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.MoveInput;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.Variant;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.core.geometry.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * Properties of single-move checks, for a family's test to extend: in positions of random play
 * from the family's starts (every option set the test lists), the answer of {@link
 * Position#parseMove} on a fresh position under the start's limits, the default {@link Limits}
 * unless the start carries others (which checks the one move, {@code
 * RuleSet.generateCandidates}) equals the answer read from the full listing of moves
 * computed with raised limits, for the legal texts and for mutated ones: the same move, or the
 * same typed refusal ({@link IllegalMoveException} with the same reason, {@link
 * MoveFormatException}, {@link AmbiguousMoveException}). {@link Position#isLegal} and {@link
 * Position#outcome} agree with the listing too. A start may carry limits too tight to list its
 * moves: the check may then be refused for the limit where the listing is, and a refusal's
 * explanation may fall back to {@link IllegalMoveReason#NOT_LEGAL} for the limit. A chain family also gives a literal walker of
 * capture routes ({@link #physicalRoutes}): every route it finds must name the move with that
 * origin, final square and captured set, even where the listing does not print that route, and
 * step-wise input ({@link MoveInput}) must offer its squares one by one and complete that move
 * wherever it offers every route ({@link MoveInput#offersEveryRoute()}).
 */
public abstract class SingleMoveProperties {
  /** Limits high enough to list every position of random play. */
  protected static final Limits RAISED =
      Limits.DEFAULT.withMoves(20_000_000).withMoveOps(400_000_000).withChainStates(200_000_000L);

  private static final Pattern SQUARE = Pattern.compile("[a-z][0-9]{1,2}");

  /** For subclasses. */
  protected SingleMoveProperties() {}

  /**
   * Returns the start positions (one per option set to cover), under the default limits.
   *
   * @return the start positions
   */
  protected abstract List<Position> starts();

  /**
   * Returns the capture routes a literal walker of the family's rules finds in a position, each as
   * a move text with the identity of the move it must name; empty for families without routes.
   *
   * @param position the position
   * @return the routes found
   */
  protected List<WalkedRoute> physicalRoutes(Position position) {
    return List.of();
  }

  /** A capture route found by a test's own walker, and the identity of the move it names. */
  public static final class WalkedRoute {
    final String text;
    final String origin;
    final String destination;
    final Set<String> captured;

    /**
     * Creates a route.
     *
     * @param text the route as move text, such as {@code e3xg5xe5xe3xg3}
     * @param origin the origin square's name
     * @param destination the final square's name
     * @param captured the names of the captured squares
     */
    public WalkedRoute(String text, String origin, String destination, Set<String> captured) {
      this.text = text;
      this.origin = origin;
      this.destination = destination;
      this.captured = new TreeSet<>(captured);
    }

    @Override
    public String toString() {
      return text + " " + captured;
    }
  }

  /**
   * Checks that a route of a capture move, other than the one the listing prints, names that
   * move: the canonical text parses to the move and prints as itself, the route parses to the same
   * move, and step-wise input ({@link MoveInput}) offers the route's squares one by one and
   * completes the move.
   *
   * @param position the position
   * @param canonical the move's text as the listing prints it
   * @param route another route of the move, such as {@code e3xg5xe5xe3xg3}
   * @return the move
   * @throws AssertionError if a check fails
   */
  protected static Move assertRouteNamesMove(Position position, String canonical, String route) {
    Move move = position.parseMove(canonical);
    if (!move.text().equals(canonical)) {
      throw new AssertionError(canonical + " prints as " + move.text());
    }
    Move read = position.parseMove(route);
    if (!read.equals(move)) {
      throw new AssertionError(route + " read as " + read + ", not " + move);
    }
    MoveInput input = MoveInput.start(position);
    Matcher squares = SQUARE.matcher(route);
    while (squares.find()) {
      if (!input.nextSquares().contains(squares.group())) {
        throw new AssertionError(squares.group() + " not offered after " + input.picks());
      }
      input = input.pick(squares.group());
    }
    if (!input.completed().equals(java.util.Optional.of(move))) {
      throw new AssertionError(route + " completed as " + input.completed());
    }
    return move;
  }

  /**
   * Checks that this test's literal walker ({@link #physicalRoutes}) finds a route.
   *
   * @param position the position
   * @param route the route's text
   * @throws AssertionError if the walker does not find it
   */
  protected void assertWalkerFinds(Position position, String route) {
    List<String> walked = new ArrayList<>();
    for (WalkedRoute r : physicalRoutes(position)) {
      if (r.text.equals(route)) {
        return;
      }
      walked.add(r.toString());
    }
    throw new AssertionError("the walker does not find " + route + ": " + walked);
  }

  /**
   * The single-move answer equals the listing's, for legal and mutated texts.
   *
   * @param start which start position
   * @param plies how many random plies to play
   * @param seed the seed of the random choices
   */
  @Property(tries = 40)
  public void singleMoveAnswerEqualsListing(
      @ForAll @IntRange(min = 0, max = 1000) int start,
      @ForAll @IntRange(min = 0, max = 60) int plies,
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long seed) {
    Random rnd = new Random(seed);
    Position big = randomPosition(start, plies, rnd);
    Variant small = starts().get(start % starts().size()).variant();
    List<Move> legal = big.legalMoves();
    List<String> texts = new ArrayList<>();
    Geometry g = big.variant().geometry();
    for (int i = 0; i < Math.min(legal.size(), 12); i++) {
      Move m = legal.get(rnd.nextInt(legal.size()));
      texts.add(m.text());
      texts.add(mutate(m.text(), g, rnd));
      texts.add(mutate(m.text(), g, rnd));
      if (m.from().isPresent() && m.to().isPresent()) {
        texts.add(m.from().get().name() + m.to().get().name());
      }
    }
    for (int i = 0; i < 6; i++) {
      texts.add(g.name(rnd.nextInt(g.squareCount())) + g.name(rnd.nextInt(g.squareCount())));
    }
    for (String t : texts) {
      compare(big, small, t);
    }
    for (int i = 0; i < Math.min(legal.size(), 20); i++) {
      Move m = legal.get(rnd.nextInt(legal.size()));
      if (!small.position(big.text()).isLegal(m)) {
        throw new AssertionError("isLegal refuses " + m + " in " + big.text());
      }
    }
    if (!small.position(big.text()).outcome().equals(big.outcome())) {
      throw new AssertionError("outcome differs in " + big.text());
    }
  }

  /**
   * Every route the literal walker finds names the move with its identity, and step-wise input
   * reaches that move by the route's squares.
   *
   * @param start which start position
   * @param plies how many random plies to play
   * @param seed the seed of the random choices
   */
  @Property(tries = 40)
  public void everyPhysicalRouteIsAccepted(
      @ForAll @IntRange(min = 0, max = 1000) int start,
      @ForAll @IntRange(min = 0, max = 80) int plies,
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long seed) {
    Random rnd = new Random(seed);
    Position big = randomPosition(start, plies, rnd);
    Variant small = starts().get(start % starts().size()).variant();
    List<WalkedRoute> routes = physicalRoutes(big);
    for (WalkedRoute r : routes) {
      Move expected = null;
      for (Move m : big.legalMoves()) {
        if (m.from().map(Square::name).orElse("").equals(r.origin)
            && m.to().map(Square::name).orElse("").equals(r.destination)
            && names(m.captures()).equals(r.captured)
            && m.promotion().isEmpty()) {
          expected = m;
        }
      }
      if (expected == null) {
        continue; // the route is physical but the move is not legal (a duty, king safety)
      }
      Move got;
      try {
        got = small.position(big.text()).parseMove(r.text);
      } catch (RuntimeException e) {
        throw new AssertionError("route " + r + " refused in " + big.text() + ": " + e, e);
      }
      if (!got.equals(expected) || !got.text().equals(expected.text())) {
        throw new AssertionError("route " + r + " read as " + got + " in " + big.text());
      }
      if (r.text.contains("[")) {
        continue; // victims named in brackets are picked in the canonical route's order
      }
      MoveInput input = MoveInput.start(small.position(big.text()));
      if (!input.offersEveryRoute()) {
        continue; // over 1,000 routes from one square: step-wise input offers the listing's
      }
      Matcher squares = SQUARE.matcher(r.text);
      while (squares.find()) {
        if (!input.nextSquares().contains(squares.group())) {
          throw new AssertionError("step-wise input does not offer " + squares.group() + " after "
              + input.picks() + " for route " + r + " in " + big.text());
        }
        input = input.pick(squares.group());
      }
      if (!input.completed().equals(java.util.Optional.of(expected))) {
        throw new AssertionError("step-wise input completes route " + r + " as "
            + input.completed() + " in " + big.text());
      }
    }
  }

  private static Set<String> names(List<Square> squares) {
    Set<String> out = new TreeSet<>();
    for (Square s : squares) {
      out.add(s.name());
    }
    return out;
  }

  /** A position of random play, with raised limits (its variant is the listing's reference). */
  private Position randomPosition(int start, int plies, Random rnd) {
    Position s = starts().get(start % starts().size());
    Position p = s.variant().withLimits(RAISED).position(s.text());
    for (int i = 0; i < plies && !p.isGameOver(); i++) {
      List<Move> legal = p.legalMoves();
      p = p.play(legal.get(rnd.nextInt(legal.size())));
    }
    return p;
  }

  private static void compare(Position big, Variant small, String text) {
    Object want = answer(() -> big.parseMove(text));
    Object got = answer(() -> small.position(big.text()).parseMove(text));
    if (got instanceof WorkLimitException) {
      Object listing = answer(() -> small.position(big.text()).legalMoves());
      if (listing instanceof WorkLimitException) {
        return; // refused by the limits on both paths
      }
      throw new AssertionError("single-move check of " + text + " exceeded a limit in "
          + big.text() + " where the listing does not: " + got);
    }
    if (want instanceof Move w) {
      if (!(got instanceof Move m) || !m.equals(w) || !m.text().equals(w.text())) {
        throw new AssertionError(text + " in " + big.text() + ": listing " + w + ", single " + got);
      }
      return;
    }
    if (got instanceof Move m) {
      // the listing prints only some routes of a chain: any physical route names its move
      if (!(want instanceof IllegalMoveException) || !big.legalMoves().contains(m)
          || squares(text) < 3) {
        throw new AssertionError(
            text + " in " + big.text() + ": listing refuses (" + want + "), single " + m);
      }
      return;
    }
    if (want.getClass() != got.getClass()) {
      throw new AssertionError(text + " in " + big.text() + ": listing " + want + ", single " + got);
    }
    if (want instanceof IllegalMoveException w
        && got instanceof IllegalMoveException g
        && w.reason() != g.reason()
        && g.reason() == IllegalMoveReason.NOT_LEGAL
        && g.explanation().contains("explaining why would exceed the work limit")
        && answer(() -> small.position(big.text()).legalMoves()) instanceof WorkLimitException) {
      return; // a start's limits too tight to list: the explanation may run out, as documented
    }
    if (want instanceof IllegalMoveException w
        && w.reason() != ((IllegalMoveException) got).reason()) {
      throw new AssertionError(
          text + " in " + big.text() + ": reasons " + w.reason() + " and " + got);
    }
  }

  private static int squares(String text) {
    Matcher m = SQUARE.matcher(text);
    int n = 0;
    while (m.find()) {
      n++;
    }
    return n;
  }

  private static Object answer(java.util.function.Supplier<Object> call) {
    try {
      return call.get();
    } catch (IllegalMoveException
        | MoveFormatException
        | AmbiguousMoveException
        | WorkLimitException e) {
      return e;
    }
  }

  /** A text near a legal one: a square changed, a landing added or dropped, a letter added. */
  private static String mutate(String text, Geometry g, Random rnd) {
    List<int[]> spans = new ArrayList<>();
    Matcher m = SQUARE.matcher(text);
    while (m.find()) {
      spans.add(new int[] {m.start(), m.end()});
    }
    String sq = g.name(rnd.nextInt(g.squareCount()));
    switch (rnd.nextInt(6)) {
      case 0:
        if (!spans.isEmpty()) {
          int[] s = spans.get(rnd.nextInt(spans.size()));
          return text.substring(0, s[0]) + sq + text.substring(s[1]);
        }
        return text + sq;
      case 1:
        return text + "x" + sq;
      case 2:
        if (spans.size() > 2) {
          int[] s = spans.get(spans.size() - 1);
          return text.substring(0, s[0] - 1) + text.substring(s[1]);
        }
        return text.replace('x', '-');
      case 3:
        return text + "q";
      case 4:
        return text.replace("x", "");
      default:
        return text + "[" + sq + "]";
    }
  }
}

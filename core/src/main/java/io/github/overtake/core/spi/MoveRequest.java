package io.github.overtake.core.spi;

import com.google.errorprone.annotations.Immutable;
import java.util.Arrays;

/**
 * What a move text asks for, as {@link RuleSet#generateCandidates} sees it: the square the first
 * board part of the text starts from and the landing squares it names after it (its route, or its
 * destination alone). Core builds one from the text a client sent ({@link
 * io.github.overtake.core.Position#parseMove}) or from a move ({@link
 * io.github.overtake.core.Position#isLegal}) and matches the text against what the rule set
 * writes, so a rule set only has to narrow the search, never to read text. Immutable.
 */
@Immutable
public final class MoveRequest {
  private final int origin;
  private final boolean exact;
  private final boolean everyRoute;

  @SuppressWarnings("Immutable") // a private copy, never exposed
  private final int[] route;

  private MoveRequest(int origin, int[] route, boolean exact, boolean everyRoute) {
    this.origin = origin;
    this.route = route;
    this.exact = exact;
    this.everyRoute = everyRoute;
  }

  /**
   * Returns a request.
   *
   * @param origin the square the text's first board part starts from, or -1 when it names none
   *     (a drop, castling as {@code O-O}, an exchange)
   * @param route the landing squares the text names after the origin, in order (empty when it
   *     names none)
   * @return the request
   */
  public static MoveRequest of(int origin, int... route) {
    return new MoveRequest(origin < 0 ? -1 : origin, route.clone(), false, false);
  }

  /**
   * Returns this request for the moves whose smallest route is exactly its route: core asks so
   * first, when the text may be a canonical text, and for {@code isLegal} of a move; a rule set
   * may then leave out moves that only end on a one-square route's destination (longer chains).
   *
   * @return the exact request
   */
  public MoveRequest asExact() {
    return new MoveRequest(origin, route, true, everyRoute);
  }

  /**
   * Returns a request for every legal move from {@code origin} with every physical route of each
   * (step-wise input offers them all, {@link io.github.overtake.core.MoveInput}); a rule set that
   * cannot enumerate routes returns false from {@link RuleSet#generateCandidates} for it.
   *
   * @param origin the square the moves start from
   * @return the request
   */
  public static MoveRequest allRoutesFrom(int origin) {
    return new MoveRequest(origin < 0 ? -1 : origin, new int[0], false, true);
  }

  /**
   * Returns whether every legal move from the origin is asked for, with every physical route of
   * each (see {@link #allRoutesFrom(int)}).
   *
   * @return whether every route is asked for
   */
  public boolean everyRoute() {
    return everyRoute;
  }

  /**
   * Returns whether only the moves whose smallest route is exactly the route are asked for (see
   * {@link #asExact()}).
   *
   * @return whether the request is exact
   */
  public boolean exact() {
    return exact;
  }

  /**
   * Returns the square the first board part starts from.
   *
   * @return the origin square, or -1 when the text names none
   */
  public int origin() {
    return origin;
  }

  /**
   * Returns the number of landing squares the text names.
   *
   * @return the length of the route, 0 when the text names no landing square
   */
  public int routeLength() {
    return route.length;
  }

  /**
   * Returns a landing square of the route.
   *
   * @param i the index, from 0 to {@link #routeLength()} - 1
   * @return the square
   */
  public int routeSquare(int i) {
    return route[i];
  }

  /**
   * Returns the landing squares the text names, in order.
   *
   * @return a new array of the route, empty when the text names no landing square
   */
  public int[] route() {
    return route.clone();
  }

  /**
   * Returns the last landing square the text names.
   *
   * @return the destination square, or -1 when the text names none
   */
  public int destination() {
    return route.length == 0 ? -1 : route[route.length - 1];
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MoveRequest r
        && r.origin == origin
        && r.exact == exact
        && r.everyRoute == everyRoute
        && Arrays.equals(r.route, route);
  }

  @Override
  public int hashCode() {
    return ((origin * 31 + Arrays.hashCode(route)) * 2 + (exact ? 1 : 0)) * 2
        + (everyRoute ? 1 : 0);
  }

  /** Returns the request as {@code origin -> route} square indices. */
  @Override
  public String toString() {
    return origin + " -> " + Arrays.toString(route) + (exact ? " exact" : "")
        + (everyRoute ? " every route" : "");
  }
}

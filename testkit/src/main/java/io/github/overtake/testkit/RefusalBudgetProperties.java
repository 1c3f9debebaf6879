package io.github.overtake.testkit;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.core.geometry.Geometry;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;

/**
 * Properties of the explanation of refused moves under a work budget, for a family's test to
 * extend: in positions of random play from the family's starts, every refused text (origin and
 * destination pairs, texts near legal ones) gets under tight {@link Limits} either the reason it
 * gets under limits that never refuse, or the documented fallback {@link
 * IllegalMoveReason#NOT_LEGAL} when explaining would pass the budget; or, when the single-move
 * check itself, or reading the position, passes the budget, a {@link WorkLimitException}. Never
 * another exception, and never an acceptance of a text the raised limits refuse.
 */
public abstract class RefusalBudgetProperties {
  /** Limits high enough to list and explain every position of random play. */
  protected static final Limits RAISED =
      Limits.DEFAULT.withMoves(20_000_000).withMoveOps(400_000_000).withChainStates(200_000_000L);

  /** For subclasses. */
  protected RefusalBudgetProperties() {}

  /**
   * Returns the start positions (one per option set to cover).
   *
   * @return the start positions
   */
  protected abstract List<Position> starts();

  /**
   * Under a tight work budget, a refusal keeps its reason or falls back to the generic one.
   *
   * @param start which start position
   * @param plies how many random plies to play
   * @param budget the tight work budget
   * @param seed the seed of the random choices
   */
  @Property(tries = 30)
  public void tightBudgetKeepsTheReasonOrFallsBack(
      @ForAll @IntRange(min = 0, max = 1000) int start,
      @ForAll @IntRange(min = 0, max = 50) int plies,
      @ForAll @LongRange(min = 20, max = 20_000) long budget,
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long seed) {
    Random rnd = new Random(seed);
    Position s = starts().get(start % starts().size());
    Position big = s.variant().withLimits(RAISED).position(s.text());
    for (int i = 0; i < plies && !big.isGameOver(); i++) {
      List<Move> legal = big.legalMoves();
      big = big.play(legal.get(rnd.nextInt(legal.size())));
    }
    Variant tight = s.variant().withLimits(Limits.DEFAULT.withChainStates(budget));
    Geometry g = big.variant().geometry();
    List<String> texts = new ArrayList<>();
    List<Move> legal = big.legalMoves();
    for (int i = 0; i < 8 && !legal.isEmpty(); i++) {
      Move m = legal.get(rnd.nextInt(legal.size()));
      String t = m.text();
      texts.add(t + "x" + g.name(rnd.nextInt(g.squareCount())));
      int cut = t.lastIndexOf('x');
      if (cut > 2) {
        texts.add(t.substring(0, cut)); // stops inside a chain
      }
      if (m.from().isPresent()) {
        texts.add(m.from().get().name() + g.name(rnd.nextInt(g.squareCount())));
      }
    }
    for (int i = 0; i < 12; i++) {
      texts.add(g.name(rnd.nextInt(g.squareCount())) + g.name(rnd.nextInt(g.squareCount())));
    }
    for (String t : texts) {
      compare(big, tight, t);
    }
  }

  private static void compare(Position big, Variant tight, String text) {
    IllegalMoveReason want;
    try {
      var unused = big.parseMove(text);
      return; // accepted (or ambiguous, or malformed, below): not a refusal to explain
    } catch (IllegalMoveException e) {
      want = e.reason();
    } catch (IllegalArgumentException e) {
      return;
    }
    Position small;
    try {
      small = tight.position(big.text());
    } catch (WorkLimitException e) {
      return; // reading the position (its check test) already passed the budget: a typed refusal
    }
    try {
      Move m = small.parseMove(text);
      throw new AssertionError(text + " refused (" + want + ") with raised limits, accepted as "
          + m + " under " + tight.limits() + " in " + big.text());
    } catch (IllegalMoveException e) {
      if (e.reason() != want && e.reason() != IllegalMoveReason.NOT_LEGAL) {
        throw new AssertionError(text + " in " + big.text() + ": reason " + want
            + " with raised limits, " + e.reason() + " under " + tight.limits(), e);
      }
      if (e.reason() != want && !e.explanation().contains("work limit")) {
        throw new AssertionError(text + " in " + big.text() + ": the fallback does not say it"
            + " is one: " + e.explanation(), e);
      }
    } catch (WorkLimitException e) {
      // the single-move check itself passed the budget: a typed refusal of the call
    }
  }
}

package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.AmbiguousMoveException;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/**
 * A text's route on the boards whose moves may print their captures ({@link ExplicitRoute}): every
 * legal move of hand-made and randomly played positions, read from its text, from its landing
 * squares alone (no capture list) and as a move, gets the listing's answer on a fresh position,
 * where nothing was listed; and a long chain validates under limits that refuse the listing.
 */
class ExplicitRouteTest {
  private static final VariantRegistry R = VariantRegistry.load();
  private static final Limits RAISED =
      Limits.DEFAULT.withMoves(20_000_000).withMoveOps(400_000_000).withChainStates(200_000_000L);
  private static final String DRAUGHTS =
      "checkerschess:firstType=checkers,secondType=checkers,firstGoal=reverse,secondGoal=reverse";
  private static final String ANNULUS_10 =
      DRAUGHTS + ",board=annulus,flyingKings=true,width=10,height=10";
  private static final String CROWDED_ANNULUS =
      "9c/2m3m1m1/9m/2m3m3/1m7m/2m7/5m1m1m/10/1m5m2/C9 w - - 0 1";

  @Test
  void everyMoveReadsAsTheListingReadsIt() {
    List<Position> positions = new ArrayList<>();
    positions.add(R.variant(ANNULUS_10).position(CROWDED_ANNULUS));
    // both diagonals of f2 meet again at b6 (rules page, section 5)
    positions.add(R.variant(DRAUGHTS + ",board=annulus,flyingKings=true")
        .position("8/8/1m6/4m3/8/8/5C2/7c w - - 0 1"));
    positions.add(R.variant(DRAUGHTS + ",board=annulus,flyingKings=true")
        .position("7c/m7/1m1m1m1m/8/5m2/2m1m3/3m4/C7 w - - 0 1"));
    positions.add(R.variant(DRAUGHTS + ",board=mobius,flyingKings=true")
        .position("8/1m1m1m1m/8/1m1m1m1m/8/1m1m1m1m/8/C1C1C1C1 w - - 0 1"));
    Random rnd = new Random(24);
    for (String spec : List.of(DRAUGHTS + ",board=mobius,width=4,height=9",
        DRAUGHTS + ",board=annulus,width=4,height=8",
        "checkerschess:secondType=checkers,board=annulus,width=4",
        DRAUGHTS + ",board=annulus,flyingKings=true,width=6,height=8")) {
      for (int game = 0; game < 6; game++) {
        Position p = R.variant(spec).withLimits(RAISED).startPosition();
        for (int ply = 0; ply < 10 + rnd.nextInt(40) && !p.isGameOver(); ply++) {
          List<Move> legal = p.legalMoves();
          p = p.play(legal.get(rnd.nextInt(legal.size())));
        }
        positions.add(p);
      }
    }
    int printed = 0;
    for (Position start : positions) {
      Position big = start.variant().withLimits(RAISED).position(start.text());
      Variant small = start.variant().withLimits(Limits.DEFAULT);
      for (Move m : big.legalMoves()) {
        String text = m.text();
        Move read = small.position(big.text()).parseMove(text);
        assertEquals(m, read, text + " in " + big.text());
        assertEquals(text, read.text(), text + " in " + big.text());
        assertTrue(small.position(big.text()).isLegal(m), text + " in " + big.text());
        int bracket = text.indexOf('[');
        if (bracket >= 0) {
          printed++;
          String landings = text.substring(0, bracket); // names this move and another
          assertEquals(answer(() -> big.parseMove(landings)),
              answer(() -> small.position(big.text()).parseMove(landings)),
              landings + " in " + big.text());
        }
      }
    }
    assertTrue(printed >= 79, "moves that print their captures: " + printed);
  }

  /** A move, or the class of the typed refusal. */
  private static Object answer(Supplier<Move> read) {
    try {
      Move m = read.get();
      return m.text();
    } catch (IllegalMoveException | AmbiguousMoveException e) {
      return e.getClass();
    }
  }

  @Test
  void aLongChainValidatesUnderLimitsThatRefuseTheListing() {
    Variant v = R.variant(ANNULUS_10);
    Move longest = null;
    for (Move m : v.withLimits(RAISED).position(CROWDED_ANNULUS).legalMoves()) {
      if (longest == null || m.captures().size() > longest.captures().size()) {
        longest = m;
      }
    }
    Move expected = longest;
    assertTrue(expected.captures().size() >= 10, expected.text());
    Variant tight = v.withLimits(Limits.DEFAULT.withChainStates(TIGHT));
    assertThrows(WorkLimitException.class, () -> tight.position(CROWDED_ANNULUS).legalMoves());
    Move read = tight.position(CROWDED_ANNULUS).parseMove(expected.text());
    assertEquals(expected, read);
    assertEquals(expected.text(), read.text());
    assertTrue(tight.position(CROWDED_ANNULUS).isLegal(expected));
    assertEquals(v.withLimits(RAISED).position(CROWDED_ANNULUS).play(expected).text(),
        tight.position(CROWDED_ANNULUS).play(expected.text()).text());
  }

  /** A chain-state budget under what listing the crowded annulus needs. */
  private static final long TIGHT = 20_000;
}

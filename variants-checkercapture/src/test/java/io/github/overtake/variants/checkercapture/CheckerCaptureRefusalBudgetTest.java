package io.github.overtake.variants.checkercapture;

import static io.github.overtake.testkit.Refusals.assertReason;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.testkit.RefusalBudgetProperties;
import java.util.List;
import net.jqwik.api.Example;

/**
 * Refusals explained within the call's work budget: whether a jump is on is an existence query
 * and only the moving man's jumps are written, so the reasons come at the cost of one move's
 * check; under limits too tight to explain, the fallback reason; and the testkit's property over
 * random positions.
 */
class CheckerCaptureRefusalBudgetTest extends RefusalBudgetProperties {
  private static final VariantRegistry R = VariantRegistry.load();
  private static final String ROUTES = CheckerCapturePropertyStarts.ROUTES;

  @Override
  protected List<Position> starts() {
    return CheckerCapturePropertyStarts.of(R);
  }

  @Example
  void refusalsWhileAJumpIsOn() {
    // a text that stops inside a jump: the route must go on (R9)
    assertReason(IllegalMoveReason.LONGER_CAPTURE_COMPULSORY, "checkercapture", ROUTES, "e3xg3xe5");
    assertReason(IllegalMoveReason.LONGER_CAPTURE_COMPULSORY, "checkercapture", ROUTES, "e3xe5xg5");
    // another move while a jump is on (R4): the rook's quiet move, the king's step
    assertReason(IllegalMoveReason.CAPTURE_COMPULSORY, "checkercapture", ROUTES, "d6d7");
    assertReason(IllegalMoveReason.CAPTURE_COMPULSORY, "checkercapture", ROUTES, "e3e2");
    assertReason(IllegalMoveReason.NO_SUCH_MAN, "checkercapture", ROUTES, "h8h7");
    assertReason(IllegalMoveReason.NOT_YOUR_MAN, "checkercapture", ROUTES, "a3a4");
  }

  @Example
  void tooTightToExplainGivesTheFallbackOrTheReason() {
    for (long budget : new long[] {1, 3, 10, 30, 100, 1_000}) {
      Variant v = R.variant("checkercapture").withLimits(Limits.DEFAULT.withChainStates(budget));
      for (String text : List.of("e3xg3xe5", "d6d7")) {
        try {
          var unused = v.position(ROUTES).parseMove(text);
          throw new AssertionError(text + " accepted under " + budget);
        } catch (IllegalMoveException e) {
          IllegalMoveReason want = text.equals("d6d7")
              ? IllegalMoveReason.CAPTURE_COMPULSORY
              : IllegalMoveReason.LONGER_CAPTURE_COMPULSORY;
          assertTrue(e.reason() == want || e.reason() == IllegalMoveReason.NOT_LEGAL,
              budget + ": " + e.getMessage());
        } catch (WorkLimitException e) {
          // the check itself passed the budget
        }
      }
    }
    // the check of a route is a walk, the explanation a search of the man's jumps: a budget
    // between the two gives the fallback
    Variant tight = R.variant("checkercapture").withLimits(Limits.DEFAULT.withChainStates(50));
    IllegalMoveException e = assertThrows(
        IllegalMoveException.class, () -> tight.position(ROUTES).parseMove("e3xg3xe5"));
    assertEquals(IllegalMoveReason.NOT_LEGAL, e.reason());
    assertTrue(e.explanation().contains("work limit"), e.explanation());
  }
}

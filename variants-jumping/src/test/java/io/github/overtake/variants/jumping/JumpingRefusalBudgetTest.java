package io.github.overtake.variants.jumping;

import static io.github.overtake.testkit.Refusals.assertReason;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Limits;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Position;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.testkit.RefusalBudgetProperties;
import java.util.List;
import net.jqwik.api.Example;

/**
 * Refusals explained within the call's work budget: in issue 24's position (36,660 legal moves,
 * seconds to list) every refusal gets its reason from the moving man's moves alone; under limits too tight to explain, the fallback reason; and the testkit's property over
 * random positions.
 */
class JumpingRefusalBudgetTest extends RefusalBudgetProperties {
  private static final VariantRegistry R = VariantRegistry.load();
  private static final String SPEC = "jumping:doubleKnights=true,multiJump=true";
  private static final String HEAVY =
      "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6";

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("jumping").startPosition(),
        R.variant("jumping:multiJump=true").startPosition(),
        R.variant(SPEC).startPosition(),
        R.variant("jumping:multiJump=true,checkmate=true").startPosition(),
        R.variant("jumping:quickEvacuation=true,doubleKnights=true").startPosition(),
        R.variant("jumping:quickEvacuation=true,checkmate=true,multiJump=true").startPosition());
  }

  @Example
  void heavyPositionRefusalsHaveTheirReasonsUnderTheDefaultLimits() {
    Position p = R.variant(SPEC).position(HEAVY);
    assertReason(IllegalMoveReason.NO_SUCH_MAN, SPEC, HEAVY, "e5e6");
    assertReason(IllegalMoveReason.NOT_YOUR_MAN, SPEC, HEAVY, "f2f3");
    // quiet moves no man makes: a knight two squares straight, the king two squares
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, SPEC, HEAVY, "c9c6");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, SPEC, HEAVY, "f9f7");
    // the rook behind its own pawn
    assertReason(IllegalMoveReason.PATH_BLOCKED, SPEC, HEAVY, "b9b5");
    // the queen of the 36,660 moves: onto a man (no move ends on one), onto a square no chain
    // of hers reaches, and a wrong route to a square she does reach
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, SPEC, HEAVY, "i3i2");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, SPEC, HEAVY, "i3xc3");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, SPEC, HEAVY, "i3e10");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, SPEC, HEAVY, "i3xi1xg1");
    assertEquals("i3xg1", p.parseMove("i3xg1").text()); // the move the wrong route misses
  }

  @Example
  void aSquareNoneOfTheQueensChainsReachesIsRefusedWithoutHerChainSearch() {
    // no static leg of hers lands on the top ring: refused with its reason within 300 chain
    // states, where a square her chains do end on (i3g1, an ambiguous text) needs her search
    Variant tight = R.variant(SPEC).withLimits(Limits.DEFAULT.withChainStates(300));
    for (String text : List.of("i3g10", "i3j10", "i3e10")) {
      IllegalMoveException e =
          assertThrows(IllegalMoveException.class, () -> tight.position(HEAVY).parseMove(text));
      assertEquals(IllegalMoveReason.CANNOT_MOVE_SO, e.reason(), text);
    }
    assertThrows(WorkLimitException.class, () -> tight.position(HEAVY).parseMove("i3g1"));
  }

  @Example
  void heavyPositionRefusalsThroughTheValidator() {
    ValidationResult r = MoveValidator.validate(R, SPEC, HEAVY, List.of("i3e10"));
    assertEquals(IllegalMoveReason.CANNOT_MOVE_SO, r.reason().orElseThrow());
    assertEquals("that man cannot move so (i3 to e10)", r.explanation());
  }

  @Example
  void tooTightToExplainGivesTheFallbackReason() {
    // with checkmate the explanation tests king safety and searches the queen's chains: 100
    // units check the text b6xd6 (a walk of one leg and its king-safety test) but cannot explain
    // it; the refusal is typed, with the fallback reason, and says why
    String spec = "jumping:multiJump=true,checkmate=true";
    String p = "k9/10/10/10/1Qp2r4/10/10/10/5K4/10 w - - 0 1";
    Variant tight = R.variant(spec).withLimits(Limits.DEFAULT.withChainStates(100));
    for (String text : List.of("b6xd6", "b6b7")) {
      IllegalMoveException e =
          assertThrows(IllegalMoveException.class, () -> tight.position(p).parseMove(text));
      assertEquals(IllegalMoveReason.NOT_LEGAL, e.reason(), text);
      assertTrue(e.explanation().contains("work limit"), e.explanation());
    }
    // what the budget does explain stays explained, and the heavy position's refusals need no
    // search beyond the check's: 100 units explain them
    assertEquals(IllegalMoveReason.KING_LEFT_ATTACKED,
        assertThrows(IllegalMoveException.class, () -> tight.position(p).parseMove("f2f3"))
            .reason());
    Variant heavy = R.variant(SPEC).withLimits(Limits.DEFAULT.withChainStates(100));
    assertEquals(IllegalMoveReason.PATH_BLOCKED,
        assertThrows(IllegalMoveException.class, () -> heavy.position(HEAVY).parseMove("b9b5"))
            .reason());
    assertEquals(IllegalMoveReason.CANNOT_MOVE_SO,
        assertThrows(IllegalMoveException.class,
            () -> heavy.position(HEAVY).parseMove("i3xi1xg1")).reason());
  }

  @Example
  void movingIntoCheckUnderTheDefaultAndTightLimits() {
    // checkmate (R27): the queen shields f2 from the rook's leap to f1
    String pin = "k9/10/10/10/10/5r4/10/5Q4/5K4/10 w - - 0 1";
    for (String spec : List.of("jumping:checkmate=true", "jumping:multiJump=true,checkmate=true")) {
      assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, spec, pin, "f3e3");
      for (long budget : new long[] {5, 50, 500, 5_000}) {
        Variant v = R.variant(spec).withLimits(Limits.DEFAULT.withChainStates(budget));
        try {
          var unused = v.position(pin).parseMove("f3e3");
          throw new AssertionError("f3e3 accepted under " + budget);
        } catch (IllegalMoveException e) {
          assertTrue(e.reason() == IllegalMoveReason.KING_LEFT_ATTACKED
              || e.reason() == IllegalMoveReason.NOT_LEGAL, e.getMessage());
        } catch (WorkLimitException e) {
          // the check itself passed the budget
        }
      }
    }
  }

  @Example
  void stoppingShortOfTheOnlySafeChainIsALongerCaptureCompulsory() {
    // checkmate with multiJump: the rook on f6 attacks the king on f2 (leaping to f1); the queen
    // takes c6 and then the rook, but stopping after the first leg leaves the king attacked
    String spec = "jumping:multiJump=true,checkmate=true";
    String p = "k9/10/10/10/1Qp2r4/10/10/10/5K4/10 w - - 0 1";
    assertEquals("b6xd6xg6", R.variant(spec).position(p).parseMove("b6xd6xg6").text());
    assertReason(IllegalMoveReason.LONGER_CAPTURE_COMPULSORY, spec, p, "b6xd6");
    assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, spec, p, "b6b7");
    assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, spec, p, "f2f3");
  }
}

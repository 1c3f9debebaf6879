package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Square;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * One move is checked at the cost of one move in a heavy position: three flying kings of an
 * obliged checkers army on a 12 x 12 board before a lattice of 25 men have thousands of capture
 * moves with many routes each, too many for limits under which every one of them still validates
 * alone.
 */
class CheckersChessHeavySingleMoveTest {
  private static final Variant HEAVY =
      VariantRegistry.load()
          .variant(
              "checkerschess:firstType=checkers,secondType=checkers,flyingKings=true,"
                  + "firstGoal=reverse,secondGoal=reverse,width=12,height=12");
  private static final String POSITION =
      "12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/1m1m1m1m1m2/12/C4C5C w - -"
          + " 0 1";
  private static final Limits RAISED =
      Limits.DEFAULT.withMoves(20_000_000).withMoveOps(400_000_000).withChainStates(200_000_000L);
  private static final Pattern COMMA = Pattern.compile(", ");
  /** A tenth of the chain states the listing needs here. */
  private static final Limits TIGHT = Limits.DEFAULT.withChainStates(15_000);

  @Test
  void everyLegalMoveValidatesUnderLimitsThatRefuseTheListing() {
    List<Move> legal = HEAVY.withLimits(RAISED).position(POSITION).legalMoves();
    assertTrue(legal.size() > 4_000, "moves: " + legal.size());
    Variant tight = HEAVY.withLimits(TIGHT);
    assertThrows(WorkLimitException.class, () -> tight.position(POSITION).legalMoves());
    Position p = tight.position(POSITION);
    for (Move m : legal) {
      Move parsed = p.parseMove(m.text());
      assertEquals(m, parsed, m.text());
      assertEquals(m.text(), parsed.text());
      assertTrue(p.isLegal(m), m.text());
    }
    assertEquals(HEAVY.withLimits(RAISED).position(POSITION).play(legal.get(0)).text(),
        p.play(legal.get(0).text()).text());
    assertEquals(Outcome.ONGOING, p.outcome());
  }

  /**
   * Routes a player may make that the listing does not print (the literal walker of {@link
   * CheckersChessSingleMoveTest}) name their moves under the same tight limits.
   */
  @Test
  void walkedRoutesNameTheirMovesUnderLimitsThatRefuseTheListing() {
    Position big = HEAVY.withLimits(RAISED).position(POSITION);
    Map<String, Move> byIdentity = new HashMap<>();
    for (Move m : big.legalMoves()) {
      byIdentity.put(identity(m.from().get().name(), m.to().get().name(), names(m)), m);
    }
    List<SingleMoveProperties.WalkedRoute> routes =
        new CheckersChessSingleMoveTest().physicalRoutes(big);
    assertTrue(routes.size() >= 100, "routes: " + routes.size());
    Position p = HEAVY.withLimits(TIGHT).position(POSITION);
    int unprinted = 0;
    for (SingleMoveProperties.WalkedRoute r : routes) {
      String s = r.toString();
      String text = s.substring(0, s.indexOf(' '));
      Set<String> captured = new TreeSet<>(
          COMMA.splitAsStream(s.substring(s.indexOf('[') + 1, s.length() - 1)).toList());
      Move expected = byIdentity.get(identity(text.substring(0, text.indexOf('x')),
          text.substring(text.lastIndexOf('x') + 1), captured));
      Move got = p.parseMove(text);
      assertEquals(expected, got, text);
      assertEquals(expected.text(), got.text(), text);
      if (!expected.text().equals(text)) {
        unprinted++;
      }
    }
    assertTrue(unprinted > 0, "no route other than the printed ones was walked");
  }

  private static String identity(String from, String to, Set<String> captured) {
    return from + " " + to + " " + captured;
  }

  private static Set<String> names(Move m) {
    Set<String> out = new TreeSet<>();
    for (Square s : m.captures()) {
      out.add(s.name());
    }
    return out;
  }

  /**
   * Four flying kings on 14 x 14 before 36 men: 364,560 capture moves, whose listing needs about
   * eleven times the default work budget. Under the default limits a chain of 27 captures still
   * validates, and an illegal text is refused with its reason (the rule set lists within the
   * budget, then reads the duty by an existence query) instead of a listing without bound.
   */
  @Test
  void theDefaultLimitsCheckOneMoveWhereTheyRefuseTheListing() {
    Variant v =
        VariantRegistry.load()
            .variant(
                "checkerschess:firstType=checkers,secondType=checkers,flyingKings=true,"
                    + "firstGoal=reverse,secondGoal=reverse,width=14,height=14");
    String position =
        "C13/1m1m1m1m1m1m2/14/1m1m1m1m1m1m2/14/1m1m1m1m1m1m2/14/1m1m1m1m1m1m2/14/1m1m1m1m1m1m2/14/"
            + "1m1m1m1m1m1m2/14/C6C5C w - - 0 1";
    Position p = v.position(position);
    assertThrows(WorkLimitException.class, () -> v.position(position).legalMoves());
    String chain =
        "a14xc12xa10xc8xe10xc12xe14xg12xi10xg8xi6xk4xm6xk8xi10xk12xm10xk8xi6xg4xd1xa4xc6xe4xg6"
            + "xe8xc6xa8";
    Move m = p.parseMove(chain);
    assertEquals(chain, m.text());
    assertEquals(27, m.captures().size());
    assertTrue(p.isLegal(m));
    assertEquals(Outcome.ONGOING, p.outcome());
    ValidationResult r =
        MoveValidator.validate(VariantRegistry.load(), v.spec(), position, List.of(chain));
    assertTrue(r.isValid(), r.toString());
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.parseMove("a1b2"));
    assertEquals(IllegalMoveReason.CAPTURE_COMPULSORY, e.reason());
  }
}

package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Position;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The work budget under the default limits, in the 256 MB JVM of the hostile suite: the heaviest
 * shapes found (each answered or refused within the budget) on sixteen threads at once get the
 * answers of one thread and never run the heap out; and the re-entry queue that once held five
 * men at most takes the sixth a legal move brings.
 */
class BudgetHostileTest {
  private record Shape(String spec, String position) {}

  private static List<Shape> heaviest() {
    return List.of(
        new Shape("checkercapture", CraftedPositionsHostileTest.HEAVIEST_CHECKERCAPTURE),
        new Shape(
            "jumping:doubleKnights=true,multiJump=true", CraftedPositionsHostileTest.JUMPING_PLAY),
        new Shape(
            "checkerschess:firstType=checkers,secondType=checkers,board=annulus,width=10,"
                + "height=26,flyingKings=false",
            CraftedPositionsHostileTest.lattice(10, 26, "1m1m1m1m1m", "M1M1M1M1M1")),
        new Shape(
            "checkerschess:firstType=checkers,secondType=checkers,board=mobius,width=4,"
                + "height=26,flyingKings=true",
            CraftedPositionsHostileTest.lattice(4, 26, "1m1m", "C3")),
        new Shape(
            "checkercapture", "k6K/1n1n1n2/1nnnnnn1/1n1n1n2/1nnnnnn1/1nQn1n2/1nnnnnn1/8 w - - 0 1"),
        // the largest listing of play the defaults accept: 86,643 moves, 1,879,086 ops
        new Shape(
            "jumping:multiJump=true",
            "7q2/1r1b1k1nr1/1p1n2pb2/2p7/4pp1pp1/3p6/6P3/10/4QK2R1/10 w Kkq - 0 18"));
  }

  private static String answer(VariantRegistry registry, Shape s) {
    try {
      // the size only: a caller that keeps a heavy listing keeps its heap (SECURITY.md, "Memory")
      return registry.variant(s.spec()).position(s.position()).legalMoves().size() + " moves";
    } catch (WorkLimitException e) {
      assertTrue(e.getMessage().length() < 250, e.getMessage());
      return "refused: " + e.limit();
    }
  }

  @Test
  void sixteenThreadsGetTheAnswersOfOneInTheSmallHeap() throws Exception {
    VariantRegistry registry = VariantRegistry.load();
    List<Shape> shapes = heaviest();
    List<String> expected = shapes.stream().map(s -> answer(registry, s)).collect(Collectors.toList());
    assertTrue(expected.get(0).startsWith("24963 moves"), expected.toString());
    assertTrue(expected.get(1).startsWith("36660 moves"), expected.toString());
    assertTrue(expected.get(5).startsWith("86643 moves"), expected.toString());
    ManyThreads.assertAnswersOfOne(shapes, s -> answer(registry, s), expected, 16, 16);
  }

  @Test
  void aFullRepatriationQueueOfFiveTakesTheSixth() {
    String position = "4k3/8/8/8/8/8/r2N4/4K3[n] b - - 0 1 reenter:QRRBN/-";
    ValidationResult r = MoveValidator.validate("modest-repatriation", position, List.of("a2d2"));
    assertTrue(r.isValid(), r.toString());
    Position after =
        VariantRegistry.load().variant("modest-repatriation").position(position).play("a2d2");
    assertTrue(after.text().endsWith("reenter:QRRBNN/n"), after.text());
    assertTrue(after.legalMoves().size() > 0);
  }
}

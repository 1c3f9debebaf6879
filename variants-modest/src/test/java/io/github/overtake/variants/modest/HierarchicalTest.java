package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

class HierarchicalTest extends ModestVariantContract {
  private static final Variant V = VariantRegistry.load().variant("modest-hierarchical");

  HierarchicalTest() {
    super(V, Hierarchical::new, LowerEchelonTest.STARTS, 60);
  }

  @Test
  void foreignStateIsRejected() {
    DiplomatTest.assertRejectsForeignState(V, "");
  }

  @Test
  void minorTakesItsHighestTargetAndRookItsLowest() {
    Position knight = V.position("4k3/2p5/5r2/3N4/8/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> knight.parseMove("d5c7"));
    assertEquals("d5f6", knight.parseMove("d5f6").text());
    Position rook = V.position("3qk3/8/8/3R1p2/8/8/8/4K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> rook.parseMove("d5d8"));
    assertEquals("d5f5", rook.parseMove("d5f5").text());
  }

  @Test
  void rookCheckIsMetByOfferingALowerTarget() {
    Position p = V.position("4k3/8/8/8/8/2n5/8/4R1K1 b - - 0 1");
    assertTrue(p.isCheck());
    assertEquals("c3d1", p.parseMove("c3d1").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("c3a4"));
  }

  @Test
  void forbiddenEscapeIsCheckmate() {
    Position p = V.position("6rk/5Npp/8/3q4/3P4/8/8/K7 b - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("d5f7"));
    assertTrue(p.isCheck());
    assertEquals("white-wins checkmate", p.outcome().text());
  }

  @Test
  void kingMayNotTakeADearerUndefendedMan() {
    Position p = V.position("7k/8/3p4/4p3/4K3/3n4/8/8 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e4d3"));
  }

  @Test
  void sourceLinesUnderHierarchicalRules() {
    Position qh4 = V.startPosition().play("f2f4").play("e7e6").play("g2g4").play("d8h4");
    assertFalse(qh4.isCheck(), "the queen must take g4 or h2 first");
    Position bb5 = V.startPosition().play("e2e3").play("d7d5").play("f1b5");
    assertTrue(bb5.isCheck());
    assertThrows(IllegalMoveException.class, () -> bb5.parseMove("a7a6"));
    assertThrows(IllegalMoveException.class, () -> bb5.parseMove("b8a6"));
    assertEquals("c7c6", bb5.parseMove("c7c6").text());
  }

  @Property(tries = 25)
  void filterAgreesWithAnIndependentGrouping(
      @ForAll @IntRange(min = 0, max = 2) int start,
      @ForAll @Size(max = 50) List<@IntRange(min = 0, max = 999) Integer> choices) {
    LowerEchelonTest.filterAgreesWithGrouping(
        new Hierarchical(),
        RankedCaptures.HIGH_MINORS,
        V.position(LowerEchelonTest.STARTS.get(start)),
        choices);
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(LowerEchelonTest.STARTS.get(1));
  }
}

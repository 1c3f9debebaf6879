package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class BatteryTest extends BoardOnlyContract {
  private static final Variant BATTERY = VariantRegistry.load().variant("modest-battery");

  /** Positions where guarded removals are live, for the properties. */
  private static final List<String> LIVE = List.of(
      BATTERY.startPosition().text(),
      "5k2/4r3/8/8/3p4/8/4N3/4K3 w - - 0 1",
      "4k3/2n1Q3/8/8/8/8/8/K3R3 b - - 0 1",
      "r3k2r/pp3ppp/2n2n2/3pp3/3PP3/2N2N2/PP3PPP/R3K2R w KQkq - 0 1",
      "4k3/3p4/8/4P3/3P4/8/8/4K3 b - - 0 1",
      "3qk3/8/3n4/8/8/2B5/3R4/3QK3 w - - 0 1");

  BatteryTest() {
    super(BATTERY, Battery::new, LIVE);
  }

  @Test
  void battery1UnguardedRookCannotRemove() {
    Position p = BATTERY.position("4k3/p7/8/8/8/8/8/R3K3 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("a1[a7]"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("a1a7"));
  }

  @Test
  void battery2RemovalLeavesTheRookAndItsCastlingRight() {
    Position p = BATTERY.position("4k3/p7/8/8/8/1N6/8/R3K3 w Q - 0 1");
    Move m = p.parseMove("a1[a7]");
    assertEquals("a1[a7]", m.text());
    assertEquals("4k3/8/8/8/8/1N6/8/R3K3 b Q - 0 1", p.play(m).text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("a1a7"));
  }

  @Test
  void removingAnEnemyRookOnItsCornerEndsThatCastlingRight() {
    Position p = BATTERY.position("r3k3/8/8/8/8/1N6/8/R3K3 w Qq - 0 1");
    assertEquals("4k3/8/8/8/8/1N6/8/R3K3 b Q - 0 1", p.play("a1[a8]").text());
  }

  @Test
  void battery5EnPassantIsARemoval() {
    Position p = BATTERY.position("4k3/8/8/3pP3/3P4/8/8/4K3 w - d6 0 2");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e5d6"));
    assertEquals("e5[d5]", p.parseMove("e5[d5]").text());
  }

  @Test
  void battery6PinnedKnightMayNotLeave() {
    Position p = BATTERY.position("5k2/4r3/8/8/3p4/8/4N3/4K3 w - - 0 1");
    for (String m : List.of("e2c1", "e2c3", "e2f4", "e2g1", "e2g3")) {
      assertThrows(IllegalMoveException.class, () -> p.parseMove(m), m);
    }
  }

  @Test
  void battery3KingsMayStandSideBySide() {
    Position p = BATTERY.position("8/8/8/3kK3/8/8/8/8 w - - 0 1");
    assertFalse(p.isCheck());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e5[d5]"));
  }

  @Test
  void pawnsPromoteOnlyByPushing() {
    Position p = BATTERY.position("1n2k3/P7/1P6/8/8/8/8/4K3 w - - 0 1");
    assertEquals("a7[b8]", p.parseMove("a7[b8]").text());
    assertThrows(IllegalMoveException.class, () -> p.parseMove("a7b8q"));
    assertEquals("a7a8q", p.parseMove("a7a8q").text());
  }

  @Test
  void badPositionTextsNameTheProblem() {
    ModestTesting.assertRejected(
        BATTERY, "4k3/2n1Q3/8/8/8/8/8/K3R3 w - - 0 1", "not to move is in check");
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(BATTERY.startPosition().text(), "4k3/8/8/2pP3r/8/8/8/3RK3 w - c6 0 2");
  }
}

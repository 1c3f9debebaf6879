package io.github.overtake.variants.modest;

import static io.github.overtake.testkit.Refusals.assertReason;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.testkit.Refusals;
import org.junit.jupiter.api.Test;

/** The reasons the Modest variants give for blocked sliders and for Continuation's king rule. */
class ModestIllegalMoveReasonTest {
  @Test
  void slidersBlockedByOwnAndEnemyMen() {
    for (String id : new String[] {"modest-heroic", "modest-repatriation", "modest-shotgun"}) {
      assertReason(IllegalMoveReason.PATH_BLOCKED, id, "", "f1c4");
      assertReason(IllegalMoveReason.PATH_BLOCKED, id, "", "a1a3");
      assertReason(IllegalMoveReason.CANNOT_MOVE_SO, id, "", "e1e3");
    }
    assertReason(
        IllegalMoveReason.PATH_BLOCKED, "modest-salvo", "4k3/8/8/p7/8/8/8/R3K3 w - - 0 1", "a1a8");
  }

  @Test
  void continuationsKingMayNotPassThroughCheck() {
    // the rook on a2 attacks d2: the king may not take the knight there, nor go on from it
    String rook = "4k3/8/8/8/8/3p4/r2n4/3K4 w - - 0 1";
    assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, "modest-continuation", rook, "Kxd2");
    assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, "modest-continuation", rook, "d1xd2xd3");
    assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, "modest-continuation", rook, "Kxd3");
    // without the rook the two legs are legal, and a king's two steps without a capture are not
    String free = "4k3/8/8/8/8/3p4/3n4/3K4 w - - 0 1";
    assertEquals(
        "d1xd2xd3",
        Refusals.position("modest-continuation", free).parseMove("Kxd3").text());
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "modest-continuation", free, "d1b3");
  }

  @Test
  void aTurnIsNamedByItsFirstPart() {
    // Bounty: the king takes the queen on d6 and a pawn comes back on g6; d7 to g6 is no king
    // move (it was refused as "king left attacked", from the turn that ends with the drop there)
    String bounty = "rnbq1bn1/1p1kp2r/2pQ3p/p4p2/1P6/B1P2P2/P2PP1PP/RN2KBNR[pp] b KQ - 0 9";
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "modest-bounty", bounty, "d7g6");
    // the first part as written, the drop elsewhere than any legal one: the legal turns are named
    assertEquals(
        "a legal move goes there, but not as written (d7 to d6; legal: d7d6,P@b3, d7d6,P@d3,"
            + " d7d6,P@e3, d7d6,P@g3, and 19 more)",
        assertReason(IllegalMoveReason.NOT_AS_WRITTEN, "modest-bounty", bounty, "d7d6,P@h8")
            .explanation());
  }
}

package io.github.overtake.variants.checkerschess;

import static io.github.overtake.testkit.Refusals.assertReason;

import io.github.overtake.core.IllegalMoveReason;
import org.junit.jupiter.api.Test;

/** The reasons checkers-chess gives for blocked chess sliders. */
class CheckersChessIllegalMoveReasonTest {
  @Test
  void chessSlidersBlockedByTheirOwnMen() {
    String black = "rnbqkbnr/pppppppp/8/8/8/M1M1M1M1/1M1M1M1M/M1M1M1M1 b kq - 0 1";
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkerschess", black, "f8c5");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkerschess", black, "a8a6");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkerschess", black, "d8d6");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "checkerschess", black, "b8b6");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "checkerschess:firstType=royal", "", "f1c4");
    // a checkers man has no path to block: two squares ahead is not one of its moves
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "checkerschess", "", "a1a3");
  }
}

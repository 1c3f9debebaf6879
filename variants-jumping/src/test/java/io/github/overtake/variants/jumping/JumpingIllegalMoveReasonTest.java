package io.github.overtake.variants.jumping;

import static io.github.overtake.testkit.Refusals.assertReason;

import io.github.overtake.core.IllegalMoveReason;
import org.junit.jupiter.api.Test;

/** The reasons Jumping Chess gives for illegal moves: blocked sliders, duties, king safety. */
class JumpingIllegalMoveReasonTest {
  @Test
  void slidersBlockedByTheirOwnMen() {
    // the queen behind its own pawn, the bishop and rook behind theirs, a pawn's double step
    assertReason(IllegalMoveReason.PATH_BLOCKED, "jumping", "", "e2e4");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "jumping", "", "g2e4");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "jumping", "", "b2b5");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "jumping:multiJump=true", "", "e2e6");
    String own = "10/1rnbqkbnr1/1pppppppp1/10/4p5/4P5/10/1PPP1PPPP1/1RNBQKBNR1/10 w KQkq - 0 1";
    assertReason(IllegalMoveReason.PATH_BLOCKED, "jumping", own, "e2e7");
  }

  @Test
  void slidersBlockedByEnemiesThatCannotBeOvertaken() {
    // e4 and e5 hold black pawns: the queen can neither pass nor overtake e4 (e5 is not vacant)
    String p = "10/1k8/10/10/10/4p5/4p5/10/4QK4/10 w - - 0 1";
    assertReason(IllegalMoveReason.PATH_BLOCKED, "jumping", p, "e2e7");
    assertReason(IllegalMoveReason.PATH_BLOCKED, "jumping", p, "e2e9");
  }

  @Test
  void otherReasons() {
    // not a pattern of the man: a knight two squares straight, the king two squares, a quiet
    // slide onto the ring
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "jumping", "", "c2c5");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "jumping", "", "f2f4");
    String ring = "10/1k8/10/10/10/10/10/R9/5K4/10 w - - 0 1";
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, "jumping:quickEvacuation=true", ring, "a3a5");
    // quick evacuation (R26): the ring rook must move first
    assertReason(
        IllegalMoveReason.CAPTURE_COMPULSORY, "jumping:quickEvacuation=true", ring, "f2e2");
    // checkmate (R27): the queen shields f2 from the rook's leap to f1
    String pin = "k9/10/10/10/10/5r4/10/5Q4/5K4/10 w - - 0 1";
    assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, "jumping:checkmate=true", pin, "f3e3");
    assertReason(
        IllegalMoveReason.KING_LEFT_ATTACKED, "jumping:multiJump=true,checkmate=true", pin, "f3e3");
  }
}

package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.AmbiguousMoveException;
import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.InvalidOptionException;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JumpingRulesTest {
  private static Variant v(String spec) {
    return VariantRegistry.load().variant(spec);
  }

  private static void assertInvalid(String spec, String position, String fragment) {
    InvalidPositionException e =
        assertThrows(InvalidPositionException.class, () -> v(spec).position(position));
    assertTrue(
        e.getMessage().contains(fragment), "message should mention '" + fragment + "': " + e);
  }

  @Test
  void badOptionsAreRejected() {
    InvalidOptionException e =
        assertThrows(InvalidOptionException.class, () -> v("jumping:flying=true"));
    assertTrue(e.getMessage().contains("flying"), e.getMessage());
    e = assertThrows(InvalidOptionException.class, () -> v("jumping:mini=yes"));
    assertTrue(e.getMessage().contains("mini"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> JumpingOptions.of(Map.of("mini", "1")));
    assertEquals(JumpingOptions.DEFAULT, JumpingOptions.of(Map.of()));
  }

  @Test
  void invalidPositionsAreRejectedWithReasons() {
    assertInvalid("jumping", "10/10/10/10/10/10/10/10/1K1K6/6k3 w - - 0 1", "2 kings");
    assertInvalid("jumping", "10/10/10/10/10/10/10/10/1K8/10 w - - 0 1", "no king");
    assertInvalid("jumping", "10/1P8/5k4/10/10/10/10/10/1K8/10 w - - 0 1", "promotion zone");
    assertInvalid("jumping", "10/10/5k4/10/10/10/10/10/1K1P6/10 w - - 0 1", "behind");
    assertInvalid("jumping", "10/10/5k4/10/10/10/10/10/1p3K4/10 w - - 0 1", "promotion zone");
    assertInvalid("jumping", "5k4/1p8/10/10/10/10/10/10/1K8/10 w - - 0 1", "behind");
    assertInvalid("jumping", "10/5k4/10/10/10/10/10/10/5K4/10 w K - 0 1", "castling right K");
    assertInvalid("jumping:mini=true", "8/4k3/8/8/8/8/4K1R1/8 w K - 0 1", "mini=true");
    assertInvalid("jumping", "10/5k4/10/10/10/10/10/10/5K4/10 w - e7 0 1", "en-passant");
    assertInvalid("jumping", "10/5k4/10/4p5/10/10/10/10/5K4/10 w - e6 0 1", "en-passant");
    // with checkmate the side not to move may not be in check (the black king on e7, rook e2)
    assertInvalid(
        "jumping:checkmate=true",
        "10/10/10/4k5/10/10/10/10/1K2R5/10 w - - 0 1",
        "in check");
    // without checkmate the same position is fine, and so is a kingless side to move
    assertFalse(v("jumping").position("10/10/10/4k5/10/10/10/10/1K2R5/10 w - - 0 1").text().isEmpty());
    assertFalse(v("jumping").position("10/10/10/4k5/10/10/10/10/4R5/10 w - - 0 1").text().isEmpty());
    assertFalse(v("jumping").position("10/5k4/10/10/1pP7/10/10/10/5K4/10 w - b7 0 1").text().isEmpty());
    assertFalse(v("jumping:mini=true").position("8/4k3/8/8/1pP5/8/4K3/8 w - b5 0 1").text().isEmpty());
  }

  @Test
  void outcomes() {
    Position captured = v("jumping").position("10/10/10/4k5/10/10/10/10/4R5/10 w - - 0 1");
    assertEquals("black-wins king-captured", captured.outcome().text());
    assertTrue(captured.legalMoves().isEmpty());
    // the white king in the corner a1 has no move: the ring needs a capture, b2 is blocked
    String stuck = "9k/10/10/10/10/10/10/2n7/1n8/K9 w - - 0 1";
    assertEquals("black-wins no-moves", v("jumping").position(stuck).outcome().text());
    assertEquals(
        "black-wins stalemate", v("jumping:checkmate=true").position(stuck).outcome().text());
    Position clock =
        v("jumping").position("10/5k4/10/10/10/10/10/10/5K4/10 w - - 100 80");
    assertEquals("draw no-progress", clock.outcome().text());
    assertEquals(
        "ongoing",
        v("jumping").position("10/5k4/10/10/10/10/10/10/5K4/10 w - - 99 80").outcome().text());
  }

  @Test
  void checkIsReportedOnlyWithCheckmate() {
    String p = "10/4k5/5r4/10/10/10/10/10/5K4/10 w - - 0 1";
    assertTrue(v("jumping:checkmate=true").position(p).isCheck());
    assertFalse(v("jumping").position(p).isCheck());
  }

  @Test
  void moveTextConveniences() {
    Position p = v("jumping").position("10/7k2/10/10/4pp4/4N5/10/10/2K7/10 w - - 0 1");
    assertEquals("e5xd7[e6]", p.parseMove("e5xd7[e6]").text());
    // origin and destination name every move between them; 'x' then picks the one capture
    assertEquals("e5xd7[e6]", p.parseMove("e5xd7").text());
    assertEquals("e5d7", p.parseMove("e5-d7").text());
    Position ring = v("jumping").position("10/7k2/10/10/10/r9/1N8/10/2K7/10 w - - 0 1");
    assertEquals("b4xa6[a5]", ring.parseMove("b4xa6").text());
    Position lines =
        v("jumping").position("10/1q5k2/1p6p1/10/10/5p4/1R3p4/3B6/2K7/10 w - - 0 1");
    assertEquals("b4xg4", lines.parseMove("b4g4").text());
    assertEquals("b4xg4", lines.parseMove("b4xg4[f4]").text());
    assertEquals("e5f7", p.parseMove("e5f7").text());
    assertThrows(AmbiguousMoveException.class, () -> p.parseMove("e5xf7"));
    assertEquals("e5xf7[f6]", p.parseMove("e5xf7[f6]").text());
    // d6 is no flank of the leap: the leaps there are named instead
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> p.parseMove("e5xf7[d6]"));
    assertEquals(IllegalMoveReason.NOT_AS_WRITTEN, e.reason());
    assertEquals(
        "a legal move goes there, but not as written (e5 to f7; legal: e5f7, e5xf7[e6],"
            + " e5xf7[f6])",
        e.explanation());
    Position start = v("jumping").startPosition();
    assertEquals(
        IllegalMoveReason.NOT_LEGAL,
        assertThrows(IllegalMoveException.class, () -> start.parseMove("O-O")).reason());
    Position castle = v("jumping").position("10/4k5/10/10/10/10/10/10/1R3K2R1/10 w KQ - 0 1");
    assertEquals("f2h2", castle.parseMove("O-O").text());
    assertEquals("f2d2", castle.parseMove("O-O-O").text());
    Position mini = v("jumping:mini=true").position("8/4k3/8/8/8/8/1R2K1R1/8 w Q - 0 1");
    assertEquals("e2c2", mini.parseMove("O-O-O").text());
    assertThrows(IllegalMoveException.class, () -> mini.parseMove("O-O"));
  }

  @Test
  void chainsCaptureAtTheEndAndCastlingRightsFollowTheRooks() {
    Game g = Game.start(v("jumping:multiJump=true"));
    assertEquals(20, g.position().legalMoves().size());
    Position p =
        v("jumping:multiJump=true")
            .position("10/10/6p3/4p5/2k7/4R5/10/4p5/2K7/10 w - - 0 1")
            .play("e5xe8xh8");
    assertEquals("10/10/7R2/10/2k7/10/10/4p5/2K7/10 b - - 0 1", p.text());
    // a rook taken on its home square loses its right (R15)
    Position q =
        v("jumping").position("10/1r3k2r1/10/10/10/10/10/10/1R3K2R1/10 w KQkq - 0 1");
    Position after = q.play("i2xi10");
    assertEquals("Qq", after.castlingRights());
  }
}

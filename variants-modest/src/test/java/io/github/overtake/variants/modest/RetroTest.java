package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class RetroTest extends ListedCapturesContract {
  private static final Variant RETRO = VariantRegistry.load().variant("modest-retro");

  private static final List<String> LIVE =
      List.of(
          "r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "4k3/8/8/2K5/3p4/8/4P3/8 w - - 0 1",
          "4k3/8/5p2/4P3/3n4/8/8/4K3 w - - 0 1",
          "8/8/8/4P3/4k3/8/8/4K3 b - - 0 1");

  RetroTest() {
    super(RETRO, Retro::new, LIVE);
  }

  private static List<String> retroCaptures(Position p, String from) {
    return p.legalMoves().stream()
        .map(m -> m.text())
        .filter(t -> t.startsWith(from) && t.contains("["))
        .sorted()
        .toList();
  }

  /** RETRO-1: the rook's retro captures, and the optional removal makes two moves. */
  @Test
  void rookRetroCaptures() {
    Position p = RETRO.position("7k/8/4p3/8/2p1R3/8/8/4K3 w - - 0 1");
    assertEquals(
        List.of("e4xe2[e6]", "e4xe3[e6]", "e4xf4[c4]", "e4xg4[c4]", "e4xh4[c4]"),
        retroCaptures(p, "e4"));
    assertNotEquals(p.play("e4e2").text(), p.play("e4xe2[e6]").text());
    assertEquals("7k/8/4p3/8/2p5/8/4R3/4K3 b - - 1 1", p.play("e4e2").text());
  }

  /** RETRO-2: a rider takes the first man on the opposite ray only. */
  @Test
  void riderTakesOnlyTheFirstManBehind() {
    Position p = RETRO.position("7k/8/4p3/4p3/4R3/8/8/K7 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e4xe2[e6]"));
    for (String m : List.of("e4xe1[e5]", "e4xe2[e5]", "e4xe3[e5]")) {
      assertEquals(m, p.parseMove(m).text());
    }
  }

  /** RETRO-3: the bishop's retro captures. */
  @Test
  void bishopRetroCaptures() {
    Position p = RETRO.position("7k/1p6/6p1/8/4B3/8/8/4K3 w - - 0 1");
    assertEquals(
        List.of("e4xb1[g6]", "e4xc2[g6]", "e4xd3[g6]", "e4xf3[b7]", "e4xg2[b7]", "e4xh1[b7]"),
        retroCaptures(p, "e4"));
  }

  /** RETRO-4: pawns attack backwards, so the king on e4 is in check from the pawn on e5. */
  @Test
  void pawnsCheckBackwards() {
    assertTrue(RETRO.position("8/8/8/4P3/4k3/8/8/4K3 b - - 0 1").isCheck());
  }

  /** RETRO-5: the en-passant reply may retro-capture, so e2e4 (and e2e3) are illegal. */
  @Test
  void enPassantRetroCaptureCounts() {
    Position p = RETRO.position("4k3/8/8/2K5/3p4/8/4P3/8 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e2e4"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e2e3"));
  }

  /** Seed example: a knight on e4 takes c5 by leaping to g3 and f6 by leaping to d2. */
  @Test
  void knightRetroCaptures() {
    Position p = RETRO.position("4k3/8/5p2/2p5/4N3/8/8/4K3 w - - 0 1");
    assertEquals(List.of("e4xd2[f6]", "e4xg3[c5]"), retroCaptures(p, "e4"));
  }

  /** A promotion may retro-capture; the letter comes before the bracket. */
  @Test
  void promotionWithRetroCapture() {
    Position p = RETRO.position("2r3k1/3P4/4n3/8/8/8/8/4K3 w - - 0 1");
    assertTrue(retroCaptures(p, "d7").contains("d7xc8q[e6]"), retroCaptures(p, "d7").toString());
    assertEquals("2Q3k1/8/8/8/8/8/8/4K3 b - - 0 1", p.play("d7xc8q[e6]").text());
  }

  @Test
  void invalidPositionNamesTheProblem() {
    ModestTesting.assertRejected(
        RETRO, "8/8/8/4P3/4k3/8/8/4K3 w - - 0 1", "not to move is in check");
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  }
}

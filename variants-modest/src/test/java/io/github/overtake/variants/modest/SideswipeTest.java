package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class SideswipeTest extends ListedCapturesContract {
  private static final Variant SIDESWIPE = VariantRegistry.load().variant("modest-sideswipe");

  private static final List<String> LIVE =
      List.of(
          "r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "4k3/8/8/8/5p1p/3K4/4P3/8 w - - 0 1",
          "r1bqkbnr/pppppppp/2n5/8/2P1P3/8/PP1P1PPP/RNBQKBNR b KQkq e3 0 2",
          "4k3/8/8/8/1p6/4N3/8/4K3 w - - 0 1",
          "8/8/8/8/2k5/8/3P4/4K3 b - - 0 1");

  SideswipeTest() {
    super(SIDESWIPE, Sideswipe::new, LIVE);
  }

  /** The source's examples played from the start (SIDE-1 as corrected, SIDE-2). */
  @Test
  void sourceExamplesFromTheStart() {
    Position a = SIDESWIPE.startPosition().play("e2e4").play("g8f6").play("e4e5");
    assertEquals("f6xd5[e5]", a.parseMove("f6d5").text());
    assertEquals("f6xd5[e5]", a.parseMove("f6xd5").text());
    Position b = SIDESWIPE.startPosition().play("c2c4").play("b8c6").play("e2e4");
    assertEquals("c6xd4[c4,e4]", b.parseMove("c6d4").text());
    assertEquals(
        "r1bqkbnr/pppppppp/8/8/3n4/8/PP1P1PPP/RNBQKBNR w KQkq - 0 3", b.play("c6d4").text());
  }

  /** SIDE-3 and SIDE-4: sideswipe threats against a king are check. */
  @Test
  void sideswipeThreatIsCheck() {
    assertTrue(SIDESWIPE.position("4k3/8/b7/8/8/8/5PPP/6K1 w - - 0 1").isCheck());
    assertTrue(SIDESWIPE.position("8/8/8/8/2k5/8/3P4/4K3 b - - 0 1").isCheck());
  }

  /** SIDE-5: the en-passant reply sideswipes too, so e2e4 is illegal. */
  @Test
  void enPassantSideswipeCounts() {
    Position p = SIDESWIPE.position("4k3/8/8/8/5p1p/3K4/4P3/8 w - - 0 1");
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e2e4"));
  }

  /** A capture onto an occupied square never sideswipes; own men are never removed. */
  @Test
  void capturesAndOwnMenAreNotSideswiped() {
    Position p = SIDESWIPE.position("4k3/8/8/8/1pp5/4N3/8/4K3 w - - 0 1");
    assertEquals("4k3/8/8/8/1pN5/8/8/4K3 b - - 0 1", p.play("e3c4").text());
    Position q = SIDESWIPE.position("4k3/8/8/8/1P6/4N3/8/4K3 w - - 0 1");
    assertEquals("4k3/8/8/8/1PN5/8/8/4K3 b - - 1 1", q.play("e3c4").text());
  }

  @Test
  void invalidPositionNamesTheProblem() {
    ModestTesting.assertRejected(
        SIDESWIPE, "4k3/8/b7/8/8/8/5PPP/6K1 b - - 0 1", "not to move is in check");
  }

  @Override
  protected List<String> shallowAllocationPositions() {
    return List.of("r3k2r/p1pp1pb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class FurloughTest extends ModestVariantContract {
  private static final Variant V = VariantRegistry.load().variant("modest-furlough");

  private static final List<String> STARTS =
      List.of(
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 frozen:-/-",
          "r1bqk2r/pppp1ppp/2n2n2/2b1p3/2B1P3/2N2N2/PPPP1PPP/R1BQK2R w KQkq - 4 4 frozen:-/-",
          "4k3/1pp2p2/3p4/pP2P1p1/2P5/8/5PPP/4K3 w - a6 0 1 frozen:-/-");

  FurloughTest() {
    super(V, Furlough::new, STARTS, 60);
  }

  @Test
  void foreignStateIsRejected() {
    DiplomatTest.assertRejectsForeignState(V, "frozen");
  }

  @Test
  void scholarsMateIsNoMateWhileTheQueenRests() {
    Position p = V.startPosition();
    for (String m : List.of("e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7")) {
      p = p.play(m);
    }
    assertEquals(
        V.position("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4 frozen:f7/-")
            .text(),
        p.text());
    assertFalse(p.isCheck());
    Position atF7 = p;
    assertThrows(IllegalMoveException.class, () -> atF7.parseMove("e8f7"), "c4 guards f7");
    Position a6 = p.play("a7a6");
    for (Move m : a6.legalMoves()) {
      assertFalse(m.text().startsWith("f7"), "the resting queen moves: " + m.text());
    }
    Position mate = a6.play("a2a3");
    assertTrue(mate.isCheck());
    assertEquals("white-wins checkmate", mate.outcome().text());
  }

  @Test
  void restingRookPinsNothing() {
    Position resting = V.position("4k3/4n3/8/4R3/8/8/8/4K3 b - - 0 1 frozen:e5/-");
    assertEquals("e7c6", resting.parseMove("e7c6").text());
    Position free = V.position("4k3/4n3/8/4R3/8/8/8/4K3 b - - 0 1 frozen:-/-");
    assertThrows(IllegalMoveException.class, () -> free.parseMove("e7c6"));
  }

  @Test
  void kingCapturesFreezeNothing() {
    Position p = V.position("4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1 frozen:-/e2");
    assertTrue(p.play("e1e2").text().endsWith(" frozen:-/-"));
  }

  @Test
  void enPassantCapturerRests() {
    Position p = V.position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2 frozen:-/-");
    assertTrue(p.play("e5d6").text().endsWith(" frozen:d6/-"));
  }

  @Test
  void badFrozenTokensAreRejectedWithTheReason() {
    String board = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ";
    assertRejected(board + "frozen:e4/-", "empty");
    assertRejected(board + "frozen:e7/-", "other side");
    assertRejected(board + "frozen:-/e8", "king");
    assertRejected(board + "frozen:e2", "<white>/<black>");
    assertRejected(board + "frozen:z9/-", "neither a square");
  }

  @Test
  void textWithoutTheTokenHasNobodyResting() {
    assertEquals(
        V.startPosition().text(),
        V.position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1").text());
  }

  private static void assertRejected(String text, String reason) {
    InvalidPositionException e =
        assertThrows(InvalidPositionException.class, () -> V.position(text), text);
    assertTrue(e.getMessage().contains(reason), e.getMessage());
  }

  @Override
  protected List<String> allocationPositions() {
    return List.of(STARTS.get(1));
  }
}

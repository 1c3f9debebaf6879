package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Square;
import io.github.overtake.core.Variant;
import io.github.overtake.core.DrawClaimException;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GameTest {
  private final Variant chess = VariantRegistry.load().variant("chess");

  @Test
  void threefoldRepetitionIsClaimedAndFivefoldDrawsAutomatically() {
    Game g = Game.start(chess);
    List<String> shuffle = List.of("g1f3", "g8f6", "f3g1", "f6g8");
    for (int round = 0; round < 4; round++) {
      for (String m : shuffle) {
        assertFalse(g.outcome().isOver(), m);
        g = g.play(m);
        boolean claimable = g.repetitions() >= 3 && !g.outcome().isOver();
        assertEquals(claimable, g.claimableDraw().isPresent(), g.repetitions() + " occurrences");
      }
    }
    // round 2 made the third occurrence: a claim, not an end
    Game third = Game.start(chess);
    for (int i = 0; i < 8; i++) {
      third = third.play(shuffle.get(i % 4));
    }
    assertEquals(3, third.repetitions());
    assertEquals("ongoing", third.outcome().text());
    assertEquals(Optional.of(StandardTermination.REPETITION), third.claimableDraw());
    Game claimed = third.claimDraw();
    assertEquals("draw repetition claimed", claimed.outcome().text());
    assertTrue(((Outcome.Draw) claimed.outcome()).claimed());
    assertThrows(IllegalMoveException.class, () -> claimed.play("e2e4"));
    assertEquals(third.outcome(), claimed.undo().outcome(), "undo takes the claim back");
    // the fifth occurrence ends the game by itself
    assertEquals(5, g.repetitions());
    assertEquals("draw repetition", g.outcome().text());
    assertFalse(((Outcome.Draw) g.outcome()).claimed());
    assertEquals(Optional.empty(), g.claimableDraw());
    Game over = g;
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> over.play("e2e4"));
    assertTrue(e.getMessage().contains("game is over"), e.getMessage());
    assertEquals(4, g.undo().repetitions());
    assertThrows(DrawClaimException.class, over::claimDraw);
  }

  @Test
  void fiftyMovesAreClaimedAndSeventyFiveDrawAutomatically() {
    String kings = "4k3/8/8/8/8/8/8/R3K3 w - - %d 80";
    Game at99 = Game.startingFrom(chess.position(String.format(kings, 99)));
    assertEquals(Optional.empty(), at99.claimableDraw());
    DrawClaimException e = assertThrows(DrawClaimException.class, at99::claimDraw);
    assertTrue(e.getMessage().startsWith("no draw to claim in 4k3/"), e.getMessage());
    Game at100 = at99.play("a1a2");
    assertEquals("ongoing", at100.outcome().text());
    assertEquals(Optional.of(StandardTermination.NO_PROGRESS), at100.claimableDraw());
    assertEquals("draw no-progress claimed", at100.claimDraw().outcome().text());
    Game at150 = Game.startingFrom(chess.position(String.format(kings, 149))).play("a1a2");
    assertEquals("draw no-progress", at150.outcome().text());
    // mate on the 150th ply stands: the move that mates is not drawn
    Game mate = Game.startingFrom(chess.position("6k1/8/6K1/8/8/8/8/R7 w - - 149 80")).play("a1a8");
    assertEquals("white-wins checkmate", mate.outcome().text());
  }

  @Test
  void keysIgnoreTheClocksButEqualityDoesNot() {
    Game g = Game.start(chess);
    for (String m : List.of("Nf3", "Nf6", "Ng1", "Ng8")) {
      g = g.play(m);
    }
    Position start = g.startPosition();
    Position back = g.position();
    assertNotEquals(start, back, "the clocks differ");
    assertEquals(start.repetitionIdentity(), back.repetitionIdentity());
    assertEquals(start.key(), back.key());
    assertEquals(chess.position(back.text()).key(), back.key(), "updated key equals computed key");
    // e3 after 1.e4 cannot be taken en passant, so it is not part of the identity or the key
    Position e4 = start.play("e2e4");
    Position e4NoEp = chess.position(e4.text().replace(" e3 ", " - "));
    assertEquals(e4NoEp.key(), e4.key());
    // where en passant is legal it counts
    Position ep = chess.position("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1").play("e2e4");
    assertNotEquals(chess.position(ep.text().replace(" e3 ", " - ")).key(), ep.key());
  }

  @Test
  void enPassantRightCountsOnlyWhenUsable() {
    // after 1.e4 the en-passant square e3 cannot be used, so the position repeats the one with '-'
    Game g = Game.start(chess).play("e4").play("Nf6").play("Nf3").play("Ng8").play("Ng1");
    assertEquals(2, g.repetitions());
  }

  @Test
  void undoAndHistory() {
    Game g = Game.start(chess).play("e4").play("e5");
    assertEquals(2, g.moves().size());
    assertEquals(3, g.positions().size());
    assertEquals(chess.startPosition().play("e2e4"), g.undo().position());
    assertThrows(IllegalStateException.class, () -> Game.start(chess).undo());
  }

  @Test
  void scholarsMate() {
    Game g = Game.start(chess);
    for (String m : List.of("e4", "e5", "Bc4", "Nc6", "Qh5", "Nf6", "Qxf7#")) {
      g = g.play(m);
    }
    assertEquals(Side.WHITE, g.outcome().winningSide().orElseThrow());
    assertEquals("1-0", g.outcome().result());
    assertEquals("white-wins checkmate", g.outcome().text());
  }

  @Test
  void movesAreValuesWithAccessors() {
    Position p = chess.position("r3k2r/8/8/3pP3/8/8/8/R3K2R w KQkq d6 0 1");
    Move ep = p.parseMove("e5d6");
    assertEquals(List.of("d5"), ep.captures().stream().map(Square::name).toList());
    assertTrue(ep.isCapture());
    Move castle = p.parseMove("O-O");
    assertTrue(castle.isCastling());
    assertEquals("e1", castle.from().orElseThrow().name());
    assertEquals("g1", castle.to().orElseThrow().name());
    assertEquals(castle, p.parseMove("e1g1"));
    assertEquals(castle.hashCode(), p.parseMove("e1g1").hashCode());
    assertFalse(p.isLegal(chess.startPosition().parseMove("e2e4")));
  }
}

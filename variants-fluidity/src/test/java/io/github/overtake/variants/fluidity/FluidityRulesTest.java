package io.github.overtake.variants.fluidity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.InvalidOptionException;
import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class FluidityRulesTest {
  private static final Variant V = VariantRegistry.load().variant("fluidity");

  private static String problems(String text) {
    InvalidPositionException e =
        assertThrows(InvalidPositionException.class, () -> V.position(text));
    return String.join("; ", e.problems());
  }

  @Test
  void optionsAreRejected() {
    assertThrows(InvalidOptionException.class, () -> VariantRegistry.load().variant("fluidity:x=1"));
  }

  @Test
  void invalidPositionsNameTheirProblem() {
    assertTrue(problems("4k3/8/8/8/8/8/8/3KK3 w - - 0 1").contains("White has 2 kings"));
    assertTrue(problems("8/8/8/8/8/8/8/R7 w - - 0 1").contains("White has 0 kings"));
    assertTrue(problems("4k3/8/8/8/8/8/8/4K3 w K - 0 1").contains("castling right K"));
    assertTrue(problems("4k3/8/8/8/8/8/8/4K3 b q - 0 1").contains("castling right q"));
    assertTrue(problems("4k3/8/8/8/8/8/8/4K2R w K e3 0 1").contains("en-passant"));
    assertTrue(problems("4k3/4p3/8/8/8/8/8/4K3 w - - 0 1").contains("'p'"));
  }

  @Test
  void sideNotToMoveMayBeInCheck() {
    Position p = V.position("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1");
    assertFalse(p.isCheck());
    assertEquals(16, p.legalMoves().size());
    assertTrue(V.position("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1").isCheck());
  }

  @Test
  void finishedGameWithoutTheLoserKing() {
    Position p = V.position("8/4R3/8/8/8/8/8/K7 b - - 0 1");
    assertEquals(Outcome.win(Side.WHITE, StandardTermination.KING_CAPTURED), p.outcome());
    assertTrue(p.legalMoves().isEmpty());
    assertThrows(InvalidPositionException.class, () -> V.position("8/4R3/8/8/8/8/8/K7 w - - 0 1"));
  }

  @Test
  void kingCaptureEndsTheGame() {
    Game g = Game.startingFrom(V.position("8/8/4k3/8/8/4n3/8/K3R3 w - - 0 1")).play("e1xe8");
    assertEquals("white-wins king-captured", g.outcome().text());
    assertEquals(
        IllegalMoveReason.GAME_OVER,
        assertThrows(IllegalMoveException.class, () -> g.play("e8e1")).reason());
  }

  @Test
  void castlingTextForms() {
    Position p = V.position("4k3/8/8/8/8/8/8/Rn1bK1nR w KQ - 0 1");
    Move kingside = p.parseMove("O-O");
    Move queenside = p.parseMove("0-0-0");
    assertEquals("e1g1", kingside.text());
    assertEquals("e1c1", queenside.text());
    assertTrue(kingside.isCastling());
    assertEquals(List.of("g1"), kingside.captures().stream().map(s -> s.name()).toList());
    assertEquals(List.of("b1", "d1"), queenside.captures().stream().map(s -> s.name()).toList());
    // (single squares only: core's parser splits a bracket list at its commas, see the report)
    Position q = V.position("4k3/8/8/8/8/8/8/4Kn1R w K - 0 1");
    assertEquals(q.parseMove("O-O"), q.parseMove("e1g1[f1]"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("e1c1[b1]"));
    // a capturing castling resets the clock
    assertEquals(0, V.position("4k3/8/8/8/8/8/8/Rn1bK1nR w KQ - 7 1").play("e1g1").halfmoveClock());
  }

  @Test
  void captureTextForms() {
    Position p = V.position("r6k/8/b7/8/n7/8/7K/R7 w - - 0 1");
    Move m = p.parseMove("a1xa7");
    assertEquals("a1xa7", m.text());
    assertEquals(List.of("a4", "a6"), m.captures().stream().map(s -> s.name()).toList());
    // origin and destination alone name the move too (core convention)
    assertEquals(m, p.parseMove("a1a7"));
    assertEquals(p.parseMove("a1xa5"), p.parseMove("a1a5[a4]"));
    // a bracket that leaves out a captured man: the legal move there is named
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> p.parseMove("a1xa7[a4]"));
    assertEquals(IllegalMoveReason.NOT_AS_WRITTEN, e.reason());
    assertEquals(
        "a legal move goes there, but not as written (a1 to a7; legal: a1xa7)", e.explanation());
    // never onto an enemy (R2)
    assertEquals(
        IllegalMoveReason.CAPTURE_FORBIDDEN,
        assertThrows(IllegalMoveException.class, () -> p.parseMove("a1a8")).reason());
    assertEquals(
        IllegalMoveReason.CAPTURE_FORBIDDEN,
        assertThrows(IllegalMoveException.class, () -> p.parseMove("a1a4")).reason());
  }

  @Test
  void endRulesInOrder() {
    // stalemate loses
    assertEquals(
        "white-wins stalemate", V.position("k7/8/1Q6/8/8/8/8/7K b - - 0 1").outcome().text());
    // checkmate on the 100th quiet ply still wins (D4)
    assertEquals(
        "white-wins checkmate",
        V.position("R6k/8/4N3/8/4B3/8/8/K7 b - - 100 80").outcome().text());
    assertEquals(
        "draw no-progress", V.position("4k3/8/8/8/8/8/8/N3K3 w - - 100 80").outcome().text());
    assertEquals("draw bare-kings", V.position("4k3/8/8/8/8/8/8/4K3 b - - 0 1").outcome().text());
    assertEquals("ongoing", V.position("4k3/8/8/8/8/8/8/N3K3 w - - 0 1").outcome().text());
    assertEquals("bare-kings", FluidityTermination.BARE_KINGS.id());
  }

  @Test
  void threefoldRepetitionDraws() {
    Game g = Game.startingFrom(V.position("4k1n1/8/8/8/8/8/8/1N2K3 w - - 0 1"));
    for (int i = 0; i < 2; i++) {
      g = g.play("b1c3").play("g8f6").play("c3b1").play("f6g8");
    }
    assertEquals(3, g.repetitions());
    assertEquals("draw repetition", g.outcome().text());
  }

  @Test
  void cornerRookLostToAKnightLegDropsTheRight() {
    Position p = V.position("4k2r/8/7N/8/8/8/8/4K3 w k - 0 1").play("h6xg8");
    assertEquals("-", p.castlingRights());
    assertEquals(0, p.halfmoveClock());
  }

  @Test
  void noPawnsNoPromotionNoEnPassant() {
    assertEquals(5, V.pieceTypes().size());
    assertEquals("NBRQK", V.pieceTypes().stream().map(t -> "" + t.letter()).reduce("", String::concat));
  }
}

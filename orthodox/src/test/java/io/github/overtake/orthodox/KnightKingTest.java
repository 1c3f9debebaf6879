package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Outcome;
import io.github.overtake.core.Perft;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The open kit's proof: chess whose knights may also step like a king, written as that rule. */
class KnightKingTest {
  // rules:begin
  /** Chess whose knights may also step like a king; everything else is chess. */
  @com.google.errorprone.annotations.Immutable
  static final class KnightKingRules extends ChessRules {
    @Override
    public String id() {
      return "knightking";
    }

    @Override
    public String description() {
      return "chess whose knights also step like a king";
    }

    @Override
    protected void generatePieceMoves(MutablePosition p, int square, MoveBuffer out) {
      super.generatePieceMoves(p, square, out);
      if (Pieces.type(p.at(square)) == Orthodox.KNIGHT) {
        kit().kingSteps(p, square, out);
      }
    }

    @Override
    public boolean attacked(MutablePosition p, int square, int bySide) {
      for (int d = 0; d < 8; d++) {
        int s = geometry().step(square, d);
        if (s >= 0 && p.at(s) == Pieces.code(Orthodox.KNIGHT, bySide)) {
          return true;
        }
      }
      return super.attacked(p, square, bySide);
    }

    @Override
    protected boolean insufficientMaterial(MutablePosition p) {
      // king and knight-king mate a bare king: only bare kings and lone bishops are dead draws
      return p.countType(0, Orthodox.KNIGHT) + p.countType(1, Orthodox.KNIGHT) == 0
          && super.insufficientMaterial(p);
    }
  }
  // rules:end

  private static final Variant V = LoneVariant.of(new KnightKingRules());

  @Test
  void startIsChessAtLowDepth() {
    assertEquals(20, Perft.count(V.startPosition(), 1));
    assertEquals(400, Perft.count(V.startPosition(), 2));
  }

  @Test
  void knightsStepLikeKings() {
    // Na1: leaps b3 c2, steps a2 b1 b2; Ke1: d1 d2 e2 f1 f2 (chess: 7)
    assertEquals(10, V.position("4k3/8/8/8/8/8/8/N3K3 w - - 0 1").legalMoves().size());
  }

  @Test
  void aKnightNextToTheKingChecks() {
    // Nd2 touches e1: only Kxd2 and Kf2 (d1, e2 touch the knight, f1 is a leap away; chess: 4)
    var p = V.position("4k3/8/8/8/8/8/3n4/4K3 w - - 0 1");
    assertTrue(p.isCheck());
    assertEquals(List.of("e1d2", "e1f2"), p.legalMoves().stream().map(m -> m.text()).sorted().toList());
  }

  @Test
  void castlingUsesTheVariantsAttacks() {
    // nh2 steps to g1: no O-O; O-O-O stays (chess: nh2 leaps to f1, also no O-O)
    var p = V.position("4k3/8/8/8/8/8/7n/R3K2R w KQ - 0 1");
    assertFalse(p.legalMoves().stream().anyMatch(m -> m.text().equals("e1g1")));
    assertTrue(p.legalMoves().stream().anyMatch(m -> m.isCastling()));
    // nd3 in chess gives check by its leap to e1; here nc3 touches d2 and leaps d1: no O-O-O
    var q = V.position("4k3/8/8/8/8/2n5/8/R3K2R w KQ - 0 1");
    assertEquals(1, q.legalMoves().stream().filter(m -> m.isCastling()).count());
  }

  @Test
  void keepsTheDrawsOfChess() {
    assertEquals(
        Outcome.draw(StandardTermination.INSUFFICIENT_MATERIAL),
        V.position("4k3/8/8/8/8/8/8/2B1K3 w - - 0 1").outcome());
    assertFalse(V.position("4k3/8/8/8/8/8/8/N3K3 w - - 0 1").outcome().isOver());
    assertEquals(
        Outcome.draw(StandardTermination.STALEMATE),
        V.position("k7/8/NK6/8/8/8/8/8 b - - 0 1").outcome());
  }
}

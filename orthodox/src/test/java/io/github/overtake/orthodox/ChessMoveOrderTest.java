package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import org.junit.jupiter.api.Test;

/** A chess position lists its moves in one order, however it was reached. */
class ChessMoveOrderTest {
  private final Variant chess = VariantRegistry.load().variant("chess");

  private Position play(String... moves) {
    Position p = chess.startPosition();
    for (String m : moves) {
      p = p.play(m);
    }
    return p;
  }

  @Test
  void aTranspositionListsTheMovesInTheOrderOfTheTextRead() {
    Position kingside = play("Nf3", "Nf6", "Nc3", "Nc6");
    Position queenside = play("Nc3", "Nc6", "Nf3", "Nf6");
    Position read = chess.position(kingside.text());
    assertEquals(kingside, queenside);
    assertEquals(read.legalMoves(), kingside.legalMoves());
    assertEquals(read.legalMoves(), queenside.legalMoves());
  }

  @Test
  void aCaptureLeavesTheOrderOfTheTextRead() {
    Position p = play("e4", "d5", "exd5", "Qxd5", "Nc3", "Qa5", "d4", "Nf6", "Nf3", "c6");
    assertEquals(chess.position(p.text()).legalMoves(), p.legalMoves());
  }
}

package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.overtake.core.InvalidPositionException;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The problems chess names for hand-made positions, word for word: the kings and pawns checks
 * ({@link ChessValidation#kingsAndPawns}, shared with other variants of chess) and what follows
 * them.
 */
class ChessValidationTest {
  private static final Variant CHESS = VariantRegistry.load().variant("chess");

  private static List<String> problems(String fen) {
    return assertThrows(InvalidPositionException.class, () -> CHESS.position(fen)).problems();
  }

  @Test
  void namesEachSideWithoutExactlyOneKing() {
    assertEquals(
        List.of("White has 2 kings, expected 1"), problems("4k3/8/8/8/8/8/8/3KK3 w - - 0 1"));
    assertEquals(
        List.of("Black has 0 kings, expected 1"), problems("8/8/8/8/8/8/8/4K3 w - - 0 1"));
  }

  @Test
  void namesPawnsOnTheFirstOrLastRankOnce() {
    assertEquals(
        List.of("a pawn stands on the first or last rank"),
        problems("P3k3/8/8/8/8/8/8/4K3 w - - 0 1"));
    assertEquals(
        List.of("a pawn stands on the first or last rank"),
        problems("p3k2P/8/8/8/8/8/8/p3K2p w - - 0 1"));
  }

  @Test
  void namesKingsThenPawnsThenCastling() {
    assertEquals(
        List.of(
            "White has 2 kings, expected 1",
            "Black has 0 kings, expected 1",
            "a pawn stands on the first or last rank",
            "castling right K needs the king and rook on their initial squares"),
        problems("8/8/8/8/8/8/8/p3K1K1 w K - 0 1"));
  }
}

package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Knightmate's rules in hand-made positions, and SAN with a roster letter outside {@code NBRQK}:
 * the notation reads the {@code M} it writes.
 */
class KnightmateTest {
  private static final Variant KM = Knightmate.VARIANT;

  private static Set<String> moves(String text) {
    Set<String> out = new TreeSet<>();
    for (Move m : KM.position(text).legalMoves()) {
      out.add(m.text());
    }
    return out;
  }

  @Test
  void theKingLeapsAndAvoidsTheOtherKingsLeaps() {
    // from e4 the leaps d6 and f6 are a leap from the black king on e8
    assertEquals(
        Set.of("e4c3", "e4c5", "e4d2", "e4f2", "e4g3", "e4g5"),
        moves("4k3/8/8/8/4K3/8/8/8 w - - 0 1"));
  }

  @Test
  void aMannNextToTheKingGivesCheck() {
    Position p = KM.position("4k3/4M3/8/8/8/8/8/4K3 b - - 0 1");
    assertTrue(p.isCheck());
    // no leap reaches the mann, and d6 and f6 touch it
    assertEquals(Set.of("e8c7", "e8g7"), moves(p.text()));
  }

  @Test
  void castlingIsRefusedThroughASquareTheEnemyKingLeapsTo() {
    Set<String> moves = moves("8/8/8/8/8/6k1/8/R3K2R w KQ - 0 1"); // g3 leaps to f1
    assertTrue(moves.contains("e1c1"));
    assertFalse(moves.contains("e1g1"));
  }

  @Test
  void sanReadsTheMannItWrites() {
    Position p = KM.position("4k3/1P6/8/8/8/8/8/1M2K3 w - - 0 1");
    Move mann = p.parseMove("b1c2");
    assertEquals("Mc2", San.notation(KM.pieceTypes()).format(p, mann));
    assertEquals(mann, p.parseMove("Mc2"));
    assertEquals(mann, p.parseMove("Mbc2"));
    assertEquals(p.parseMove("e1f3"), p.parseMove("Kf3"));
    Move promotion = p.parseMove("b7b8m");
    assertEquals("b8=M", San.format(p, promotion));
    assertEquals(promotion, p.parseMove("b8=M"));
    assertEquals(promotion, p.parseMove("b8m"));
    // the knight's letter is not this roster's: not SAN here, and no move
    assertThrows(MoveFormatException.class, () -> p.parseMove("Nc2"));
    assertThrows(IllegalMoveException.class, () -> p.parseMove("Md4"));
  }

  @Test
  void sanOfTheOrthodoxRosterIsTheSharedNotation() {
    assertSame(San.notation(), San.notation(Orthodox.pieceTypes()));
    assertSame(San.notation(), new ChessRules().moveNotation().orElseThrow());
    assertFalse(San.notation(Orthodox.pieceTypes()).looksLike("Mc2"));
    assertTrue(San.notation(KM.pieceTypes()).looksLike("Mc2"));
    assertTrue(San.notation(KM.pieceTypes()).looksLike("exd8=M+"));
    assertFalse(San.notation(KM.pieceTypes()).looksLike("Nc2"));
  }

  @Test
  void sanMovesReadBackAsWritten() {
    // the position after them as Fairy-Stockfish 11.1 prints it ("position startpos moves
    // c2c4 c7c5 b1c2 b8c7 e1d3 e8d6", "d")
    Position p = KM.startPosition();
    List<String> sans = List.of("c4", "c5", "Mc2", "Mc7", "Kd3", "Kd6");
    for (String san : sans) {
      Move m = p.parseMove(san);
      assertEquals(san, KM.rules().moveNotation().orElseThrow().format(p, m));
      p = p.play(m);
    }
    assertEquals("r1bq1bmr/ppmppppp/3k4/2p5/2P5/3K4/PPMPPPPP/R1BQ1BMR w - - 4 4", p.text());
  }
}

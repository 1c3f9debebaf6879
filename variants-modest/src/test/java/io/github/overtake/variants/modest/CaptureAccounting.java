package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Move;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import java.util.List;

/**
 * Material accounting for variants without pools: after every legal move, each side has exactly
 * its men before the move minus the men of that side the move captured (men change sides or
 * vanish only by capture, even when a player moves an enemy man).
 */
final class CaptureAccounting {
  private CaptureAccounting() {}

  /**
   * Plays a random game from {@code start} and checks every legal move of every position on the
   * way.
   *
   * @param start the start position
   * @param choices the random choices, each picking a legal move modulo their number
   */
  static void check(Position start, List<Integer> choices) {
    Position p = start;
    for (int choice : choices) {
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        return;
      }
      int[] before = count(p);
      for (Move m : moves) {
        int[] after = count(p.play(m));
        int[] expected = before.clone();
        for (Piece c : m.capturedPieces()) {
          expected[c.side() == Side.WHITE ? 0 : 1]--;
        }
        assertEquals(expected[0], after[0], "white men after " + m.text() + " in " + p.text());
        assertEquals(expected[1], after[1], "black men after " + m.text() + " in " + p.text());
      }
      p = p.play(moves.get(Math.floorMod(choice, moves.size())));
    }
  }

  private static int[] count(Position p) {
    int[] n = new int[2];
    p.board().occupiedSquares().forEach(
        s -> n[p.board().pieceAt(s).orElseThrow().side() == Side.WHITE ? 0 : 1]++);
    return n;
  }
}

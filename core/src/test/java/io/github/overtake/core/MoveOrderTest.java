package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A position lists its moves in one order however it was reached: the test minichess walks its
 * piece lists, which making and unmaking moves reorder, and every {@link Position} puts them back
 * in reading order.
 */
class MoveOrderTest {
  private static final Variant MINI = VariantRegistry.load().variant("test-minichess");

  private static List<String> texts(Position p) {
    List<String> out = new ArrayList<>();
    for (Move m : p.legalMoves()) {
      out.add(m.text());
    }
    return out;
  }

  @Test
  void aPlayedPositionListsItsMovesAsTheSamePositionReadFromText() {
    for (long seed = 0; seed < 40; seed++) {
      Random random = new Random(seed);
      Position p = MINI.startPosition();
      for (int ply = 0; ply < 30 && !p.legalMoves().isEmpty(); ply++) {
        Position read = MINI.position(p.text());
        assertEquals(texts(read), texts(p), "seed " + seed + ", ply " + ply + ": " + p.text());
        List<Move> legal = p.legalMoves();
        p = p.play(legal.get(random.nextInt(legal.size())));
      }
    }
  }

  @Test
  void sortingThePieceListsUndoesTheOrderOfMakeAndUnmake() {
    Position start = MINI.startPosition();
    MutablePosition work = start.toMutable();
    MoveBuffer moves = new MoveBuffer();
    MINI.rules().generateMoves(work, moves);
    moves.mergeRoutes();
    for (int i = 0; i < moves.size(); i++) {
      work.make(moves, i);
      work.unmake();
    }
    work.sortPieceLists();
    MutablePosition read = start.toMutable();
    for (int side = 0; side < 2; side++) {
      assertEquals(read.pieceCount(side), work.pieceCount(side));
      for (int i = 0; i < read.pieceCount(side); i++) {
        assertEquals(read.pieceSquare(side, i), work.pieceSquare(side, i), "side " + side);
      }
    }
  }
}

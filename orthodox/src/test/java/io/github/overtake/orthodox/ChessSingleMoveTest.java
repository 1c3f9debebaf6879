package io.github.overtake.orthodox;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.ArrayList;
import java.util.List;

/**
 * The testkit's single-move properties (one move checked without the listing: coordinate texts on
 * the bitboards, SAN by its fields) on this family, from the FIDE perft positions and Chess960
 * arrays, and bare kings and rooks with every castling right.
 */
class ChessSingleMoveTest extends SingleMoveProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    List<Position> starts = new ArrayList<>();
    for (String fen :
        PerftPositions.fens("startpos", "kiwipete", "position3", "position4", "en-passant")) {
      starts.add(R.variant("chess").position(fen));
    }
    starts.add(R.variant("chess").position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    starts.add(R.variant("chess960").position("rk4r1/8/8/8/8/8/8/RK4R1 w KQkq - 0 1"));
    for (int number : new int[] {518, 0, 959}) {
      starts.add(R.variant("chess960:start=" + number).startPosition());
    }
    return starts;
  }
}

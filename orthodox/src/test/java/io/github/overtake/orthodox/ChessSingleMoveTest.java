package io.github.overtake.orthodox;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.ArrayList;
import java.util.List;

/**
 * The testkit's single-move properties (one move checked without the listing: coordinate texts on
 * the bitboards, SAN by its fields) on this family, from the FIDE perft positions and Chess960
 * arrays.
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
    for (int number : new int[] {518, 0, 959}) {
      starts.add(R.variant("chess960:start=" + number).startPosition());
    }
    return starts;
  }
}

package io.github.overtake.orthodox;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
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
    return List.of(
        R.variant("chess").startPosition(),
        R.variant("chess")
            .position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        R.variant("chess").position("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
        R.variant("chess")
            .position("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"),
        R.variant("chess").position("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"),
        R.variant("chess").position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        R.variant("chess960").position("rk4r1/8/8/8/8/8/8/RK4R1 w KQkq - 0 1"),
        R.variant("chess960:start=518").startPosition(),
        R.variant("chess960:start=0").startPosition(),
        R.variant("chess960:start=959").startPosition());
  }
}

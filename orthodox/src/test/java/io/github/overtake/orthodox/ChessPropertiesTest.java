package io.github.overtake.orthodox;

import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;

/** The testkit's random-game properties on chess, from the start and from a castling middlegame. */
class ChessPropertiesTest extends RandomGameProperties {
  private static final Variant CHESS = VariantRegistry.load().variant("chess");

  @Override
  protected List<Position> starts() {
    return List.of(
        CHESS.startPosition(),
        CHESS.position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"));
  }
}

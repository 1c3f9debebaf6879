package io.github.overtake.orthodox;

import io.github.overtake.core.Position;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;

/** The testkit's random-game properties on Knightmate: its SAN games must read back. */
class KnightmatePropertiesTest extends RandomGameProperties {
  @Override
  protected List<Position> starts() {
    return List.of(
        Knightmate.VARIANT.startPosition(),
        Knightmate.VARIANT.position("r3k2r/pppq1ppp/2m1bm2/3pp3/3PP3/2M1BM2/PPPQ1PPP/R3K2R w KQkq - 0 1"),
        Knightmate.VARIANT.position("4k3/1P6/8/8/8/8/6p1/4K3 w - - 0 1"));
  }
}

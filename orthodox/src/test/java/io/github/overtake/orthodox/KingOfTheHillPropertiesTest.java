package io.github.overtake.orthodox;

import io.github.overtake.core.Position;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;

/** The testkit's conformance properties on King of the Hill, from positions near the hill. */
class KingOfTheHillPropertiesTest extends RandomGameProperties {
  @Override
  protected List<Position> starts() {
    return List.of(
        KingOfTheHill.VARIANT.startPosition(),
        KingOfTheHill.VARIANT.position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"),
        KingOfTheHill.VARIANT.position("8/2k5/8/8/8/8/5K2/8 w - - 0 1"),
        KingOfTheHill.VARIANT.position("4k3/ppp2ppp/8/3pp3/3PP3/8/PPP2PPP/4K3 w - - 0 1"));
  }
}

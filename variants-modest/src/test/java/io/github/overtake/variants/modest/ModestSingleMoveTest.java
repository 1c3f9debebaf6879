package io.github.overtake.variants.modest;

import io.github.overtake.core.Position;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.List;

/** The testkit's single-move properties on every Modest variant (each try picks one start). */
class ModestSingleMoveTest extends SingleMoveProperties {
  @Override
  protected List<Position> starts() {
    return ModestTesting.allStarts();
  }
}

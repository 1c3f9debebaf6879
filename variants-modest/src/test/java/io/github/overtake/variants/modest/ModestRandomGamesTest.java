package io.github.overtake.variants.modest;

import io.github.overtake.core.Position;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;

/** The testkit's random-game properties, with the reasons of illegal moves, on this family. */
class ModestRandomGamesTest extends RandomGameProperties {
  @Override
  protected List<Position> starts() {
    // every Modest variant: each try picks one start at random
    return ModestTesting.allStarts();
  }
}

package io.github.overtake.variants.modest;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;

/** The testkit's random-game properties, with the reasons of illegal moves, on this family. */
class ModestRandomGamesTest extends RandomGameProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("modest-zone").startPosition(),
        R.variant("modest-multicap").startPosition(),
        R.variant("modest-mercenary").startPosition(),
        R.variant("modest-coalition").startPosition(),
        R.variant("modest-battery").startPosition(),
        R.variant("modest-assistance").startPosition(),
        R.variant("modest-reserve").startPosition(),
        R.variant("modest-upgrade").startPosition());
  }
}

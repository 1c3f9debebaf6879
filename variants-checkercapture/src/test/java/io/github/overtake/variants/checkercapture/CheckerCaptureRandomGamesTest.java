package io.github.overtake.variants.checkercapture;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;

/** The testkit's random-game properties, with the reasons of illegal moves, on this family. */
class CheckerCaptureRandomGamesTest extends RandomGameProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("checkercapture").startPosition(),
        R.variant("checkercapture:simple=true").startPosition());
  }
}

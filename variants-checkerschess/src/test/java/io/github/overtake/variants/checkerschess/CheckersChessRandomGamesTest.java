package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;

/** The testkit's random-game properties, with the reasons of illegal moves, on this family. */
class CheckersChessRandomGamesTest extends RandomGameProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("checkerschess").startPosition(),
        R.variant("checkerschess:board=annulus").startPosition(),
        R.variant("checkerschess:board=mobius").startPosition());
  }
}

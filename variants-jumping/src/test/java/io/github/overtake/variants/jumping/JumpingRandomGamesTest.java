package io.github.overtake.variants.jumping;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;

/** The testkit's random-game properties, with the reasons of illegal moves, on this family. */
class JumpingRandomGamesTest extends RandomGameProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("jumping").startPosition(),
        R.variant("jumping:multiJump=true").startPosition());
  }
}

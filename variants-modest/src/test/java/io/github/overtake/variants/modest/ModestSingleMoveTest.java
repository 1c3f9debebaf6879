package io.github.overtake.variants.modest;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.List;

/** The testkit's single-move properties on every Modest variant (each try picks one start). */
class ModestSingleMoveTest extends SingleMoveProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return R.ids().stream()
        .filter(id -> id.startsWith("modest-"))
        .sorted()
        .map(id -> R.variant(id).startPosition())
        .toList();
  }
}

package io.github.overtake.orthodox;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.List;

/** The testkit's single-move properties (one move checked without the listing) on this family. */
class ChessSingleMoveTest extends SingleMoveProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("chess").startPosition());
  }
}

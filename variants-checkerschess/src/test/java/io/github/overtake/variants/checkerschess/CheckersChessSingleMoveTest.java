package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.List;

/** The testkit's single-move properties (one move checked without the listing) on this family. */
class CheckersChessSingleMoveTest extends SingleMoveProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("checkerschess").startPosition(),
        R.variant("checkerschess:board=annulus").startPosition(),
        R.variant("checkerschess:board=mobius,flyingKings=true").startPosition(),
        R.variant("checkerschess:firstType=royal,secondType=checkers").startPosition());
  }
}

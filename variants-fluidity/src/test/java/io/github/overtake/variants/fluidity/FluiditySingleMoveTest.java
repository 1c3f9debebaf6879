package io.github.overtake.variants.fluidity;

import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.ArrayList;
import java.util.List;

/**
 * The testkit's single-move properties (one move checked from its origin's man alone, {@link
 * FluidityRules#generateCandidates}) on this family, which has no options: from the setup, the
 * castling-rich and crowded positions of {@link FluidityCandidatesTest#STARTS}.
 */
class FluiditySingleMoveTest extends SingleMoveProperties {
  private static final Variant FLUIDITY = VariantRegistry.load().variant("fluidity");

  @Override
  protected List<Position> starts() {
    List<Position> starts = new ArrayList<>();
    for (String fen : FluidityCandidatesTest.STARTS) {
      starts.add(FLUIDITY.position(fen));
    }
    return starts;
  }
}

package io.github.overtake.variants.fluidity;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.Allocation;
import org.junit.jupiter.api.Test;

/** The perft path of every option set allocates nothing per node. */
class FluidityAllocationTest {
  private static final VariantRegistry R = VariantRegistry.load();

  @Test
  void perftAllocatesNothingPerNode() {
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("fluidity").startPosition(), 3);
  }
}

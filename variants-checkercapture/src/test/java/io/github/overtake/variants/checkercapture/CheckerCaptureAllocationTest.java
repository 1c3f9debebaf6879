package io.github.overtake.variants.checkercapture;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.Allocation;
import org.junit.jupiter.api.Test;

/** The perft path of every option set allocates nothing per node. */
class CheckerCaptureAllocationTest {
  private static final VariantRegistry R = VariantRegistry.load();

  @Test
  void perftAllocatesNothingPerNode() {
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("checkercapture").startPosition(), 4);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("checkercapture:simple=true,displacement=true").startPosition(), 4);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("checkercapture:goal=semi-misere").startPosition(), 4);
  }
}

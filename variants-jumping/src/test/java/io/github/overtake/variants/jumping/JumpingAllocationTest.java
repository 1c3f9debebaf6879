package io.github.overtake.variants.jumping;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.Allocation;
import org.junit.jupiter.api.Test;

/** The perft path of every option set allocates nothing per node. */
class JumpingAllocationTest {
  private static final VariantRegistry R = VariantRegistry.load();

  @Test
  void perftAllocatesNothingPerNode() {
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("jumping").startPosition(), 3);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("jumping:multiJump=true,doubleKnights=true").startPosition(), 3);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("jumping:checkmate=true,quickEvacuation=true").startPosition(), 3);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("jumping:mini=true,multiJump=true,checkmate=true").startPosition(), 3);
  }
}

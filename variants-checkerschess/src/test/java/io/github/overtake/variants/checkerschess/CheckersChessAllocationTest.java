package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.Allocation;
import org.junit.jupiter.api.Test;

/** The perft path of every option set allocates nothing per node. */
class CheckersChessAllocationTest {
  private static final VariantRegistry R = VariantRegistry.load();

  @Test
  void perftAllocatesNothingPerNode() {
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("checkerschess:board=mobius").startPosition(), 4);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("chess-checkers").startPosition(), 4);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("checkerschess:board=annulus,flyingKings=true,firstGoal=lenient").startPosition(), 4);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant("checkerschess:firstType=nonroyal,secondType=nonroyal,firstGoal=lenient,secondGoal=lenient,castling=false").startPosition(), 3);
  }
}

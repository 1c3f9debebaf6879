package io.github.overtake.orthodox;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.Allocation;
import org.junit.jupiter.api.Test;

class ChessAllocationTest {
  @Test
  void perftAllocatesNothingPerNode() {
    Allocation.assertPerftAllocatesNothingPerNode(
        VariantRegistry.load().variant("chess").startPosition(), 4);
    Allocation.assertPerftAllocatesNothingPerNode(
        VariantRegistry.load().variant("chess")
            .position("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
        3);
  }
}

package io.github.overtake.variants.modest;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.testing.Allocation;
import org.junit.jupiter.api.Test;

/**
 * The perft path of Gentry, Phantom, Relief, Repatriation and Reserve allocates nothing per node,
 * from the start and from positions where men wait to re-enter or a reserve can be swapped.
 */
class ReturnsAllocationTest {
  private static final VariantRegistry R = VariantRegistry.load();

  private static void check(String id, String text) {
    Allocation.assertPerftAllocatesNothingPerNode(R.variant(id).position(text), 3);
  }

  @Test
  void gentry() {
    check("modest-gentry", "r3k2r/8/8/7n/8/8/8/R3K2R w KQkq - 0 1 reenter:N/-");
  }

  @Test
  void phantom() {
    check("modest-phantom", "4k3/8/8/3p4/8/2N5/8/R3K3 w Q - 0 1 reenter:B/-");
  }

  @Test
  void relief() {
    check("modest-relief", "4k3/4p3/8/3p4/4P3/8/3P4/4K3 w - - 0 1 reenter:P/p");
  }

  @Test
  void repatriation() {
    check("modest-repatriation", "r3k3/8/8/8/8/8/8/R3K3[R] w Q - 0 1 reenter:-/-");
  }

  @Test
  void reserve() {
    check("modest-reserve", "r3k3/8/b7/8/8/8/8/R3KN1R w KQq - 0 1 reserve:B/-");
  }
}

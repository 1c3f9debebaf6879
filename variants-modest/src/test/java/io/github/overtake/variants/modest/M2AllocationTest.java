package io.github.overtake.variants.modest;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.Allocation;
import org.junit.jupiter.api.Test;

/**
 * The perft path of Assistance, Battery, Coalition, Mercenary, Zone and Multicap allocates nothing
 * per node, from the start and from a position where each special rule is live.
 */
class M2AllocationTest {
  private static final VariantRegistry R = VariantRegistry.load();

  private static void check(String id, String live) {
    Allocation.assertPerftAllocatesNothingPerNode(R.variant(id).startPosition(), 3);
    Allocation.assertPerftAllocatesNothingPerNode(R.variant(id).position(live), 3);
  }

  @Test
  void assistance() {
    check("modest-assistance", "2r1k3/3n4/4b3/1Q3N2/2B5/4R3/3K4/8 b - - 0 1");
  }

  @Test
  void battery() {
    check("modest-battery", "4k3/8/8/2pP3r/8/8/8/3RK3 w - c6 0 2");
  }

  @Test
  void coalition() {
    check("modest-coalition", "3r3k/2P1p3/8/8/3Q4/8/1p3P2/R6K w - - 0 1");
  }

  @Test
  void mercenary() {
    check("modest-mercenary", "R1N1k3/1P6/8/8/8/8/8/4K3 b - - 0 1");
  }

  @Test
  void zone() {
    check("modest-zone", "4k3/2r5/8/8/3n2p1/1b5n/8/4K3 w - - 0 1");
  }

  @Test
  void multicap() {
    check("modest-multicap", "r3k3/8/8/8/2B5/8/8/N3K2n w q - 0 1");
  }
}

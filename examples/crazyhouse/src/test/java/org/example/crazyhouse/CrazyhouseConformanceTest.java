package org.example.crazyhouse;

import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.PerftFixtures;
import io.github.overtake.testkit.RandomGameProperties;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The testkit's conformance suite: perft fixtures, random-game properties (registration is checked
 * in {@link CrazyhouseRegistrationTest}).
 */
class CrazyhouseConformanceTest extends RandomGameProperties {
  static final Variant CRAZYHOUSE = VariantRegistry.load().variant("crazyhouse");

  @TestFactory
  Stream<DynamicTest> perftFixtures() {
    return PerftFixtures.tests("/perft/crazyhouse.perft");
  }

  @Override
  protected List<Position> starts() {
    return List.of(
        CRAZYHOUSE.startPosition(),
        CRAZYHOUSE.position("r3k2r/8/8/8/8/8/8/R3K2R[QBBNNPPPPPPPPqbbnnpppppppp] w KQkq - 0 1"),
        CRAZYHOUSE.position("4k3/1P6/8/8/8/8/8/4K3[] w - - 0 1"));
  }
}

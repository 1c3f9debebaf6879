package io.github.overtake.variants.fluidity;

import io.github.overtake.testkit.PerftFixtures;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class FluidityPerftTest {
  @TestFactory
  Stream<DynamicTest> fixtures() {
    return PerftFixtures.tests("/perft/fluidity.perft");
  }
}

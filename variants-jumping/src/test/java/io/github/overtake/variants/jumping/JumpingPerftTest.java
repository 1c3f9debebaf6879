package io.github.overtake.variants.jumping;

import io.github.overtake.testkit.PerftFixtures;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class JumpingPerftTest {
  @TestFactory
  Stream<DynamicTest> fixtures() {
    return PerftFixtures.tests("/perft/jumping.perft");
  }
}

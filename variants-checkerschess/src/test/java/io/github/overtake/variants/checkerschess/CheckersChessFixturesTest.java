package io.github.overtake.variants.checkerschess;

import io.github.overtake.testkit.PerftFixtures;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class CheckersChessFixturesTest {
  @TestFactory
  Stream<DynamicTest> fixtures() {
    return PerftFixtures.tests("/perft/checkerschess.perft");
  }

  @TestFactory
  Stream<DynamicTest> classic() {
    return PerftFixtures.tests("/perft/classic.perft");
  }
}

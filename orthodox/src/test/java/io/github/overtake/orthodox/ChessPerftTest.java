package io.github.overtake.orthodox;

import io.github.overtake.testkit.PerftFixtures;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class ChessPerftTest {
  @TestFactory
  Stream<DynamicTest> standardSuite() {
    return PerftFixtures.tests("/perft/chess.perft");
  }
}

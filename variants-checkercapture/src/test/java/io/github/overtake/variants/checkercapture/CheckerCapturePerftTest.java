package io.github.overtake.variants.checkercapture;

import io.github.overtake.testkit.PerftFixtures;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class CheckerCapturePerftTest {
  @TestFactory
  Stream<DynamicTest> fixtures() {
    return PerftFixtures.tests("/perft/checkercapture.perft");
  }
}

package org.example.crazyhouse;

import io.github.overtake.testkit.ProviderRegistration;
import org.junit.jupiter.api.Test;

/**
 * The provider is registered for the class path and the module path. A class of its own, without
 * a static {@code Variant}: where the registration is wrong, loading the variant in a static
 * field fails the class before any test runs, and this one still says what is missing.
 */
class CrazyhouseRegistrationTest {
  @Test
  void registeredForTheClassPathAndTheModulePath() {
    ProviderRegistration.assertRegistered(CrazyhouseProvider.class, "crazyhouse");
  }
}

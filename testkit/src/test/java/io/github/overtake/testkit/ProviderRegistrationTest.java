package io.github.overtake.testkit;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/**
 * {@link ProviderRegistration#assertRegisteredTwice}'s failures name the file that is missing or
 * wrong and what it must hold; a module that registers its provider both ways passes. This class
 * stands for the provider: the check reads only its name.
 */
class ProviderRegistrationTest {
  private static final String PROVIDER = "org.example.Provider";
  private static final String SERVICES =
      "src/main/resources/META-INF/services/io.github.overtake.core.spi.VariantProvider";
  private static final String MODULE_INFO = "src/main/java/module-info.java";

  private static void write(Path dir, String file, String text) throws IOException {
    Path p = dir.resolve(file);
    Files.createDirectories(p.getParent());
    Files.writeString(p, text, StandardCharsets.UTF_8);
  }

  private static String failure(Path dir) {
    return assertThrows(
            AssertionFailedError.class,
            () -> ProviderRegistration.assertRegisteredTwice(ProviderRegistrationTest.class, dir))
        .getMessage();
  }

  @Test
  void aMissingServicesFileIsNamedWithTheLineItNeeds(@TempDir Path dir) {
    String message = failure(dir);
    assertTrue(message.contains(SERVICES), message);
    assertTrue(message.contains("the line " + ProviderRegistrationTest.class.getName()), message);
    assertTrue(message.contains("module's directory"), message);
  }

  @Test
  void aMissingModuleInfoIsNamedWithTheProvidesItNeeds(@TempDir Path dir) throws IOException {
    write(dir, SERVICES, ProviderRegistrationTest.class.getName() + "\n");
    String message = failure(dir);
    assertTrue(message.contains(MODULE_INFO), message);
    assertTrue(message.contains("provides io.github.overtake.core.spi.VariantProvider with"), message);
  }

  @Test
  void aServicesFileNamingAnotherClassSaysWhatItNames(@TempDir Path dir) throws IOException {
    write(dir, SERVICES, PROVIDER + "\n");
    write(
        dir,
        MODULE_INFO,
        "module m { provides io.github.overtake.core.spi.VariantProvider with " + PROVIDER + "; }");
    String message = failure(dir);
    assertTrue(message.contains("names [" + PROVIDER + "]"), message);
    assertTrue(message.contains("not the provider " + ProviderRegistrationTest.class.getName()), message);
  }

  @Test
  void bothRegistrationsPass(@TempDir Path dir) throws IOException {
    String name = ProviderRegistrationTest.class.getName();
    write(dir, SERVICES, "# the provider\n" + name + "\n");
    write(
        dir,
        MODULE_INFO,
        "module m {\n  provides io.github.overtake.core.spi.VariantProvider with\n      "
            + name
            + ";\n}\n");
    ProviderRegistration.assertRegisteredTwice(ProviderRegistrationTest.class, dir);
  }
}

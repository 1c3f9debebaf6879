package io.github.overtake.core.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that a module registers its variant provider twice and consistently: in {@code
 * META-INF/services} for the class path and in {@code module-info.java}'s {@code provides} for the
 * module path. Run from the module's directory (Maven's default working directory for tests).
 */
public final class ProviderRegistration {
  private static final Pattern PROVIDES =
      Pattern.compile(
          "provides\\s+io\\.github\\.overtake\\.core\\.spi\\.VariantProvider\\s+with\\s+([\\w.]+)\\s*;");

  private ProviderRegistration() {}

  /** Asserts that both registrations name exactly {@code provider}. */
  public static void assertRegisteredTwice(Class<?> provider) {
    try {
      String services =
          Files.readString(
                  Path.of(
                      "src/main/resources/META-INF/services/"
                          + "io.github.overtake.core.spi.VariantProvider"),
                  StandardCharsets.UTF_8)
              .strip();
      String moduleInfo =
          Files.readString(Path.of("src/main/java/module-info.java"), StandardCharsets.UTF_8);
      Matcher m = PROVIDES.matcher(moduleInfo);
      assertTrue(m.find(), "module-info.java provides no VariantProvider:\n" + moduleInfo);
      assertEquals(provider.getName(), services, "META-INF/services names another class");
      assertEquals(services, m.group(1), "module-info.java and META-INF/services disagree");
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}

package io.github.overtake.variants.fluidity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class FluidityRegistrationTest {
  @Test
  void registryResolvesTheFamily() {
    VariantRegistry registry = VariantRegistry.load();
    assertTrue(registry.ids().contains("fluidity"));
    Variant v = registry.variant("fluidity");
    assertEquals("fluidity", v.id());
    assertEquals("fluidity", v.spec());
    assertInstanceOf(FluidityRules.class, v.rules());
    assertEquals(FluidityRules.START, v.startPosition().text());
    assertTrue(registry.presets().keySet().stream().noneMatch(k -> k.startsWith("fluidity")));
  }

  @Test
  void servicesFileAndModuleInfoNameTheSameProvider() throws IOException {
    String services =
        Files.readString(
                Path.of(
                    "src/main/resources/META-INF/services/"
                        + "io.github.overtake.core.spi.VariantProvider"),
                StandardCharsets.UTF_8)
            .strip();
    String moduleInfo =
        Files.readString(Path.of("src/main/java/module-info.java"), StandardCharsets.UTF_8);
    Matcher m =
        Pattern.compile("provides\\s+io\\.github\\.overtake\\.core\\.spi\\.VariantProvider\\s+with"
                + "\\s+([\\w.]+)\\s*;")
            .matcher(moduleInfo);
    assertTrue(m.find(), "module-info provides a VariantProvider");
    assertEquals(FluidityProvider.class.getName(), services);
    assertEquals(services, m.group(1));
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.base.Splitter;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.VariantProvider;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Every Modest provider is registered in both {@code META-INF/services} and {@code
 * module-info.java}, and each gives its variant under {@code modest-<name>}.
 */
class ModestRegistrationTest {
  private static final Pattern PROVIDES =
      Pattern.compile(
          "provides\\s+io\\.github\\.overtake\\.core\\.spi\\.VariantProvider\\s+with\\s+([\\w.,\\s]+);");

  static Set<String> servicesFile() throws IOException {
    String services =
        Files.readString(
            Path.of("src/main/resources/META-INF/services/io.github.overtake.core.spi.VariantProvider"),
            StandardCharsets.UTF_8);
    Set<String> names = new TreeSet<>();
    for (String line : services.lines().toList()) {
      String l = line.strip();
      if (!l.isEmpty() && !l.startsWith("#")) {
        names.add(l);
      }
    }
    return names;
  }

  static Set<String> moduleInfo() throws IOException {
    String info = Files.readString(Path.of("src/main/java/module-info.java"), StandardCharsets.UTF_8);
    Matcher m = PROVIDES.matcher(info);
    assertTrue(m.find(), "module-info.java provides no VariantProvider");
    Set<String> names = new TreeSet<>();
    for (String part : Splitter.on(',').trimResults().split(m.group(1))) {
      names.add(part);
    }
    return names;
  }

  @Test
  void servicesAndModuleInfoNameTheSameProviders() throws IOException {
    assertEquals(servicesFile(), moduleInfo());
  }

  @Test
  void everyProviderGivesItsVariant() throws Exception {
    VariantRegistry registry = VariantRegistry.load();
    for (String name : servicesFile()) {
      VariantProvider provider =
          Class.forName(name).asSubclass(VariantProvider.class).getDeclaredConstructor().newInstance();
      assertTrue(provider.id().startsWith("modest-"), provider.id());
      assertTrue(provider.options().isEmpty(), provider.id() + " has no options");
      assertEquals(provider.id(), registry.variant(provider.id()).rules().id());
      assertEquals(provider.id(), provider.create(java.util.Map.of()).id());
    }
  }
}

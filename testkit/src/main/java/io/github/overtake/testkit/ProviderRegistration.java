package io.github.overtake.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.VariantProvider;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.module.ModuleDescriptor;
import java.lang.module.ModuleFinder;
import java.lang.module.ModuleReference;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Checks that a module registers its variant provider twice and consistently: in {@code
 * META-INF/services} for the class path and in {@code module-info.java}'s {@code provides} for the
 * module path, and that both registrations work. Paths are relative to the module's directory
 * (Maven's working directory for tests).
 */
public final class ProviderRegistration {
  private static final String SERVICE = VariantProvider.class.getName();

  private static final Pattern PROVIDES =
      Pattern.compile(
          "provides\\s+io\\.github\\.overtake\\.core\\.spi\\.VariantProvider\\s+with\\s+([\\w.,\\s]+?)\\s*;");

  private ProviderRegistration() {}

  /**
   * Runs every check of this class for one provider: {@link #assertRegisteredTwice}, {@link
   * #assertServiceLoaderFinds} and {@link #assertModuleProvides}.
   *
   * @param provider the provider class
   * @param id the variant id it registers
   */
  public static void assertRegistered(Class<? extends VariantProvider> provider, String id) {
    assertRegisteredTwice(provider);
    assertServiceLoaderFinds(provider, id);
    assertModuleProvides(provider);
  }

  /**
   * Asserts that {@code src/main/resources/META-INF/services/...VariantProvider} and {@code
   * src/main/java/module-info.java} both name {@code provider}, and name the same providers in
   * the same order (a module may register several families, as the orthodox kit registers {@code
   * chess} and {@code chess960}).
   *
   * @param provider the provider class
   */
  public static void assertRegisteredTwice(Class<?> provider) {
    assertRegisteredTwice(provider, Path.of(""));
  }

  /** {@link #assertRegisteredTwice(Class)} for the module in {@code moduleDir}. */
  static void assertRegisteredTwice(Class<?> provider, Path moduleDir) {
    Path servicesFile = moduleDir.resolve("src/main/resources/META-INF/services/" + SERVICE);
    Path moduleInfoFile = moduleDir.resolve("src/main/java/module-info.java");
    String services =
        read(servicesFile, "the class path's registration, the line " + provider.getName())
            .strip();
    String moduleInfo =
        read(
            moduleInfoFile,
            "the module path's registration, provides " + SERVICE + " with " + provider.getName());
    Matcher m = PROVIDES.matcher(moduleInfo);
    assertTrue(
        m.find(),
        () ->
            moduleInfoFile
                + " provides no VariantProvider: add provides "
                + SERVICE
                + " with "
                + provider.getName()
                + ";\n"
                + moduleInfo);
    List<String> listed = new ArrayList<>();
    for (String line : services.split("\n", -1)) {
      String name = line.strip();
      if (!name.isEmpty() && !name.startsWith("#")) {
        listed.add(name);
      }
    }
    List<String> provided = new ArrayList<>();
    for (String name : m.group(1).split(",", -1)) {
      provided.add(name.strip());
    }
    assertTrue(
        listed.contains(provider.getName()),
        () -> servicesFile + " names " + listed + ", not the provider " + provider.getName());
    assertEquals(listed, provided, "module-info.java and META-INF/services disagree");
  }

  /** The text of {@code file}, or a failure saying which file is missing and what it holds. */
  private static String read(Path file, String holds) {
    assertTrue(
        Files.isRegularFile(file),
        () ->
            "no file "
                + file
                + " ("
                + file.toAbsolutePath()
                + "): it holds "
                + holds
                + ". ProviderRegistration reads it from the module's directory, Maven's working"
                + " directory for tests");
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Asserts that {@link ServiceLoader} finds {@code provider} on the class path, that {@link
   * VariantRegistry#load()} resolves {@code id}, and that the provider's id is {@code id}.
   *
   * @param provider the provider class
   * @param id the variant id it registers
   */
  public static void assertServiceLoaderFinds(Class<? extends VariantProvider> provider, String id) {
    List<String> found = new ArrayList<>();
    for (ServiceLoader.Provider<VariantProvider> p :
        ServiceLoader.load(VariantProvider.class).stream().toList()) {
      found.add(p.type().getName());
    }
    assertTrue(found.contains(provider.getName()), "ServiceLoader finds only " + found);
    VariantRegistry registry = VariantRegistry.load();
    assertTrue(registry.ids().contains(id), "the registry lists only " + registry.ids());
    assertEquals(id, registry.variant(id).rules().id(), "the rule set's id");
  }

  /**
   * Asserts that the compiled module descriptor in {@code target/classes} (the one the module path
   * reads) provides {@code VariantProvider} with {@code provider}.
   *
   * @param provider the provider class
   */
  public static void assertModuleProvides(Class<?> provider) {
    List<ModuleReference> modules =
        new ArrayList<>(ModuleFinder.of(Path.of("target/classes")).findAll());
    assertEquals(1, modules.size(), "target/classes holds no compiled module-info");
    ModuleDescriptor d = modules.get(0).descriptor();
    boolean provides =
        d.provides().stream()
            .anyMatch(p -> p.service().equals(SERVICE) && p.providers().contains(provider.getName()));
    assertTrue(provides, "module " + d.name() + " does not provide " + SERVICE + " with " + provider);
    assertTrue(
        d.packages().contains(provider.getPackageName()),
        "the provider's package is not in module " + d.name());
  }
}

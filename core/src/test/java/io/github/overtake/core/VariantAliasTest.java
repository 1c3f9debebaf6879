package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import io.github.overtake.thirdparty.MinichessProvider;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Variant names as other programs write them: ids in any case, and providers' aliases. */
class VariantAliasTest {
  /** The test minichess under another id, with aliases. */
  private static final class Aliased implements VariantProvider {
    private final VariantProvider base = new MinichessProvider();
    private final String id;
    private final Map<String, String> aliases;

    Aliased(String id, Map<String, String> aliases) {
      this.id = id;
      this.aliases = aliases;
    }

    @Override
    public String id() {
      return id;
    }

    @Override
    public String description() {
      return base.description();
    }

    @Override
    public List<OptionSpec> options() {
      return base.options();
    }

    @Override
    public Map<String, String> aliases() {
      return aliases;
    }

    @Override
    public RuleSet create(Map<String, String> options) {
      return base.create(options);
    }
  }

  @Test
  void idsMatchWithoutRegardToCase() {
    VariantRegistry registry = VariantRegistry.load();
    assertSame(registry.variant("test-minichess"), registry.variant("Test-Minichess"));
    assertSame(registry.variant("test-minichess"), registry.variant(" TEST-MINICHESS "));
  }

  @Test
  void aliasesOfProvidersNameTheirSpecs() {
    VariantRegistry registry =
        VariantRegistry.of(
            new Aliased(
                "test-minichess", Map.of("Small Chess", "test-minichess", "TEST-minichess", "x")));
    String spec = registry.variant("test-minichess").spec();
    assertEquals(spec, registry.variant("small chess").spec());
    assertEquals(spec, registry.variant("SMALL  CHESS").spec());
    assertEquals("test-minichess", registry.aliases().get("small chess"));
    assertFalse(registry.aliases().containsKey("test-minichess"), "an alias never hides an id");
    assertThrows(UnknownVariantException.class, () -> registry.variant("smallchess"));
  }

  @Test
  void twoProvidersCannotClaimOneAlias() {
    VariantDefinitionException e =
        assertThrows(
            VariantDefinitionException.class,
            () ->
                VariantRegistry.of(
                    new Aliased("one-mini", Map.of("Mini", "one-mini")),
                    new Aliased("two-mini", Map.of("mini", "two-mini"))));
    assertTrue(e.getMessage().contains("'mini'"), e.getMessage());
  }

  @Test
  void commonPgnNamesOnlyWhereTheirFamilyIsRegistered() {
    VariantRegistry registry = VariantRegistry.of(new MinichessProvider());
    assertTrue(registry.aliases().isEmpty(), "no chess, no 'Standard'");
    assertThrows(UnknownVariantException.class, () -> registry.variant("Standard"));
  }
}

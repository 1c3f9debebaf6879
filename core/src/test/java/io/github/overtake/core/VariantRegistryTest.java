package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.thirdparty.MinichessProvider;
import org.junit.jupiter.api.Test;

class VariantRegistryTest {
  private final VariantRegistry registry = VariantRegistry.load();

  @Test
  void unknownVariantListsWhatIsKnown() {
    UnknownVariantException e =
        assertThrows(UnknownVariantException.class, () -> registry.variant("test-minichesss"));
    assertTrue(e.getMessage().contains("'test-minichesss'"), e.getMessage());
    assertTrue(e.getMessage().contains("test-minichess"), e.getMessage());
    assertTrue(e.known().contains("test-minichess"));
  }

  @Test
  void unknownVariantOfAnOvertakeModuleNamesTheModule() {
    UnknownVariantException e =
        assertThrows(UnknownVariantException.class, () -> registry.variant("jumping:mini=true"));
    assertTrue(
        e.getMessage().contains("registered by io.github.overtake:overtake-variants-jumping"),
        e.getMessage());
    String modest =
        assertThrows(UnknownVariantException.class, () -> registry.variant("modest-zone"))
            .getMessage();
    assertTrue(modest.contains("overtake-variants-modest"), modest);
    String other =
        assertThrows(UnknownVariantException.class, () -> registry.variant("nosuch")).getMessage();
    assertFalse(other.contains("registered by"), other);
  }

  @Test
  void badOptionsNameTheOptions() {
    InvalidOptionException unknownKey =
        assertThrows(InvalidOptionException.class, () -> registry.variant("test-minichess:fast=true"));
    assertTrue(unknownKey.getMessage().contains("unknown option 'fast'"), unknownKey.getMessage());
    InvalidOptionException badValue =
        assertThrows(
            InvalidOptionException.class, () -> registry.variant("test-minichess:array=big"));
    assertTrue(badValue.getMessage().contains("gardner, empty"), badValue.getMessage());
    assertThrows(InvalidOptionException.class, () -> registry.variant("test-minichess:array"));
    assertThrows(InvalidOptionException.class, () -> registry.variant("x".repeat(600)));
    assertThrows(UnknownVariantException.class, () -> registry.variant(null));
  }

  @Test
  void specsAreCanonicalAndCached() {
    Variant a = registry.variant("test-minichess");
    Variant b = registry.variant("test-minichess:array=gardner");
    assertSame(a, b);
    assertEquals("test-minichess:array=empty", registry.variant("test-minichess:array=empty").spec());
  }

  @Test
  void duplicateIdsAreAProviderBug() {
    VariantDefinitionException e =
        assertThrows(
            VariantDefinitionException.class,
            () -> VariantRegistry.of(new MinichessProvider(), new MinichessProvider()));
    assertTrue(e.getMessage().contains("registered twice"), e.getMessage());
  }

  @Test
  void explicitRegistry() {
    VariantRegistry r = VariantRegistry.of(new MinichessProvider());
    assertThrows(UnknownVariantException.class, () -> r.variant("chess"));
  }


  /**
   * Minichess's rule sets under another family id and description: the rule sets still report
   * {@code test-minichess}.
   */
  private static io.github.overtake.core.spi.VariantProvider minichessAs(
      String id, String description) {
    MinichessProvider inner = new MinichessProvider();
    return new io.github.overtake.core.spi.VariantProvider() {
      @Override
      public String id() {
        return id;
      }

      @Override
      public String description() {
        return description;
      }

      @Override
      public java.util.List<io.github.overtake.core.spi.OptionSpec> options() {
        return inner.options();
      }

      @Override
      public io.github.overtake.core.spi.RuleSet create(java.util.Map<String, String> options) {
        return inner.create(options);
      }
    };
  }

  @Test
  void theRuleSetMustReportTheProvidersId() {
    io.github.overtake.core.spi.VariantProvider renamed =
        minichessAs("renamed", "a provider whose rule set reports another id");
    VariantDefinitionException e =
        assertThrows(
            VariantDefinitionException.class, () -> VariantRegistry.of(renamed).variant("renamed"));
    assertTrue(e.getMessage().contains("must equal VariantDefinition.id()"), e.getMessage());
  }

  @Test
  void anOptionGivenTwiceIsRefused() {
    InvalidOptionException e =
        assertThrows(
            InvalidOptionException.class,
            () -> registry.variant("test-minichess:array=gardner,array=empty"));
    assertTrue(e.getMessage().contains("'array' is given twice"), e.getMessage());
  }

  @Test
  void theCacheKeepsTheMostRecentlyUsed() {
    VariantRegistry r = registry.withLimits(Limits.DEFAULT.withCachedVariants(2));
    Variant gardner = r.variant("test-minichess:array=gardner");
    assertSame(gardner, r.variant("test-minichess:array=gardner"));
    Variant empty = r.variant("test-minichess:array=empty");
    assertSame(gardner, r.variant("test-minichess:array=gardner")); // now the most recent
    assertSame(gardner, r.variant("test-minichess")); // a third entry: the least recent goes
    Variant rebuilt = r.variant("test-minichess:array=empty");
    assertNotSame(empty, rebuilt);
    assertEquals(empty, rebuilt);
    assertSame(gardner, r.variant("test-minichess"));
    assertEquals(2, r.limits().cachedVariants());
  }

  @Test
  void oneProviderMayListSeveralVariants() {
    MinichessProvider inner = new MinichessProvider();
    io.github.overtake.core.spi.VariantDefinition renamed = minichessAs("test-other", "another");
    io.github.overtake.core.spi.VariantProvider both =
        new io.github.overtake.core.spi.VariantProvider() {
          @Override
          public java.util.List<io.github.overtake.core.spi.VariantDefinition> variants() {
            return java.util.List.of(inner, renamed);
          }
        };
    VariantRegistry r = VariantRegistry.of(both);
    assertEquals(java.util.List.of("test-minichess", "test-other"), r.ids());
    assertEquals(java.util.List.of(both), r.providers());
    assertEquals(2, r.definitions().size());
    assertEquals("test-minichess", r.variant("test-minichess").rules().id());
    // the second definition's rule set reports another id: refused as for the single form
    assertThrows(VariantDefinitionException.class, () -> r.variant("test-other"));
    // the same id listed twice is a provider bug
    io.github.overtake.core.spi.VariantProvider twice =
        new io.github.overtake.core.spi.VariantProvider() {
          @Override
          public java.util.List<io.github.overtake.core.spi.VariantDefinition> variants() {
            return java.util.List.of(inner, inner);
          }
        };
    String msg = assertThrows(VariantDefinitionException.class, () -> VariantRegistry.of(twice))
        .getMessage();
    assertTrue(msg.contains("registered twice"), msg);
  }

  @Test
  void aProviderOfNeitherFormIsAProviderBug() {
    io.github.overtake.core.spi.VariantProvider empty =
        new io.github.overtake.core.spi.VariantProvider() {};
    String msg = assertThrows(VariantDefinitionException.class, () -> VariantRegistry.of(empty))
        .getMessage();
    assertTrue(msg.contains("implements neither"), msg);
  }

  @Test
  void nullProvidersFailAsDocumented() {
    assertEquals("providers", assertThrows(NullPointerException.class,
        () -> VariantRegistry.of((io.github.overtake.core.spi.VariantProvider[]) null))
        .getMessage());
    assertEquals("providers[1]", assertThrows(NullPointerException.class,
        () -> VariantRegistry.of(new MinichessProvider(), null)).getMessage());
  }
}

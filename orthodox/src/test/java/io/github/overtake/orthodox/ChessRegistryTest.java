package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.InvalidOptionException;
import io.github.overtake.core.UnknownVariantException;
import io.github.overtake.core.VariantDefinitionException;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.ProviderRegistration;
import org.junit.jupiter.api.Test;

class ChessRegistryTest {
  private final VariantRegistry registry = VariantRegistry.load();

  @Test
  void chessIsRegistered() {
    assertEquals("chess", registry.variant("chess").spec());
    UnknownVariantException e =
        assertThrows(UnknownVariantException.class, () -> registry.variant("chesss"));
    assertTrue(e.known().contains("chess"));
    InvalidOptionException unknownKey =
        assertThrows(InvalidOptionException.class, () -> registry.variant("chess:fast=true"));
    assertTrue(unknownKey.getMessage().contains("unknown option 'fast'"), unknownKey.getMessage());
  }

  @Test
  void duplicateIdsAreAProviderBug() {
    VariantDefinitionException e =
        assertThrows(
            VariantDefinitionException.class,
            () -> VariantRegistry.of(new ChessProvider(), new ChessProvider()));
    assertTrue(e.getMessage().contains("registered twice"), e.getMessage());
  }

  @Test
  void servicesFileAndModuleInfoNameTheSameProvider() {
    ProviderRegistration.assertRegistered(OrthodoxProvider.class, "chess");
    ProviderRegistration.assertRegistered(OrthodoxProvider.class, "chess960");
  }

  @Test
  void theDescriptionOfChessSaysWhichDrawsAreClaimedAndWhichAutomatic() {
    String d = new ChessProvider().description();
    assertTrue(d.contains("threefold repetition and fifty moves claimable"), d);
    assertTrue(d.contains("fivefold and seventy-five moves automatic"), d);
  }
}

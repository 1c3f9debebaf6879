package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import org.junit.jupiter.api.Test;

/** The {@code Variant} tag as lichess writes it for antichess. */
class AntichessAliasTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();

  @Test
  void lichessAntichessTagNamesTheOptionSet() {
    String spec = REGISTRY.variant(AntichessSanTest.ANTICHESS).spec();
    assertEquals(spec, REGISTRY.variant("Antichess").spec());
    assertEquals(spec, REGISTRY.variant("GIVEAWAY").spec());
    GameRecord r =
        GameRecord.read("[Variant \"Antichess\"]\n\n1. e3 b5 2. Bxb5 *\n", REGISTRY);
    assertEquals(spec, r.game().startPosition().variant().spec());
    assertEquals(3, r.game().plies());
  }
}

package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class SuggestionsTest {
  private static final List<String> IDS =
      List.of("chess", "checkercapture", "checkerschess", "jumping", "fluidity", "modest-relief");

  @Test
  void suggestsLikelyTyposOnly() {
    assertEquals(Optional.of("chess"), Suggestions.closest("chesss", IDS));
    assertEquals(Optional.of("chess"), Suggestions.closest("ches", IDS));
    assertEquals(Optional.of("chess"), Suggestions.closest("CHESS ", IDS));
    assertEquals(Optional.of("jumping"), Suggestions.closest("jmuping", IDS));
    assertEquals(Optional.of("fluidity"), Suggestions.closest("fludity", IDS));
    assertEquals(Optional.of("modest-relief"), Suggestions.closest("modest-releif", IDS));
    assertEquals(Optional.empty(), Suggestions.closest("go", IDS));
    assertEquals(Optional.empty(), Suggestions.closest("xiangqi", IDS));
    assertEquals(Optional.empty(), Suggestions.closest("chess", IDS), "an exact name is no typo");
    assertEquals(Optional.empty(), Suggestions.closest(null, IDS));
    assertEquals(Optional.empty(), Suggestions.closest("c".repeat(10_000), IDS));
    assertEquals("; did you mean 'chess'?", Suggestions.didYouMean("chesss", IDS));
    assertEquals("", Suggestions.didYouMean("xiangqi", IDS));
  }

  @Test
  void distanceCountsEditsAndSwaps() {
    assertEquals(0, Suggestions.distance("abc", "abc"));
    assertEquals(1, Suggestions.distance("abc", "abd"));
    assertEquals(1, Suggestions.distance("abc", "acb"));
    assertEquals(1, Suggestions.distance("abc", "abcd"));
    assertEquals(3, Suggestions.distance("", "abc"));
  }

  @Test
  void theRegistrySuggestsIdsOptionsAndValues() {
    VariantRegistry registry =
        VariantRegistry.of(new io.github.overtake.core.spi.VariantProvider() {
          @Override
          public String id() {
            return "sample";
          }

          @Override
          public String description() {
            return "a sample";
          }

          @Override
          public List<io.github.overtake.core.spi.OptionSpec> options() {
            return List.of(io.github.overtake.core.spi.OptionSpec.bool("multiJump", false, "x"));
          }

          @Override
          public io.github.overtake.core.spi.RuleSet create(java.util.Map<String, String> o) {
            throw new UnsupportedOperationException("not built in this test");
          }
        });
    UnknownVariantException id =
        assertThrows(UnknownVariantException.class, () -> registry.variant("sampel"));
    assertTrue(
        id.getMessage().startsWith("unknown variant 'sampel'; did you mean 'sample'? known: sample"),
        id.getMessage());
    InvalidOptionException key =
        assertThrows(InvalidOptionException.class, () -> registry.variant("sample:multijmp=true"));
    assertTrue(key.getMessage().contains("unknown option 'multijmp'; did you mean 'multiJump'? "
        + "options of sample: "), key.getMessage());
    InvalidOptionException value =
        assertThrows(InvalidOptionException.class, () -> registry.variant("sample:multiJump=ture"));
    assertTrue(value.getMessage().contains("does not allow 'ture'; did you mean 'true'? allowed: "),
        value.getMessage());
  }

  @Test
  void nullCandidatesFailAsDocumented() {
    assertEquals("candidates", assertThrows(NullPointerException.class,
        () -> Suggestions.closest("chess", null)).getMessage());
    assertEquals("candidates", assertThrows(NullPointerException.class,
        () -> Suggestions.didYouMean(null, null)).getMessage());
  }
}

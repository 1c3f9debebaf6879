package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * 20,000 distinct valid specs through one registry in a 256 MB JVM: the bounded cache keeps the
 * most recently used and lets the rest go, so the flood ends without an {@link OutOfMemoryError}.
 */
class SpecFloodHostileTest {
  private static final String[] TYPES = {"checkers", "nonroyal", "royal"};
  private static final String[] GOALS = {"lenient", "medium", "strict", "reverse", "regular"};

  @Test
  void twentyThousandDistinctSpecsFit() {
    VariantRegistry registry = VariantRegistry.load();
    Set<String> canonical = new HashSet<>();
    String first = null;
    Variant firstVariant = null;
    int n = 0;
    outer:
    for (String goal : GOALS) {
      for (String firstType : TYPES) {
        for (String secondType : TYPES) {
          for (int w = 26; w >= 4; w--) {
            for (int h = 26; h >= 5; h--) {
              String spec = "checkerschess:width=" + w + ",height=" + h + ",firstType="
                  + firstType + ",secondType=" + secondType + ",firstGoal=" + goal;
              Variant v = registry.variant(spec);
              canonical.add(v.spec());
              if (first == null) {
                first = spec;
                firstVariant = v;
              }
              if (++n == 20_000) {
                break outer;
              }
            }
          }
        }
      }
    }
    assertEquals(20_000, canonical.size());
    Variant again = registry.variant(first);
    assertEquals(firstVariant, again);
    assertNotSame(firstVariant, again); // long evicted, built again
    assertEquals(firstVariant.startPosition(), again.startPosition());
  }
}

package io.github.overtake.core.spi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** {@link LegStack}: legs kept across growth, sorted per state like a stable sort, truncated. */
class LegStackTest {
  @Property(tries = 200)
  void sortsTheLegsAboveAMarkLikeAStableSort(
      @ForAll long seed,
      @ForAll @IntRange(min = 0, max = 300) int below,
      @ForAll @IntRange(min = 0, max = 300) int above) {
    Random r = new Random(seed);
    LegStack legs = new LegStack(4); // small: grows many times
    List<int[]> expected = new ArrayList<>();
    for (int i = 0; i < below + above; i++) {
      // few distinct values, so that ties on every key occur; the tag numbers the legs
      int[] leg = {r.nextInt(4), r.nextInt(3) - 1, r.nextInt(5), i};
      legs.push(leg[0], leg[1], leg[2], leg[3]);
      expected.add(leg);
    }
    legs.sort(below);
    expected
        .subList(below, expected.size())
        .sort(
            Comparator.<int[]>comparingInt(l -> l[2])
                .thenComparingInt(l -> l[0])
                .thenComparingInt(l -> l[1])); // List.sort is stable
    assertEquals(expected.size(), legs.size());
    for (int i = 0; i < legs.size(); i++) {
      int[] actual = {legs.victim(i), legs.extra(i), legs.landing(i), legs.tag(i)};
      assertArrayEquals(expected.get(i), actual, "leg " + i);
    }
  }

  @Test
  void truncatesToAMarkAndShrinksToEmpty() {
    LegStack legs = new LegStack(2);
    legs.push(9, -1, 17, 0);
    int mark = legs.size();
    for (int i = 0; i < 40_000; i++) { // past what shrink keeps
      legs.push(i, i, i, i);
    }
    assertEquals(40_001, legs.size());
    legs.truncate(mark);
    assertEquals(1, legs.size());
    assertEquals(17, legs.landing(0));
    legs.push(3, 4, 5, 6);
    assertEquals(5, legs.landing(1));
    assertEquals(6, legs.tag(1));
    legs.shrink();
    assertEquals(0, legs.size());
    legs.push(1, 2, 3, 4);
    legs.push(5, 6, 7, 8);
    legs.push(9, 10, 11, 12); // grows again from the initial capacity
    assertEquals(3, legs.size());
    assertEquals(9, legs.victim(2));
    assertEquals(10, legs.extra(2));
  }

  @Test
  void refusesAnEmptyCapacity() {
    assertThrows(IllegalArgumentException.class, () -> new LegStack(0));
  }
}

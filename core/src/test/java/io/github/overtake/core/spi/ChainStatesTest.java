package io.github.overtake.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** {@link ChainStates}: states found again after growth, forgotten by start, kept by value. */
class ChainStatesTest {
  @Test
  void findsEveryStateAddedAcrossGrowthAndForgetsThemOnStart() {
    ChainStates states = new ChainStates(2);
    int n = 5000; // far past the initial 64 slots: the table grows many times
    for (int i = 0; i < n; i++) {
      states.probe[0] = i * 31L;
      states.probe[1] = ~i;
      int found = states.find(i % 7);
      assertTrue(found < 0, "state " + i + " is new");
      states.add(found, i % 7, i);
    }
    for (int i = 0; i < n; i++) {
      states.probe[0] = i * 31L;
      states.probe[1] = ~i;
      int slot = states.find(i % 7);
      assertTrue(slot >= 0, "state " + i + " is found");
      assertEquals(i, states.value(slot));
      states.probe[1] = ~i ^ 1L << 40; // another captured set, same square and tag
      assertTrue(states.find(i % 7) < 0, "state " + i + " with another set is new");
    }
    states.probe[0] = 0;
    states.probe[1] = ~0;
    int slot = states.find(0);
    states.setValue(slot, -5);
    assertEquals(-5, states.value(states.find(0)));
    assertTrue(states.find(1) < 0, "the tag is part of the state");
    states.start();
    assertTrue(states.find(0) < 0, "a new search has reached nothing");
    states.shrink();
    states.probe[0] = 9;
    int free = states.find(3);
    states.add(free, 3, 42);
    assertEquals(42, states.value(states.find(3)));
  }
}

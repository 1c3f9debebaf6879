package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Perft's documented refusals, and divide agreeing with count. */
class PerftTest {
  private final Position start =
      VariantRegistry.load().variant("test-minichess").startPosition();

  @Test
  void divideSumsToTheCountInLegalMoveOrder() {
    Map<String, Long> divided = Perft.divide(start, 2);
    assertEquals(
        start.legalMoves().stream().map(Move::text).toList(), List.copyOf(divided.keySet()));
    assertEquals(Perft.count(start, 2), divided.values().stream().mapToLong(Long::longValue).sum());
    assertEquals(Perft.count(start, 2), Perft.countFull(start, 2));
    assertEquals(1, Perft.count(start, 0));
  }

  @Test
  void badArgumentsFailAsDocumented() {
    for (org.junit.jupiter.api.function.Executable call :
        new org.junit.jupiter.api.function.Executable[] {
          () -> Perft.count(null, 1), () -> Perft.countFull(null, 1), () -> Perft.divide(null, 1)
        }) {
      assertEquals("position", assertThrows(NullPointerException.class, call).getMessage());
    }
    assertThrows(IllegalArgumentException.class, () -> Perft.count(start, -1));
    assertThrows(IllegalArgumentException.class, () -> Perft.countFull(start, -1));
    assertThrows(IllegalArgumentException.class, () -> Perft.divide(start, 0));
  }
}

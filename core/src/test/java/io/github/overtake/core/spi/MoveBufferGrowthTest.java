package io.github.overtake.core.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class MoveBufferGrowthTest {
  @Test
  void holdsMoreThanTwoHundredFiftySixMoves() {
    MoveBuffer b = new MoveBuffer();
    for (int i = 0; i < 1000; i++) {
      b.begin().flag(MoveBuffer.RESET_CLOCK).lift(i % 64, 1).land((i + 1) % 64, 1).end();
    }
    assertEquals(1000, b.size());
    assertEquals(MoveBuffer.RESET_CLOCK, b.flags(999));
    assertEquals(999 % 64, b.from(999));
  }
}

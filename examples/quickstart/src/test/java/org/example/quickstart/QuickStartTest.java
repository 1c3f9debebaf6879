package org.example.quickstart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class QuickStartTest {
  @Test
  void printsTheMovesAndTheMate() {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    QuickStart.run(new PrintStream(bytes, true, StandardCharsets.UTF_8));
    String[] lines = bytes.toString(StandardCharsets.UTF_8).strip().split("\\R");
    assertEquals(3, lines.length, String.join("\n", lines));
    assertTrue(lines[0].startsWith("20 legal moves: [a2a3, a2a4, b2b3"), lines[0]);
    assertEquals("r1bqkb1r/pppp1Qpp/2n2n2/4p3/2B1P3/8/PPPP1PPP/RNB1K1NR b KQkq - 0 4", lines[1]);
    assertEquals("white-wins checkmate", lines[2]);
  }
}

package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Move text on boards of 24 to 26 files, where the file x meets the capture separator x. */
class WideBoardTextTest {
  /**
   * Random games on wide boards: {@link RandomGames#play} parses every legal move's canonical text
   * back in every position and requires the same move.
   */
  @Property(tries = 24)
  void everyLegalMoveTextReadsBack(
      @ForAll @IntRange(min = 0, max = 2) int first,
      @ForAll @IntRange(min = 0, max = 2) int second,
      @ForAll @IntRange(min = 0, max = 2) int board,
      @ForAll @IntRange(min = 24, max = 26) int width,
      @ForAll @IntRange(min = 6, max = 12) int height,
      @ForAll boolean flying,
      @ForAll @Size(max = 30) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant v =
        CheckersChessPropertiesTest.variant(
            first, second, 4, 4, board, width, height, flying, false);
    RandomGames.play(v.startPosition(), choices);
  }

  @Example
  void movesFromAndToTheFileXReadBack() {
    Variant v =
        CheckersChessPropertiesTest.variant(2, 2, 4, 4, 0, 26, 26, false, false);
    String rows = "25k/" + "26/".repeat(24) + "K22Q2 w - - 0 1";
    Position p = v.position(rows);
    Position after = p.play("x1x5");
    assertTrue(after.text().contains("/23Q2/26/26/26/K25 b"), after.text());
    for (Move m : p.legalMoves()) {
      assertEquals(m, p.parseMove(m.text()), m.text());
    }
    assertTrue(p.legalMoves().stream().anyMatch(m -> m.text().equals("x1x5")));
    // upper case names the same moves (the file X before a digit is a file, not a separator)
    assertEquals(after, p.play("X1X5"));
    for (Move m : p.legalMoves()) {
      assertEquals(m, p.parseMove(m.text().toUpperCase(java.util.Locale.ROOT)), m.text());
    }
  }

  @Example
  void checkersMenCaptureOntoTheFileX() {
    Variant v =
        CheckersChessPropertiesTest.variant(0, 0, 4, 4, 0, 26, 26, false, false);
    // the white man on v1 takes the black man on w2 and lands on x3: v1xx3
    Position p = v.position("26/".repeat(24) + "22m3/21M4 w - - 0 1");
    assertTrue(p.legalMoves().stream().anyMatch(m -> m.text().equals("v1xx3")),
        p.legalMoves().toString());
    for (Move m : p.legalMoves()) {
      assertEquals(m, p.parseMove(m.text()), m.text());
    }
    assertEquals(p.play("v1xx3"), p.play(p.parseMove("v1xx3")));
  }
}

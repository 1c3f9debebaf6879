package io.github.overtake.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import io.github.overtake.core.record.PgnException;
import io.github.overtake.core.record.RepeatingReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hostile PGN in a 256 MB heap (this suite runs with {@code -Xmx256m}): floods of comments, empty
 * games and long tokens, and a stream far larger than the heap. Every answer is a record or a
 * {@link PgnException}; none is an {@link OutOfMemoryError}.
 */
class PgnHostileTest {
  private final VariantRegistry registry = VariantRegistry.load();

  @Test
  void eightHundredKilobytesOfCommentsReadAsOneNote() {
    String pgn = "[Event \"c\"]\n\n" + "{comment} ".repeat(80_000) + "1. e4 *\n";
    GameRecord r = GameRecord.read(pgn, registry);
    assertEquals(80_000 * 8 - 1, r.notes().get(0).comment().length());
  }

  @Test
  void twoHundredKilobytesOfEmptyGamesFit() {
    List<GameRecord> games = GameRecord.readAll("*\n".repeat(100_000), registry);
    assertEquals(100_000, games.size());
  }

  @Test
  void aMegabyteTokenIsQuotedShortOnOneLine() {
    String token = "e".repeat(1 << 20);
    for (String pgn :
        List.of(
            "1. " + token + " *\n",
            "[Event \"" + token + "\"]\n\n*\n",
            "1. e4 {" + token + "\n" + token,
            "1. e4 (" + token + "\n",
            "$" + token)) {
      PgnException e = assertThrows(PgnException.class, () -> GameRecord.readAll(pgn, registry));
      assertTrue(e.getMessage().length() < 400, e.getMessage().length() + " characters");
      assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
  }

  @Test
  void aStreamOfThreeHundredMegabytesReadsInTheSmallHeap() {
    // each game: four moves and a 100 KB variation, which is read and skipped
    String game =
        "[Event \"big\"]\n\n1. e4 (1. d4 " + "{x} d5 ".repeat(12_500) + ") e5 2. Nf3 Nc6 *\n\n";
    long times = 300_000_000L / game.length();
    long plies =
        GameRecord.stream(new RepeatingReader(game, times), registry)
            .mapToLong(g -> g.game().plies())
            .sum();
    assertEquals(4 * times, plies);
  }
}

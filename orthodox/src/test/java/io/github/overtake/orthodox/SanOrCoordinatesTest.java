package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.record.GameRecord;
import org.junit.jupiter.api.Test;

/**
 * A text that reads both as SAN and as coordinates in capitals ({@code B8b7}: the bishop from the
 * 8th rank, or b8 to b7) is read as SAN, as written in PGN; lower-case coordinates stay
 * coordinates.
 */
class SanOrCoordinatesTest {
  private static final String TWO_BISHOPS = "1rb4k/8/2b5/8/8/8/8/4K3 b - - 0 1";

  @Test
  void aPieceLetterFirstIsSan() {
    Position p = VariantRegistry.load().variant("chess").position(TWO_BISHOPS);
    assertEquals("c8b7", p.parseMove("B8b7").text());
    assertEquals("c6b7", p.parseMove("B6b7").text());
    assertEquals("b8b7", p.parseMove("b8b7").text());
    assertEquals("b8b7", p.parseMove("Rb7").text());
  }

  @Test
  void theWrittenSanReadsBack() {
    Position p = VariantRegistry.load().variant("chess").position(TWO_BISHOPS);
    Move bishop = p.parseMove("c8b7");
    Game g = Game.startingFrom(p).play(bishop);
    String pgn = GameRecord.of(g).toPgn();
    assertEquals(g.positions(), GameRecord.read(pgn, VariantRegistry.load()).game().positions(),
        pgn);
  }
}

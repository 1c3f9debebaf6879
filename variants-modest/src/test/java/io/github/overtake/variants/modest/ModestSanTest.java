package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MoveNotation;
import io.github.overtake.orthodox.San;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * SAN in every Modest variant: along seeded random games, every legal move's written text (SAN
 * where it names the move alone, canonical text otherwise) reads back as that move; every variant
 * writes some moves in SAN and two thirds of all moves are (Parole's turns, which choose more than
 * SAN says, are often canonical).
 */
class ModestSanTest {
  private static final VariantRegistry R = VariantRegistry.load();

  @Test
  void everyLegalMoveRoundTripsThroughItsWrittenText() {
    List<String> ids = R.ids().stream().filter(id -> id.startsWith("modest-")).sorted().toList();
    assertEquals(32, ids.size(), "the Modest variants: " + ids);
    Random random = new Random(20261127);
    int allWritten = 0;
    int allInSan = 0;
    for (String id : ids) {
      Variant v = R.variant(id);
      MoveNotation san = v.rules().moveNotation().orElseThrow();
      Position p = v.startPosition();
      int inSan = 0;
      for (int ply = 0; ply < 30 && !p.isGameOver(); ply++) {
        List<Move> legal = p.legalMoves();
        for (Move m : ply % 3 == 0 ? legal : List.<Move>of()) {
          String text = san.format(p, m);
          assertEquals(m, p.parseMove(text), id + ": '" + text + "' in " + p.text());
          allWritten++;
          if (San.looksLikeSan(text) && !text.equals(m.text())) {
            inSan++;
            allInSan++;
          }
        }
        p = p.play(legal.get(random.nextInt(legal.size())));
      }
      assertTrue(inSan > 0, id + ": no move written in SAN");
    }
    assertTrue(
        allInSan * 3 > allWritten * 2, "only " + allInSan + " of " + allWritten + " moves in SAN");
  }

  @Test
  void sanReadsInAModestVariant() {
    Position p = R.variant("modest-heroic").startPosition().play("e4").play("d5");
    assertEquals(p.parseMove("e4d5"), p.parseMove("exd5"));
    assertEquals("Nf3", R.variant("modest-heroic").rules().moveNotation().orElseThrow()
        .format(p, p.parseMove("g1f3")));
  }
}

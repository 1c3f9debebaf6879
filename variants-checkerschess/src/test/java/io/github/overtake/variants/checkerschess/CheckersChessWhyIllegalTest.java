package io.github.overtake.variants.checkerschess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The reason of an illegal move read from the origin's moves and the duty's existence query (what
 * the rule set does where the listing exceeds the default budget) equals the reason read from the
 * listing, along random games over the option space.
 */
class CheckersChessWhyIllegalTest {
  @Property(tries = 150)
  void theOriginsMovesGiveTheListingsReason(
      @ForAll @IntRange(min = 0, max = 8) int pairing,
      @ForAll @IntRange(min = 0, max = 24) int goals,
      @ForAll @IntRange(min = 0, max = 2) int board,
      @ForAll boolean flying,
      @ForAll @IntRange(min = 0, max = 1) int size,
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant v =
        CheckersChessPropertiesTest.variant(
            pairing / 3, pairing % 3, goals / 5, goals % 5, board, size == 0 ? 8 : 10,
            size == 0 ? 8 : 10, flying, true);
    CheckersChessRules rules = (CheckersChessRules) v.rules();
    Position p = RandomGames.play(v.startPosition(), choices).position();
    MutablePosition mp = p.toMutable();
    int side = mp.sideToMove();
    int n = mp.geometry().squareCount();
    List<Integer> froms = new ArrayList<>();
    froms.add(-1);
    for (int i = 0; i < mp.pieceCount(side); i++) {
      froms.add(mp.pieceSquare(side, i));
    }
    for (int from : froms) {
      for (int k = 0; k < 12; k++) {
        int to = k == 0 ? -1 : Math.floorMod(from * 31 + k * 17 + choices.size(), n);
        assertEquals(
            rules.explain(mp.copy(), from, to, new MoveBuffer(), true),
            rules.explain(mp.copy(), from, to, new MoveBuffer(), false),
            p.text() + " " + from + " " + to + " in " + v.spec());
      }
    }
  }
}

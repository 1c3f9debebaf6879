package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

/**
 * {@link OrthodoxKit#attackedBy}, {@link OrthodoxKit#onKnightLeap} and {@link
 * OrthodoxKit#onKingStep} against {@link OrthodoxKit#attacked}, on every square of positions from
 * random chess games: all the types together are the orthodox test, the test of a set of types is
 * the union of its types' tests, and the leaper tests are the knight's and the king's.
 */
class OrthodoxKitAttackedByTest {
  private static final OrthodoxKit KIT = new ChessRules().kit();

  @Property(tries = 40)
  void attackedByIsTheOrthodoxTestTypeByType(@ForAll long seed) {
    Random random = new Random(seed);
    Position p = VariantRegistry.load().variant("chess").startPosition();
    int plies = random.nextInt(80);
    for (int ply = 0; ply <= plies; ply++) {
      check(p.toMutable(), p.text());
      List<Move> moves = p.legalMoves();
      if (moves.isEmpty()) {
        break;
      }
      p = p.play(moves.get(random.nextInt(moves.size())));
    }
  }

  private static void check(MutablePosition m, String text) {
    for (int sq = 0; sq < 64; sq++) {
      for (int side = 0; side < 2; side++) {
        String where = text + " square " + sq + " side " + side;
        boolean any = false;
        for (int type = Orthodox.PAWN; type <= Orthodox.KING; type++) {
          any |= KIT.attackedBy(m, sq, side, 1 << type);
        }
        boolean all = KIT.attacked(m, sq, side);
        assertEquals(all, KIT.attackedBy(m, sq, side, OrthodoxKit.ALL_TYPES), where);
        assertEquals(all, any, where);
        assertEquals(
            KIT.attackedBy(m, sq, side, 1 << Orthodox.KNIGHT),
            KIT.onKnightLeap(m, sq, Pieces.code(Orthodox.KNIGHT, side)),
            where);
        assertEquals(
            KIT.attackedBy(m, sq, side, 1 << Orthodox.KING),
            KIT.onKingStep(m, sq, Pieces.code(Orthodox.KING, side)),
            where);
      }
    }
  }
}

package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Outcome;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.testkit.FastPathAgreement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * Heroic Chess on the bitboard path ({@code FideBitboards} with Heroic's deaths) against the
 * Modest pipeline (FIDE moves rewritten, each turn tested): the same moves, ops, flags, order and
 * texts, and the same bulk count, along random games and on random placements.
 */
class HeroicBitboardsTest {
  private static final Variant HEROIC = VariantRegistry.load().variant("modest-heroic");
  private static final ModestRules FAST = new ModestRules(new Heroic(), true);
  private static final ModestRules GENERAL = new ModestRules(new Heroic(), false);

  /** The same moves, in the same order, and the same bulk count at every ply. */
  private static final FastPathAgreement AGREE =
      FastPathAgreement.moves(FAST, GENERAL, FastPathAgreement.Order.SAME);

  private static final List<String> STARTS =
      List.of(
          "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
          // a capture by a lower man that opens the e-file and the long diagonal to its own king
          "4r2k/4q3/8/8/1b6/2N1R3/8/4K3 w - - 0 1",
          "1r5k/P7/8/8/8/8/8/4K3 w - - 0 1");

  @Property(tries = 200)
  void agreesAlongRandomGames(
      @ForAll @IntRange(min = 0, max = 4) int start,
      @ForAll @Size(max = 160) List<@IntRange(min = 0, max = 999) Integer> choices) {
    AGREE.alongGame(HEROIC.position(STARTS.get(start)).toMutable(), choices);
  }

  @Property(tries = 1000)
  void agreesOnRandomPlacements(
      @ForAll @Size(min = 2, max = 26) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 26) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove) {
    RandomPlacement.of(HEROIC, squares, kinds, blackToMove)
        .ifPresent(p -> AGREE.check(p.toMutable()));
  }

  @Test
  void theExposingCapturesAreLeftOut() {
    MutablePosition p =
        HEROIC.position(STARTS.get(3)).toMutable();
    MoveBuffer fast = new MoveBuffer();
    FAST.generateMoves(p, fast);
    List<String> texts = texts(fast);
    assertEquals(false, texts.contains("e3e7"), "the rook dies and the e-file opens");
    assertEquals(false, texts.contains("c3b5"), "no such knight move");
    assertEquals(true, texts.contains("e3e6"));
    AGREE.check(p);
  }

  /**
   * The existence query stops at the first legal move, and a capture that kills its capturer is
   * one only when the king survives it. The one move of the first two boards is a pawn taking a
   * rook ({@code exd5}), of the last two a rook pinned to its king taking the queen that pins it
   * ({@code e2e3}): both die; the second and fourth captures then open a line to the king
   * (stalemate, where FIDE's capturer would land and block it).
   */
  @Test
  void theExistenceQueryWeighsTheCapturersDeath() {
    Map<String, List<String>> boards = new LinkedHashMap<>();
    boards.put("7k/8/8/3rp3/4P3/8/2q5/K7 w - - 0 1", List.of("e4d5"));
    boards.put("k5r1/1b6/8/3rp3/4P3/8/r7/7K w - - 0 1", List.of());
    boards.put("k7/8/8/8/8/2n1q1n1/4R3/4K3 w - - 0 1", List.of("e2e3"));
    boards.put("k3r3/8/8/8/8/2n1q1n1/4R3/4K3 w - - 0 1", List.of());
    for (Map.Entry<String, List<String>> board : boards.entrySet()) {
      String text = board.getKey();
      assertEquals(board.getValue(), texts(legalMoves(text)), text);
      MutablePosition p = HEROIC.position(text).toMutable();
      boolean any = !board.getValue().isEmpty();
      assertEquals(any, FAST.hasLegalMove(p, new MoveBuffer()), text);
      assertEquals(any, GENERAL.hasLegalMove(p, new MoveBuffer()), text);
      assertEquals(
          any ? Outcome.ONGOING : Outcome.draw(StandardTermination.STALEMATE),
          HEROIC.position(text).outcome(),
          text);
      AGREE.check(p);
    }
  }

  private static MoveBuffer legalMoves(String text) {
    MoveBuffer b = new MoveBuffer();
    GENERAL.generateMoves(HEROIC.position(text).toMutable(), b);
    return b;
  }

  /** Perft 4 of every start above: core's walk over each path's moves gives one count. */
  @Test
  void perftAgreesToDepthFour() {
    FastPathAgreement perft = FastPathAgreement.perft(FAST, GENERAL, 4);
    for (String start : STARTS) {
      perft.check(HEROIC.position(start).toMutable());
    }
  }

  private static List<String> texts(MoveBuffer b) {
    List<String> out = new ArrayList<>();
    for (int m = 0; m < b.size(); m++) {
      out.add(MoveText.format(GENERAL.geometry(), GENERAL.pieceTypes(), b.opsOf(m), b.flags(m)));
    }
    return out;
  }
}

package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.testkit.FastPathAgreement;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The bitboard fast path ({@link FastChess}) against the general geometry path: the same moves,
 * ops, order, canonical texts and counts, along random games and on random placements.
 */
class FastChessTest {
  private static final OrthodoxKit KIT =
      new OrthodoxKit(Geometry.standard(), Orthodox.QUEEN, Orthodox.ROOK, Orthodox.BISHOP,
          Orthodox.KNIGHT);
  private static final ChessRules FAST = new ChessRules(KIT, true);
  private static final ChessRules GENERAL = new ChessRules(KIT, false);

  private static final List<String> STARTS =
      List.of(
          ChessRules.START,
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
          "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
          "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");

  /** The same moves, in the same order, and the same bulk count at every ply. */
  private static final FastPathAgreement AGREE =
      FastPathAgreement.moves(FAST, GENERAL, FastPathAgreement.Order.SAME);

  @Property(tries = 300)
  void agreesAlongRandomGames(
      @ForAll @IntRange(min = 0, max = 5) int start,
      @ForAll @Size(max = 160) List<@IntRange(min = 0, max = 999) Integer> choices) {
    AGREE.alongGame(
        VariantRegistry.load().variant("chess").position(STARTS.get(start)).toMutable(), choices);
  }

  private static final int[] MEN = {
    Orthodox.PAWN, Orthodox.KNIGHT, Orthodox.BISHOP, Orthodox.ROOK, Orthodox.QUEEN
  };

  @Property(tries = 1000)
  void agreesOnRandomPlacements(
      @ForAll @Size(min = 2, max = 26) List<@IntRange(min = 0, max = 639) Integer> men,
      @ForAll @IntRange(min = 0, max = 1) int side,
      @ForAll @IntRange(min = 0, max = 15) int castling) {
    MutablePosition p = new MutablePosition(Geometry.standard(), GENERAL.castlingRightsCleared(), 0);
    for (int i = 0; i < men.size(); i++) {
      int sq = men.get(i) & 63;
      int n = men.get(i) >> 6; // 0 to 9: a man of one of five types and two sides
      int code = i < 2 ? Pieces.code(Orthodox.KING, i) : Pieces.code(MEN[n % 5], n / 5);
      boolean backRank = sq < 8 || sq >= 56;
      if (p.at(sq) == 0 && !(Pieces.type(code) == Orthodox.PAWN && backRank)) {
        p.put(sq, code);
      }
    }
    p.setSideToMove(side);
    p.setCastling(castling & rightsAllowed(p));
    if (!GENERAL.validate(p).isEmpty()) {
      return; // not a chess position (a king missing, the side not to move in check)
    }
    AGREE.check(p);
  }

  /** The castling rights whose king and rook stand on their home squares. */
  private static int rightsAllowed(MutablePosition p) {
    int rights = 0;
    int wk = Pieces.code(Orthodox.KING, 0);
    int wr = Pieces.code(Orthodox.ROOK, 0);
    int bk = Pieces.code(Orthodox.KING, 1);
    int br = Pieces.code(Orthodox.ROOK, 1);
    rights |= p.at(4) == wk && p.at(7) == wr ? MutablePosition.WHITE_KINGSIDE : 0;
    rights |= p.at(4) == wk && p.at(0) == wr ? MutablePosition.WHITE_QUEENSIDE : 0;
    rights |= p.at(60) == bk && p.at(63) == br ? MutablePosition.BLACK_KINGSIDE : 0;
    rights |= p.at(60) == bk && p.at(56) == br ? MutablePosition.BLACK_QUEENSIDE : 0;
    return rights;
  }

  @Test
  void theFastPathEngagesOnlyWithoutHooks() {
    assertTrue(FAST.usesBitboards());
    assertFalse(GENERAL.usesBitboards());
    assertFalse(new KnightKingTest.KnightKingRules().usesBitboards());
    assertTrue(new ChessRules() {
      @Override
      public String id() {
        return "chess";
      }
    }.usesBitboards());
    assertFalse(new ChessRules(KIT.markingPromotions()).usesBitboards());
  }
}

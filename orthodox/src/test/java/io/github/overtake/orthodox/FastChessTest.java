package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.testkit.FastPathAgreement;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The bitboard fast path ({@link FastChess}) against the general geometry path: the same moves,
 * ops, order, canonical texts and counts, along random games and on random placements; and the
 * queries on the bitboards (moves to a square, moves of one origin's man) against the listing.
 */
class FastChessTest {
  private static final OrthodoxKit KIT =
      new OrthodoxKit(Geometry.standard(), Orthodox.QUEEN, Orthodox.ROOK, Orthodox.BISHOP,
          Orthodox.KNIGHT);
  private static final ChessRules FAST = new ChessRules(KIT, true);
  private static final ChessRules GENERAL = new ChessRules(KIT, false);

  private static final List<String> STARTS =
      PerftPositions.fens(
          "startpos", "kiwipete", "position3", "position4", "position5", "en-passant");

  /** The same moves, in the same order, and the same bulk count at every ply. */
  private static final FastPathAgreement AGREE =
      FastPathAgreement.moves(FAST, GENERAL, FastPathAgreement.Order.SAME)
          .andCheck(FastChessTest::assertQueriesAgree);

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

  /** The queries the SAN reader asks of the bitboards: en-passant count and moves to a square. */
  private static void assertQueriesAgree(MutablePosition p) {
    MoveBuffer general = new MoveBuffer();
    GENERAL.generateMoves(p.copy(), general);
    int enPassants = 0;
    for (int m = 0; m < general.size(); m++) {
      for (int op : general.opsOf(m)) {
        enPassants += Ops.opcode(op) == Ops.CAPTURE && Ops.has(op, Ops.EN_PASSANT) ? 1 : 0;
      }
    }
    assertEquals(enPassants, FAST.legalEnPassantCount(p), "en-passant captures");
    int[] promotions = KIT.promotionTypes();
    assertMovesFromAgree(p, promotions);
    MoveBuffer listed = new MoveBuffer(); // the general path's making and unmaking may reorder
    FAST.generateMoves(p, listed); // the piece lists: the order the query follows is this one
    for (int to = 0; to < 64; to++) {
      for (int type = Orthodox.PAWN; type <= Orthodox.KING; type++) {
        MoveBuffer expected = new MoveBuffer();
        for (int m = 0; m < listed.size(); m++) {
          int from = listed.from(m);
          if ((listed.flags(m) & MoveBuffer.CASTLE) == 0
              && listed.to(m) == to
              && Pieces.type(p.at(from)) == type) {
            expected.copyFrom(listed, m);
          }
        }
        MoveBuffer written = new MoveBuffer();
        int n = FastChessQueries.movesTo(p, promotions, type, -1L, to, written);
        assertEquals(written.size(), n, "the count returned");
        assertEquals(texts(expected), texts(written), "moves of type " + type + " to " + to);
      }
    }
  }

  /**
   * The moves of one origin's man ({@link FideBitboards#generateMovesFrom}) are the listing's
   * moves from there followed by its castling, with and without a table of deaths; and the
   * existence query ({@link FideBitboards#hasLegalMove}) says whether the listing has a move.
   */
  private static void assertMovesFromAgree(MutablePosition p, int[] promotions) {
    long[] tables = {0, FideBitboards.death(Orthodox.KNIGHT, Orthodox.PAWN)
        | FideBitboards.death(Orthodox.QUEEN, Orthodox.ROOK), HEROIC_DEATHS};
    for (long deaths : tables) {
      MoveBuffer listed = new MoveBuffer();
      if (!FideBitboards.generateMoves(p, promotions, deaths, listed)) {
        continue;
      }
      assertEquals(
          listed.isEmpty() ? 0 : 1,
          FideBitboards.hasLegalMove(p, promotions, deaths),
          "a legal move exists, deaths " + deaths);
      for (int from = 0; from < 64; from++) {
        MoveBuffer expected = new MoveBuffer();
        for (int m = 0; m < listed.size(); m++) {
          if ((listed.flags(m) & MoveBuffer.CASTLE) == 0 && listed.from(m) == from) {
            expected.copyFrom(listed, m);
          }
        }
        for (int m = 0; m < listed.size(); m++) {
          if ((listed.flags(m) & MoveBuffer.CASTLE) != 0) {
            expected.copyFrom(listed, m); // castling follows whatever the origin
          }
        }
        MoveBuffer written = new MoveBuffer();
        assertTrue(FideBitboards.generateMovesFrom(p, promotions, deaths, from, written));
        assertEquals(ops(expected), ops(written), "moves from " + from + ", deaths " + deaths);
      }
    }
  }

  /** Every capture of a strictly higher-ranking man kills the capturer (Heroic Chess's table). */
  private static final long HEROIC_DEATHS = heroicDeaths();

  private static long heroicDeaths() {
    long d = 0;
    for (int mover = Orthodox.PAWN; mover < Orthodox.KING; mover++) {
      for (int victim = mover + 1; victim <= Orthodox.KING; victim++) {
        d |= FideBitboards.death(mover, victim);
      }
    }
    return d;
  }

  private static List<String> ops(MoveBuffer b) {
    List<String> out = new ArrayList<>();
    for (int m = 0; m < b.size(); m++) {
      out.add(java.util.Arrays.toString(b.opsOf(m)) + " " + b.flags(m));
    }
    return out;
  }

  private static List<String> texts(MoveBuffer b) {
    List<String> out = new ArrayList<>();
    for (int m = 0; m < b.size(); m++) {
      out.add(MoveText.format(Geometry.standard(), Orthodox.pieceTypes(), b.opsOf(m), b.flags(m)));
    }
    return out;
  }
}

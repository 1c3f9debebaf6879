package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * Castling and the king's texts checked on the bitboards ({@link FastChessQueries#fromTo} for a
 * king's coordinate text, {@link FastChessQueries#castlings} for {@code O-O} and its SAN) against
 * the listing of the same variant and against the general path without bitboards: in hand-made
 * positions where castling is legal or illegal for each reason (no right, blocked between king
 * and rook or on either's way, the king in check, passing through or landing on an attacked
 * square, a hidden attacker behind the Chess960 rook) and in random games from the FIDE perft
 * positions with castling rights and from Chess960 arrays, every castling text, every king text
 * to its rank and its neighbours, and the SAN forms name the same move or earn the same refusal.
 */
class CastlingSingleMoveTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();
  private static final Variant CHESS = REGISTRY.variant("chess");
  private static final Variant GENERAL_CHESS =
      LoneVariant.of(
          new ChessRules(
              new OrthodoxKit(
                  Geometry.standard(),
                  Orthodox.QUEEN,
                  Orthodox.ROOK,
                  Orthodox.BISHOP,
                  Orthodox.KNIGHT),
              false));

  /** FIDE positions: castling legal, or illegal for each reason, both sides to move. */
  private static final List<String> FIDE =
      List.of(
          "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", // all four legal
          "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1",
          "r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1", // no right
          "r3k2r/8/8/8/8/8/8/R3K2R w Kq - 0 1", // one right each
          "r3k2r/8/8/8/8/8/8/R3K2R b Qk - 0 1",
          "r3k2r/8/8/8/1b6/8/8/R3K2R w KQkq - 0 1", // in check
          "r3k2r/8/5N2/8/8/8/8/R3K2R b KQkq - 0 1", // Black in check by a knight
          "r3kr2/8/8/8/8/8/8/R3K2R w KQq - 0 1", // f1 crossed under attack
          "r2rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1", // d1 crossed under attack
          "r3k1r1/8/8/8/8/8/8/R3K2R w KQq - 0 1", // g1 attacked: landing
          "r1r1k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", // c1 attacked: landing
          "1r2k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1", // b1 attacked: the rook crosses it, legal
          "r3k2r/8/8/8/8/8/8/RN2K1NR w KQkq - 0 1", // knights block both
          "r3k2r/8/8/8/8/8/8/R1B1KB1R w KQkq - 0 1", // bishops block both
          "r3k2r/8/8/8/8/8/8/R2QK2R w KQkq - 0 1", // the queen blocks the long castling
          "rn2k1nr/8/8/8/8/8/8/R3K2R b KQkq - 0 1", // Black blocked
          "r3k2r/8/8/8/8/8/5p2/R3K2R w KQkq - 0 1", // a pawn on f2 checks e1
          "r3k2r/8/8/8/8/8/4p3/R3K2R w KQkq - 0 1", // a pawn on e2 attacks d1 and f1
          "r3k2r/8/8/8/8/6b1/8/R3K2R w KQkq - 0 1", // rook on h1 attacked, king's way not
          "r3k2r/8/8/8/8/8/8/R3K1qR w KQkq - 0 1", // an enemy queen between
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
          "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1",
          "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
          "r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1",
          "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");

  /** Chess960 positions: the king and rooks on other files. */
  private static final List<String> C960 =
      List.of(
          "rk4r1/8/8/8/8/8/8/RK4R1 w KQkq - 0 1", // b1 a1 (king steps one), b1 g1 (onto rook)
          "rk4r1/8/8/8/8/8/8/RK4R1 b KQkq - 0 1",
          "1r4kr/8/8/8/8/8/8/1R4KR w KQkq - 0 1", // the king stays on g1
          "1r3krb/8/8/8/8/8/8/1R3KRB w KQkq - 0 1", // king f1 and rook g1 swap
          "1rkr4/8/8/8/8/8/8/1RKR4 w KQkq - 0 1", // the king stays on c1, the rook goes to d1
          "2rk1r2/8/8/8/8/8/8/2RK1R2 w KQkq - 0 1", // king d1, rook c1: they swap
          "k7/8/8/8/8/8/8/rRK5 w B - 0 1", // a rook behind the b1 rook attacks c1 after
          "k7/8/8/8/8/8/8/5KRr w G - 0 1", // a rook behind the g1 rook attacks g1 after
          "1r4kr/8/8/8/8/8/8/1R4KR w - - 0 1", // no right
          "rk2r3/8/8/8/8/8/8/RK4R1 w KQkq - 0 1", // e1 crossed under attack
          "rk4r1/8/8/8/8/8/8/RKN3R1 w KQkq - 0 1", // c1 blocked: both ways
          "rk4r1/8/8/8/8/8/8/RK3NR1 w KQkq - 0 1", // f1 blocked: the rook's way only
          "rk4r1/8/8/8/8/8/8/RK4R1 w Qk - 0 1",
          "qrk2r2/8/8/8/8/8/8/QRK2R2 w KQkq - 0 1",
          "brkr4/8/8/8/8/8/3b4/BRKR4 w KQkq - 0 1", // in check
          "4rk1r/8/8/8/8/8/8/4RK1R w KQkq - 0 1",
          "r5kr/8/8/8/8/8/8/R5KR w KQkq - 0 1"); // the king stays, or crosses the board

  @Test
  void handMadeFidePositionsReadAlike() {
    for (String fen : FIDE) {
      checkCastlingTexts(CHESS.position(fen), GENERAL_CHESS.position(fen));
    }
  }

  @Test
  void handMadeChess960PositionsReadAlike() {
    Variant fast = REGISTRY.variant("chess960");
    Variant general = LoneVariant.of(new Chess960(Chess960.DEFAULT_START, false));
    for (String fen : C960) {
      checkCastlingTexts(fast.position(fen), general.position(fen));
    }
  }

  @Test
  void castlingIsWrittenWhereLegalAndOnlyThere() {
    // through check, in check, blocked, no right: O-O, e1g1 and e1h1 are refused
    for (String fen :
        List.of(
            "r3kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1",
            "r3k2r/8/8/8/1b6/8/8/R3K2R w KQ - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K1NR w KQ - 0 1",
            "r3k2r/8/8/8/8/8/8/R3K2R w Q - 0 1",
            "r3k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1")) {
      for (String text : List.of("O-O", "0-0", "e1g1", "e1h1")) {
        Position p = CHESS.position(fen);
        try {
          Move m = p.parseMove(text);
          throw new AssertionError(text + " read as " + m + " in " + fen);
        } catch (IllegalMoveException e) {
          assertEquals(e.getMessage(), refusal(GENERAL_CHESS.position(fen), text), text);
        }
      }
    }
    Position open = CHESS.position("r3k2r/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    for (String text : List.of("O-O", "0-0", "e1g1", "e1h1", "o-o", "OO")) {
      assertEquals("e1g1", open.parseMove(text).text(), text);
    }
    for (String text : List.of("O-O-O", "0-0-0", "e1c1", "e1a1")) {
      assertEquals("e1c1", open.parseMove(text).text(), text);
    }
  }

  @Test
  void castlingAndPromotionTextsNeedNoListing() {
    // a limit of 4 moves (a pawn's four promotions) refuses every listing below: the texts are
    // read from the bitboards
    Limits four = Limits.DEFAULT.withMoves(4);
    String kiwipete = FIDE.get(20);
    assertThrows(WorkLimitException.class, () -> CHESS.withLimits(four).position(kiwipete)
        .legalMoves());
    String bRook = "3k4/8/8/8/8/8/8/RK4R1 w KQ - 0 1";
    List<String[]> cases =
        List.of(
            new String[] {"chess", kiwipete, "O-O", "e1g1"},
            new String[] {"chess", kiwipete, "0-0-0", "e1c1"},
            new String[] {"chess", kiwipete, "e1h1", "e1g1"},
            new String[] {"chess", kiwipete, "e1a1", "e1c1"},
            new String[] {"chess", kiwipete, "e1c1", "e1c1"},
            new String[] {"chess", kiwipete, "Kf1", "e1f1"},
            new String[] {"chess", kiwipete, "e1d1", "e1d1"},
            new String[] {"chess", FIDE.get(21), "O-O-O", "e8c8"},
            new String[] {"chess", "1r2k1r1/P1P3P1/8/3pP3/8/2N3N1/8/R3K2R w KQ - 0 1", "a8=Q",
              "a7a8q"},
            new String[] {"chess", "1r2k1r1/P1P3P1/8/3pP3/8/2N3N1/8/R3K2R w KQ - 0 1", "c8=N+",
              "c7c8n"},
            new String[] {"chess960", bRook, "O-O", "b1g1"},
            new String[] {"chess960", bRook, "b1g1", "b1g1"},
            new String[] {"chess960", bRook, "b1a1", "b1a1"},
            new String[] {"chess960", bRook, "O-O-O", "b1a1"},
            new String[] {"chess960", C960.get(2), "g1h1", "g1h1"},
            new String[] {"chess960", "1r2k2b/8/8/8/8/8/8/1R3KRB w KQ - 0 1", "f1g1", "f1g1"});
    for (String[] c : cases) {
      Variant v = REGISTRY.variant(c[0]);
      Position limited = v.withLimits(four).position(c[1]);
      Move m = limited.parseMove(c[2]);
      assertEquals(c[3], m.text(), c[2] + " in " + c[1]);
      Move listed = v.position(c[1]).parseMove(c[2]);
      assertEquals(listed, m, c[2]);
      assertTrue(v.withLimits(four).position(c[1]).isLegal(listed), c[2]);
      assertEquals(v.position(c[1]).play(listed).key(), limited.play(m).key(), c[2]);
    }
  }

  /**
   * Random games from the FIDE perft positions with castling rights and from Chess960 arrays,
   * castling whenever a coin says so: at every ply the castling and king texts read alike.
   *
   * @param start which start: 0 to 4 a FIDE position, else the Chess960 array of that number
   * @param plies the plies to play
   * @param seed the random choices
   */
  @Property(tries = 60)
  void randomGamesReadCastlingAlike(
      @ForAll @IntRange(min = 0, max = 964) int start,
      @ForAll @IntRange(min = 0, max = 30) int plies,
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long seed) {
    Variant fast;
    Variant general;
    String fen;
    if (start < 5) {
      fast = CHESS;
      general = GENERAL_CHESS;
      fen = List.of(FIDE.get(0), FIDE.get(20), FIDE.get(22), FIDE.get(24), ChessRules.START)
          .get(start);
    } else {
      int number = start - 5;
      fast = REGISTRY.variant("chess960:start=" + number);
      general = LoneVariant.of(new Chess960(number, false));
      fen = fast.startPosition().text();
    }
    Random rnd = new Random(seed);
    Position p = fast.position(fen);
    for (int i = 0; i <= plies && !p.isGameOver(); i++) {
      checkCastlingTexts(fast.position(p.text()), general.position(p.text()));
      List<Move> legal = p.legalMoves();
      List<Move> castles = new ArrayList<>();
      for (Move m : legal) {
        if (m.isCastling()) {
          castles.add(m);
        }
      }
      p = p.play(
          !castles.isEmpty() && rnd.nextInt(3) == 0
              ? castles.get(rnd.nextInt(castles.size()))
              : legal.get(rnd.nextInt(legal.size())));
    }
  }

  /**
   * Reads every castling text and king text of the side to move in a fresh position (the
   * bitboards), in the same position with its moves listed first, and on the general path, and
   * asserts they name the same move or earn the same refusal; {@code isLegal} agrees for every
   * castling move of either side's rights, and the SAN writer writes what the listing selects.
   */
  private static void checkCastlingTexts(Position fresh, Position general) {
    assertEquals(general.text(), fresh.text());
    Geometry g = fresh.variant().geometry();
    int side = fresh.sideToMove().index();
    int king = -1;
    MutablePosition board = fresh.toMutable();
    for (int sq = 0; sq < 64; sq++) {
      if (board.at(sq) == io.github.overtake.core.spi.Pieces.code(Orthodox.KING, side)) {
        king = sq;
      }
    }
    Set<String> texts = new LinkedHashSet<>();
    for (String c : List.of("O-O", "O-O-O", "0-0", "0-0-0", "o-o", "O-O+", "OO", "OOO")) {
      texts.add(c);
    }
    int rank = king & ~7;
    for (int f = 0; f < 8; f++) {
      texts.add(g.name(king) + g.name(rank + f));
      texts.add("K" + g.name(rank + f));
      texts.add("Kx" + g.name(rank + f));
    }
    for (int d = -9; d <= 9; d++) {
      int to = king + d;
      if (to >= 0 && to < 64 && Math.abs((to & 7) - (king & 7)) <= 1) {
        texts.add(g.name(king) + g.name(to));
      }
    }
    for (int f = 0; f < 8; f++) {
      texts.add(g.name(king) + "-" + g.name(rank + f) + "-" + g.name(rank + (f + 1) % 8));
    }
    Position listed = fresh.variant().position(fresh.text());
    int unused = listed.legalMoves().size();
    for (String text : texts) {
      List<Object> want = parsed(listed, text);
      assertEquals(want, parsed(fresh.variant().position(fresh.text()), text),
          text + " in " + fresh.text());
      assertEquals(want, parsed(general, text), text + " on the general path in " + fresh.text());
    }
    ChessRules rules = (ChessRules) fresh.variant().rules();
    for (String text : List.of("O-O", "O-O-O", "0-0", "0-0-0", "O-O#")) {
      MoveBuffer out = new MoveBuffer();
      MutablePosition work = fresh.toMutable();
      assertTrue(rules.writeSan(work, text, San.ORTHODOX_LETTERS, out), text);
      List<String> written = new ArrayList<>();
      for (int i = 0; i < out.size(); i++) {
        written.add(MoveText.format(g, fresh.variant().pieceTypes(), out.opsOf(i), out.flags(i)));
      }
      List<String> selected = new ArrayList<>();
      for (Move m : San.matches(listed, text)) {
        selected.add(m.text());
      }
      assertEquals(selected, written, text + " in " + fresh.text());
      assertEquals(fresh.text(), fresh.variant().position(fresh.text()).text());
    }
    // O-O names no origin: every legal castling, in the listing's order and with its ops
    MoveBuffer all = new MoveBuffer();
    assertTrue(rules.generateCandidates(fresh.toMutable(), MoveRequest.of(-1), all));
    List<Move> castles = new ArrayList<>();
    for (Move m : listed.legalMoves()) {
      if (m.isCastling()) {
        castles.add(m);
      }
    }
    List<String> allWritten = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      assertTrue((all.flags(i) & MoveBuffer.CASTLE) != 0, fresh.text());
      allWritten.add(
          MoveText.format(g, fresh.variant().pieceTypes(), all.opsOf(i), all.flags(i)));
    }
    assertEquals(castles.stream().map(Move::text).toList(), allWritten, fresh.text());
    for (Move m : listed.legalMoves()) {
      if (m.isCastling() || m.fromIndex() == king) {
        assertTrue(fresh.variant().position(fresh.text()).isLegal(m), m + " in " + fresh.text());
      }
    }
    for (Move m : mirroredCastles(fresh)) {
      assertFalse(fresh.variant().position(fresh.text()).isLegal(m), m + " in " + fresh.text());
    }
  }

  /** The other side's castling moves, legal in the position with the other side to move. */
  private static List<Move> mirroredCastles(Position p) {
    String[] fields = p.text().split(" ");
    fields[1] = fields[1].equals("w") ? "b" : "w";
    fields[3] = "-";
    Position other;
    try {
      other = p.variant().position(String.join(" ", fields));
    } catch (IllegalArgumentException e) {
      return List.of(); // the side not to move in check: not a position
    }
    List<Move> out = new ArrayList<>();
    for (Move m : other.legalMoves()) {
      if (m.isCastling()) {
        out.add(m);
      }
    }
    return out;
  }

  /**
   * The move a text names (the move, equal by its ops and flags, its text, the SAN it prints as
   * and the key after it), or the refusal's class, reason and message.
   */
  private static List<Object> parsed(Position p, String text) {
    try {
      Move m = p.parseMove(text);
      return List.of(m, m.text(), San.format(p, m), p.play(m).key());
    } catch (IllegalMoveException e) {
      return List.of(e.getClass().getSimpleName(), e.reason(), e.getMessage());
    } catch (IllegalArgumentException e) {
      return List.of(e.getClass().getSimpleName(), e.getMessage());
    }
  }

  private static String refusal(Position p, String text) {
    try {
      return "read as " + p.parseMove(text);
    } catch (IllegalMoveException e) {
      return e.getMessage();
    }
  }
}

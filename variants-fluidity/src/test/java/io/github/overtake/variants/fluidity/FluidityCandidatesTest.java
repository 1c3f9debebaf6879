package io.github.overtake.variants.fluidity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/**
 * {@link FluidityRules#generateCandidates} against the listing, request by request: for every
 * origin and destination of positions of random play, it writes exactly the listing's moves from
 * the origin to the destination (with the same ops, in the same order), every castling with the
 * king's moves, and the castlings alone for a request without an origin; and {@link
 * FluidityRules#whyIllegal}, which generates the origin's moves alone, gives the reason the whole
 * listing gives.
 */
class FluidityCandidatesTest {
  private static final Variant VARIANT = VariantRegistry.load().variant("fluidity");
  private static final FluidityRules RULES = new FluidityRules();

  /** Starts of random play: the setup, castling-rich positions and crowded middle games. */
  static final List<String> STARTS =
      List.of(
          FluidityRules.START,
          "r3k2r/8/8/8/8/8/8/Rn1bK1nR w KQkq - 0 1",
          "r2qk2r/1b4n1/8/3N4/4b3/8/1B3n2/R3K2R w KQkq - 0 1",
          "rN1Bk1Nr/8/8/8/8/8/8/4K3 b kq - 0 1",
          "8/8/8/8/8/8/8/Rn1kK3 w Q - 0 1",
          "r1b1k2r/2n2q2/1n3b2/8/3QR3/2N1B3/5N2/R3K1B1 w Qkq - 0 1",
          "2k5/6n1/5n2/4n3/3n4/2n1K3/1n6/Q7 w - - 0 1");

  @Property(tries = 40)
  void candidatesAreTheListingsMovesFromTheOrigin(
      @ForAll @IntRange(min = 0, max = 1000) int start,
      @ForAll @IntRange(min = 0, max = 50) int plies,
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long seed) {
    Random rnd = new Random(seed);
    Position p = VARIANT.position(STARTS.get(start % STARTS.size()));
    for (int i = 0; i <= plies; i++) {
      checkRequests(p);
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty() || p.outcome().isOver()) {
        break;
      }
      p = p.play(legal.get(rnd.nextInt(legal.size())));
    }
  }

  @Property(tries = 40)
  void whyIllegalFromTheOriginsMovesIsTheListingsReason(
      @ForAll @IntRange(min = 0, max = 1000) int start,
      @ForAll @IntRange(min = 0, max = 50) int plies,
      @ForAll @LongRange(min = 0, max = Long.MAX_VALUE) long seed) {
    Random rnd = new Random(seed);
    Position p = VARIANT.position(STARTS.get(start % STARTS.size()));
    for (int i = 0; i < plies && !p.legalMoves().isEmpty() && !p.outcome().isOver(); i++) {
      List<Move> legal = p.legalMoves();
      p = p.play(legal.get(rnd.nextInt(legal.size())));
    }
    MutablePosition m = p.toMutable();
    MoveBuffer all = new MoveBuffer();
    RULES.generateMoves(m, all);
    int side = m.sideToMove();
    int explained = 0;
    for (int from = 0; from < 64; from++) {
      int man = m.at(from);
      if (man == Pieces.EMPTY || Pieces.side(man) != side) {
        continue;
      }
      for (int to = 0; to < 64; to++) {
        IllegalMoveReason want = FluidityRules.explain(m, from, to, all);
        MutablePosition copy = p.toMutable();
        MoveBuffer scratch = new MoveBuffer();
        scratch.limit(Limits.DEFAULT, copy);
        IllegalMoveReason got = RULES.whyIllegal(copy, from, to, scratch);
        assertEquals(want, got, sq(from) + sq(to) + " in " + p.text());
        explained += got.isSpecific() ? 1 : 0;
      }
    }
    assertTrue(explained > 0 || m.pieceCount(side) <= 1, "no refusal explained in " + p.text());
  }

  /** A castling is named by the king's landing square, by its own rook's square and as O-O. */
  @Test
  void castlingTextsAreCheckedWithoutTheListing() {
    String fen = "r3k2r/8/8/8/8/8/8/Rn1bK1nR w KQkq - 0 1";
    Position listed = VARIANT.position(fen);
    assertFalse(listed.legalMoves().isEmpty()); // listed: parseMove below reads the listing
    for (String text : List.of("e1g1", "e1h1", "O-O", "0-0", "e1c1", "e1a1", "O-O-O", "e1xc1")) {
      Move single = VARIANT.position(fen).parseMove(text);
      assertEquals(listed.parseMove(text), single, text);
      assertTrue(single.isCastling(), text);
      assertTrue(VARIANT.position(fen).isLegal(single), text);
    }
    assertEquals("e1g1", VARIANT.position(fen).parseMove("O-O").text());
    assertEquals("e1c1", VARIANT.position(fen).parseMove("O-O-O").text());
    // the king is in check from the queen on e8 (e2 to e7 empty): no castling, no step onto e2
    String checked = "4q1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1";
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> VARIANT.position(checked).parseMove("O-O"));
    assertNotEquals(IllegalMoveReason.NO_SUCH_MAN, e.reason());
    assertThrows(IllegalMoveException.class, () -> VARIANT.position(checked).parseMove("e1g1"));
    assertEquals(
        IllegalMoveReason.KING_LEFT_ATTACKED,
        assertThrows(IllegalMoveException.class, () -> VARIANT.position(checked).parseMove("e1e2"))
            .reason());
    assertEquals("e1d1", VARIANT.position(checked).parseMove("e1d1").text());
  }

  /** A cut-through is checked from its man alone: the victims, the text with or without x. */
  @Test
  void rangerAndKnightTextsAreCheckedWithoutTheListing() {
    String fen = "r6k/8/b7/8/n7/8/7K/R7 w - - 0 1"; // FL-2
    Move seven = VARIANT.position(fen).parseMove("a1a7");
    assertEquals("a1xa7", seven.text());
    assertEquals(2, seven.captures().size());
    assertEquals(seven, VARIANT.position(fen).parseMove("a1xa7[a6,a4]"));
    assertThrows(IllegalMoveException.class, () -> VARIANT.position(fen).parseMove("a1xa7[a4]"));
    assertEquals(
        IllegalMoveReason.CAPTURE_FORBIDDEN,
        assertThrows(IllegalMoveException.class, () -> VARIANT.position(fen).parseMove("a1a8"))
            .reason());
    // the knight's long leg d2-c2-b2 removes the queen on c2 and jumps its own rook on b2
    String knight = "4k3/8/8/8/8/8/1RqN4/4K3 w - - 0 1";
    Move leap = VARIANT.position(knight).parseMove("d2b3");
    assertEquals("d2xb3", leap.text());
    assertEquals(List.of("c2"), leap.captures().stream().map(s -> s.name()).toList());
    assertEquals("d2f3", VARIANT.position(knight).parseMove("d2f3").text());
  }

  /** Every request the contract knows, for every origin, against the listing filtered by hand. */
  private static void checkRequests(Position p) {
    MutablePosition m = p.toMutable();
    MoveBuffer all = new MoveBuffer();
    RULES.generateMoves(m, all);
    List<String> castlings = new ArrayList<>();
    for (int i = 0; i < all.size(); i++) {
      if ((all.flags(i) & MoveBuffer.CASTLE) != 0) {
        castlings.add(text(all, i));
      }
    }
    assertEquals(castlings, written(m, MoveRequest.of(-1)), "O-O in " + p.text());
    int side = m.sideToMove();
    for (int from = 0; from < 64; from++) {
      int man = m.at(from);
      boolean own = man != Pieces.EMPTY && Pieces.side(man) == side;
      List<String> every = expected(all, from, -1, own);
      assertEquals(every, written(m, MoveRequest.allRoutesFrom(from)), sq(from) + " in " + p.text());
      assertEquals(every, written(m, MoveRequest.of(from)), sq(from) + " in " + p.text());
      assertEquals(
          every, written(m, MoveRequest.of(from, 0, 63)), sq(from) + " route in " + p.text());
      if (!own && (from & 7) != 3) {
        continue; // an empty or enemy origin: a few destinations suffice
      }
      for (int to = 0; to < 64; to++) {
        List<String> want = expected(all, from, to, own);
        assertEquals(want, written(m, MoveRequest.of(from, to)), sq(from) + sq(to) + " in "
            + p.text());
        assertEquals(want, written(m, MoveRequest.of(from, to).asExact()), sq(from) + sq(to)
            + " exact in " + p.text());
      }
    }
    if (!all.isEmpty()) {
      assertFalse(written(m, MoveRequest.of(all.from(0), all.to(0))).isEmpty());
    }
    assertEquals(!all.isEmpty(), RULES.hasLegalMove(m, new MoveBuffer()), "any in " + p.text());
  }

  /** The existence query and the outcome it feeds, where the listing is empty (FL-9). */
  @Test
  void positionsWithoutAMoveAreFoundWithoutTheListing() {
    for (String fen :
        List.of(
            "k7/8/1Q6/8/8/8/8/7K b - - 0 1",
            "R6k/8/4N3/8/4B3/8/8/K7 b - - 0 1",
            "k7/1K6/2N5/8/8/8/8/8 b - - 0 1",
            "6rk/5Nbb/8/8/8/8/8/K7 b - - 0 1")) {
      Position p = VARIANT.position(fen);
      assertFalse(RULES.hasLegalMove(p.toMutable(), new MoveBuffer()), fen);
      Position listed = VARIANT.position(fen);
      assertTrue(listed.legalMoves().isEmpty(), fen);
      assertEquals(listed.outcome(), p.outcome(), fen);
      assertTrue(p.outcome().isOver(), fen);
      checkRequests(p);
    }
  }

  /** The listing's moves from {@code from} to {@code to} (any when -1), with a king's castlings. */
  private static List<String> expected(MoveBuffer all, int from, int to, boolean own) {
    List<String> out = new ArrayList<>();
    for (int i = 0; own && i < all.size(); i++) {
      boolean castling = (all.flags(i) & MoveBuffer.CASTLE) != 0;
      if (all.from(i) == from && (to < 0 || all.to(i) == to || castling)) {
        out.add(text(all, i));
      }
    }
    return out;
  }

  private static List<String> written(MutablePosition m, MoveRequest r) {
    String before = Arrays.toString(board(m));
    MoveBuffer out = new MoveBuffer();
    assertTrue(RULES.generateCandidates(m, r, out), r.toString());
    assertEquals(before, Arrays.toString(board(m)), "the position changed");
    List<String> texts = new ArrayList<>();
    for (int i = 0; i < out.size(); i++) {
      texts.add(text(out, i));
    }
    return texts;
  }

  private static int[] board(MutablePosition m) {
    int[] b = new int[66];
    for (int s = 0; s < 64; s++) {
      b[s] = m.at(s);
    }
    b[64] = m.sideToMove();
    b[65] = m.castling();
    return b;
  }

  private static String text(MoveBuffer b, int i) {
    return b.flags(i) + Arrays.toString(b.opsOf(i));
  }

  private static String sq(int s) {
    return VARIANT.geometry().name(s);
  }
}

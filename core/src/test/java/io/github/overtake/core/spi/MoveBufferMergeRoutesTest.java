package io.github.overtake.core.spi;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/**
 * {@link MoveBuffer#mergeRoutes} keeps, of each move, its smallest route, where it stood; {@link
 * MoveBuffer#firstOfIdentity} groups the routes of each move under its first.
 */
class MoveBufferMergeRoutesTest {
  private static final int ROOK = Pieces.code(4, 0);
  private static final int PAWN = Pieces.code(1, 1);

  @Property(tries = 200)
  void mergesLikeComparingEveryPair(
      @ForAll long seed, @ForAll @IntRange(min = 0, max = 120) int moves) {
    MoveBuffer b = randomMoves(seed, moves);
    List<int[]> expected = reference(b);
    b.mergeRoutes();
    assertEquals(expected.size(), b.size());
    for (int i = 0; i < b.size(); i++) {
      assertArrayEquals(expected.get(i), withFlags(b, i), "move " + i);
    }
  }

  @Property(tries = 200)
  void groupsLikeComparingEveryPair(
      @ForAll long seed, @ForAll @IntRange(min = 0, max = 120) int moves) {
    MoveBuffer b = randomMoves(seed, moves);
    int[] first = new int[b.size()];
    b.firstOfIdentity(first);
    for (int i = 0; i < b.size(); i++) {
      int expected = i;
      for (int j = 0; j < i && b.isCapture(i); j++) {
        if (b.flags(i) == b.flags(j) && b.sameIdentity(i, j)) {
          expected = j;
          break;
        }
      }
      assertEquals(expected, first[i], "move " + i);
    }
  }

  @Test
  void groupsTheRoutesOfOneMoveUnderItsFirst() {
    MoveBuffer b = new MoveBuffer();
    b.begin().lift(0, ROOK).land(1, ROOK).end();
    b.begin().lift(0, ROOK).capture(9, PAWN).via(18).capture(10, PAWN).land(20, ROOK).end();
    b.begin().lift(0, ROOK).land(1, ROOK).end(); // quiet moves are never grouped
    b.begin().lift(0, ROOK).capture(10, PAWN).via(12).capture(9, PAWN).land(20, ROOK).end();
    b.begin().lift(0, ROOK).capture(10, PAWN).via(12).capture(9, PAWN).land(21, ROOK).end();
    int[] first = new int[b.size()];
    b.firstOfIdentity(first);
    assertArrayEquals(new int[] {0, 1, 2, 1, 4}, first);
  }

  @Test
  void keepsTheSmallestOfManyRoutesInPlace() {
    MoveBuffer b = new MoveBuffer();
    b.begin().lift(0, ROOK).land(1, ROOK).end();
    // the same two captures, taken in both orders through different squares
    b.begin().lift(0, ROOK).capture(9, PAWN).via(18).capture(10, PAWN).land(20, ROOK).end();
    b.begin().lift(0, ROOK).capture(10, PAWN).via(12).capture(9, PAWN).land(20, ROOK).end();
    b.begin().lift(0, ROOK).capture(10, PAWN).via(11).capture(9, PAWN).land(20, ROOK).end();
    b.mergeRoutes();
    assertEquals(2, b.size());
    assertEquals(11, Ops.square(b.opAt(b.start(1) + 2)));
  }

  @Test
  void mergesALongRouteWithAShortOneOfTheSameMove() {
    // the second identity read is longer than the scratch arrays: growing them must keep the
    // first one
    MoveBuffer b = new MoveBuffer();
    b.begin().lift(0, ROOK);
    for (int k = 0; k < 40; k++) {
      if (k > 0) {
        b.via(200 + k);
      }
      b.capture(100 + k, PAWN);
    }
    b.land(250, ROOK).end();
    b.begin().lift(0, ROOK);
    for (int k = 39; k >= 0; k--) {
      b.capture(100 + k, PAWN);
    }
    b.land(250, ROOK).end();
    b.mergeRoutes();
    assertEquals(1, b.size());
  }

  private static MoveBuffer randomMoves(long seed, int moves) {
    Random r = new Random(seed);
    MoveBuffer b = new MoveBuffer();
    for (int i = 0; i < moves; i++) {
      writeRandomMove(b, r);
    }
    return b;
  }

  /** Writes a capture chain from a few origins over a few victims, or a quiet move. */
  private static void writeRandomMove(MoveBuffer b, Random r) {
    int from = r.nextInt(3);
    if (r.nextInt(6) == 0) {
      b.begin().lift(from, ROOK).land(40 + r.nextInt(3), ROOK).end();
      return;
    }
    b.begin().flag(r.nextInt(8) == 0 ? MoveBuffer.RESET_CLOCK : 0).lift(from, ROOK);
    int legs = 1 + r.nextInt(3);
    List<Integer> victims = new ArrayList<>(List.of(20, 21, 22, 23));
    for (int k = 0; k < legs; k++) {
      int v = victims.remove(r.nextInt(victims.size()));
      b.capture(v, PAWN, Ops.IMPLIED);
      if (k < legs - 1) {
        b.via(30 + r.nextInt(4));
      }
    }
    b.land(40 + r.nextInt(2), ROOK).end();
  }

  /** The merge by comparing every pair, as the buffer once did. */
  private static List<int[]> reference(MoveBuffer b) {
    int n = b.size();
    boolean[] dropped = new boolean[n];
    for (int i = 0; i < n; i++) {
      if (dropped[i] || !b.isCapture(i) || !b.hasVia()) {
        continue;
      }
      for (int j = i + 1; j < n; j++) {
        if (dropped[j] || b.flags(i) != b.flags(j) || !b.sameIdentity(i, j)) {
          continue;
        }
        if (b.compareRoutes(j, i) < 0) {
          dropped[i] = true;
          break;
        }
        dropped[j] = true;
      }
    }
    List<int[]> kept = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      if (!dropped[i]) {
        kept.add(withFlags(b, i));
      }
    }
    return kept;
  }

  private static int[] withFlags(MoveBuffer b, int m) {
    int[] ops = b.opsOf(m);
    int[] out = new int[ops.length + 1];
    out[0] = b.flags(m);
    System.arraycopy(ops, 0, out, 1, ops.length);
    return out;
  }
}

package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.PieceType;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.orthodox.Orthodox;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Edit scripts carry every kind of turn the seed documents need, and undo exactly. */
class MoveScriptTest {
  private static final Geometry G = Geometry.standard();
  private static final List<PieceType> T = Orthodox.pieceTypes();
  private static final int WP = Pieces.code(Orthodox.PAWN, 0);
  private static final int WN = Pieces.code(Orthodox.KNIGHT, 0);
  private static final int BP = Pieces.code(Orthodox.PAWN, 1);
  private static final int BQ = Pieces.code(Orthodox.QUEEN, 1);

  private static int sq(String name) {
    return G.parseSquare(name);
  }

  private static String text(MoveBuffer b) {
    return MoveText.format(G, T, b.opsOf(0), b.flags(0));
  }

  @Test
  void dropThenMoveWithPoolAndReplyRoundTrip() {
    MutablePosition p = new MutablePosition(G, null, 1);
    p.put(sq("d2"), WP);
    p.put(sq("e5"), BP);
    p.put(sq("d8"), BQ);
    p.setPool(WN, 1);
    MutablePosition before = p.copy();

    MoveBuffer b = new MoveBuffer();
    b.begin()
        .place(sq("e3"), WN, true)
        .op(Ops.of(Ops.PART, 0, 0, 0))
        .lift(sq("d2"), WP)
        .land(sq("d4"), WP)
        .op(Ops.of(Ops.REPLY, 0, 0, 0))
        .lift(sq("e5"), BP)
        .capture(sq("d4"), WP, Ops.TO_POOL)
        .land(sq("d4"), BP)
        .set(0, 7)
        .end();
    assertEquals("N@e3,d2d4/e5d4", text(b));
    MoveText.Query q = MoveText.parse("N@e3,d2d4/e5d4", G);
    assertTrue(MoveText.matches(q, T, b.opsOf(0), b.flags(0), List.of()));
    assertFalse(MoveText.matches(MoveText.parse("N@e3,d2d4", G), T, b.opsOf(0), b.flags(0), List.of()));

    p.make(b, 0);
    assertEquals(WN, p.at(sq("e3")));
    assertEquals(BP, p.at(sq("d4")));
    assertEquals(0, p.pool(WN));
    assertEquals(1, p.pool(WP));
    assertEquals(7, p.extra(0));
    assertEquals(0, p.halfmoveClock());
    p.unmake();
    assertTrue(p.sameAs(before));
  }

  @Test
  void removalWithoutMovementAndPromotionBeforeMoving() {
    MoveBuffer b = new MoveBuffer();
    // a removal: the piece stays, the target disappears
    b.begin().capture(sq("a7"), BP).end();
    assertEquals(1, b.size());
    // promotion first (the pawn becomes a queen on b8, then moves to b1)
    MoveBuffer c = new MoveBuffer();
    c.begin().flag(MoveBuffer.PROMOTE_FIRST).lift(sq("b8"), WP)
        .land(sq("b1"), Pieces.code(Orthodox.QUEEN, 0)).end();
    assertEquals("b8=q-b1", text(c));
    MoveBuffer d = new MoveBuffer();
    d.begin().flag(MoveBuffer.PROMOTE_FIRST).lift(sq("a8"), WP)
        .land(sq("a8"), Pieces.code(Orthodox.KNIGHT, 0)).end();
    assertEquals("a8=n", text(d));
  }

  @Test
  void chainsPrintEveryLandingAndNamedVictims() {
    MoveBuffer b = new MoveBuffer();
    b.begin().lift(sq("e5"), WN).capture(sq("e6"), BP).via(sq("f7"))
        .capture(sq("f6"), BP).land(sq("e5"), WN).end();
    assertEquals("e5xf7xe5[e6,f6]", text(b));
    MoveBuffer c = new MoveBuffer();
    c.begin().lift(sq("c3"), WN).capture(sq("d4"), BP, Ops.IMPLIED).via(sq("e5"))
        .capture(sq("d6"), BP, Ops.IMPLIED).land(sq("c7"), WN).end();
    assertEquals("c3xe5xc7", text(c));
  }

  @Test
  void routesOfOneMoveMergeToTheSmallestRoute() {
    MoveBuffer b = new MoveBuffer();
    int r = Pieces.code(Orthodox.ROOK, 0);
    // d2 around a ring of four pawns, both ways round: one move
    b.begin().lift(sq("d2"), r).capture(sq("e3"), BP, Ops.IMPLIED).via(sq("f4"))
        .capture(sq("e5"), BP, Ops.IMPLIED).via(sq("d6"))
        .capture(sq("c5"), BP, Ops.IMPLIED).via(sq("b4"))
        .capture(sq("c3"), BP, Ops.IMPLIED).land(sq("d2"), r).end();
    b.begin().lift(sq("d2"), r).capture(sq("c3"), BP, Ops.IMPLIED).via(sq("b4"))
        .capture(sq("c5"), BP, Ops.IMPLIED).via(sq("d6"))
        .capture(sq("e5"), BP, Ops.IMPLIED).via(sq("f4"))
        .capture(sq("e3"), BP, Ops.IMPLIED).land(sq("d2"), r).end();
    b.mergeRoutes();
    assertEquals(1, b.size());
    assertEquals("d2xb4xd6xf4xd2", text(b));
  }
}

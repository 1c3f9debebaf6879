package io.github.overtake.core.geometry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GeometryTest {
  private static int sq(Geometry g, String name) {
    int s = g.parseSquare(name);
    assertTrue(s >= 0, name);
    return s;
  }

  private static String step(Geometry g, String from, int dir) {
    int s = g.step(sq(g, from), dir);
    return s < 0 ? "-" : g.name(s);
  }

  @Test
  void namesAndIndices() {
    Geometry g = Geometry.rectangle(10, 10);
    assertEquals(0, sq(g, "a1"));
    assertEquals(99, sq(g, "j10"));
    assertEquals("j10", g.name(99));
    assertEquals(-1, g.parseSquare("k1"));
    assertEquals(-1, g.parseSquare("a11"));
    assertEquals(-1, g.parseSquare("a0"));
    assertEquals(-1, g.parseSquare("a01"));
    assertEquals(-1, g.parseSquare("1a"));
    assertEquals(sq(g, "e4"), g.parseSquare("E4"));
    assertThrows(IllegalArgumentException.class, () -> Geometry.rectangle(27, 8));
    assertThrows(IllegalArgumentException.class, () -> Geometry.rectangle(0, 8));
    Geometry wide = Geometry.rectangle(26, 26);
    assertEquals("z26", wide.name(wide.squareCount() - 1));
  }

  @Test
  void edgeRing() {
    Geometry g = Geometry.rectangleWithEdgeRing(10, 10);
    int edges = 0;
    for (int s = 0; s < g.squareCount(); s++) {
      if (g.isEdge(s)) {
        edges++;
      }
    }
    assertEquals(36, edges);
    assertTrue(g.isEdge(sq(g, "a5")));
    assertTrue(g.isEdge(sq(g, "j10")));
    assertFalse(g.isEdge(sq(g, "b2")));
    assertFalse(g.isEdge(sq(g, "i9")));
    assertFalse(Geometry.standard().isEdge(0));
    Geometry mini = Geometry.rectangleWithEdgeRing(8, 8);
    int miniEdges = 0;
    for (int s = 0; s < mini.squareCount(); s++) {
      miniEdges += mini.isEdge(s) ? 1 : 0;
    }
    assertEquals(28, miniEdges);
  }

  @Test
  void flatBoardEndsAtEverySide() {
    Geometry g = Geometry.standard();
    assertEquals("-", step(g, "h4", Geometry.EAST));
    assertEquals("-", step(g, "a4", Geometry.WEST));
    assertEquals("-", step(g, "e8", Geometry.NORTH));
    assertEquals("f5", step(g, "e4", Geometry.NORTH_EAST));
  }

  @Test
  void annulusWrapsWithoutTwist() {
    Geometry g = Geometry.annulus(8, 8);
    assertEquals("a4", step(g, "h4", Geometry.EAST));
    assertEquals("a5", step(g, "h4", Geometry.NORTH_EAST));
    assertEquals("h3", step(g, "a4", Geometry.SOUTH_WEST));
    assertEquals("-", step(g, "h8", Geometry.NORTH_EAST));
    assertEquals("-", step(g, "a1", Geometry.SOUTH));
    assertEquals(Geometry.EAST, g.stepDirection(sq(g, "h4"), Geometry.EAST));
    assertFalse(g.displacementFlips(sq(g, "h4"), 1, 0));
  }

  @Test
  void mobiusSeamTableOfTheRulings() {
    Geometry g = Geometry.mobius(8, 8);
    for (int r = 1; r <= 8; r++) {
      assertEquals("a" + (9 - r), step(g, "h" + r, Geometry.EAST));
      assertEquals(Geometry.EAST, g.stepDirection(sq(g, "h" + r), Geometry.EAST));
      assertEquals("h" + (9 - r), step(g, "a" + r, Geometry.WEST));
      if (r <= 7) {
        assertEquals("a" + (8 - r), step(g, "h" + r, Geometry.NORTH_EAST));
        assertEquals(Geometry.SOUTH_EAST, g.stepDirection(sq(g, "h" + r), Geometry.NORTH_EAST));
        assertEquals("h" + (8 - r), step(g, "a" + r, Geometry.NORTH_WEST));
        assertEquals(Geometry.SOUTH_WEST, g.stepDirection(sq(g, "a" + r), Geometry.NORTH_WEST));
      }
      if (r >= 2) {
        assertEquals("a" + (10 - r), step(g, "h" + r, Geometry.SOUTH_EAST));
        assertEquals(Geometry.NORTH_EAST, g.stepDirection(sq(g, "h" + r), Geometry.SOUTH_EAST));
        assertEquals("h" + (10 - r), step(g, "a" + r, Geometry.SOUTH_WEST));
        assertEquals(Geometry.NORTH_WEST, g.stepDirection(sq(g, "a" + r), Geometry.SOUTH_WEST));
      }
    }
    assertEquals("-", step(g, "h8", Geometry.NORTH_EAST));
    // h1 and a8 are neighbours
    assertEquals("a8", step(g, "h1", Geometry.EAST));
  }

  @Test
  void mobiusKnightLeaps() {
    Geometry g = Geometry.mobius(8, 8);
    assertEquals("h7", g.name(g.displacement(sq(g, "b1"), -2, 1)));
    assertEquals("a7", g.name(g.displacement(sq(g, "g1"), 2, 1)));
    Set<String> fromH4 = new HashSet<>();
    int[][] leaps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    for (int[] l : leaps) {
      int t = g.displacement(sq(g, "h4"), l[0], l[1]);
      fromH4.add(g.name(t));
    }
    assertEquals(Set.of("g6", "f5", "f3", "g2", "a3", "b4", "b6", "a7"), fromH4);
    assertTrue(g.displacementFlips(sq(g, "b1"), -2, 1));
    assertFalse(g.displacementFlips(sq(g, "b1"), 2, 1));
  }

  @Test
  void mobiusRankRayVisitsBothRanks() {
    Geometry g = Geometry.mobius(8, 8);
    int origin = sq(g, "c2");
    int s = origin;
    int d = Geometry.EAST;
    int count = 0;
    while (true) {
      int nx = g.step(s, d);
      if (nx < 0 || nx == origin) {
        break;
      }
      d = g.stepDirection(s, d);
      s = nx;
      count++;
    }
    assertEquals(15, count); // 2m - 1
  }

  @Test
  void wrappedBoardsNeedThreeFiles() {
    assertThrows(IllegalArgumentException.class, () -> Geometry.mobius(2, 5));
    assertEquals("mobius 4x9", Geometry.mobius(4, 9).toString());
  }

  @Test
  void nullIsNoSquareAndNoTopology() {
    Geometry g = Geometry.standard();
    assertEquals(-1, g.parseSquare(null));
    assertEquals(g.parseSquare("e4"), g.parseSquare("E4"));
    assertEquals("topology", assertThrows(NullPointerException.class,
        () -> Geometry.of(null, 8, 8)).getMessage());
  }
}

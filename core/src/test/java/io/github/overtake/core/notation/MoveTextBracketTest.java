package io.github.overtake.core.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.geometry.Geometry;
import java.util.List;
import org.junit.jupiter.api.Test;

class MoveTextBracketTest {
  @Test
  void commasInsideBracketsDoNotSplitParts() {
    Geometry g = Geometry.rectangle(10, 10);
    MoveText.Query q = MoveText.parse("e5xf7xe5[e6,f6]", g);
    assertEquals(1, q.parts.size());
    assertEquals(List.of(g.parseSquare("e6"), g.parseSquare("f6")), q.parts.get(0).captures);
    assertEquals(2, MoveText.parse("P@e3,d2d4", Geometry.standard()).parts.size());
  }
}

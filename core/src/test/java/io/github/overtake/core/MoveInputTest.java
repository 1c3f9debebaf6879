package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Step-wise input: picks from canonical texts, offers, completion, refusal. */
class MoveInputTest {

  @Test
  void picksFollowTheCanonicalText() {
    assertEquals(List.of("c3", "e5", "g7"), MoveInput.tokens("c3xe5xg7"));
    assertEquals(List.of("e5", "f7", "e6", "f6"), MoveInput.tokens("e5xf7[e6,f6]"));
    assertEquals(List.of("b8", "=q", "b1"), MoveInput.tokens("b8=q-b1"));
    assertEquals(List.of("a8", "=n"), MoveInput.tokens("a8=n"));
    assertEquals(List.of("e7", "e8", "q"), MoveInput.tokens("e7e8q"));
    assertEquals(List.of("P@", "e3", "d2", "d4"), MoveInput.tokens("P@e3,d2d4"));
    assertEquals(List.of("ex(b:R)", "g1", "f3", "R@", "g1"),
        MoveInput.tokens("ex(b:R),g1f3,R@g1"));
    assertEquals(List.of("ex(B@)", "f3"), MoveInput.tokens("ex(B@f3)"));
    assertEquals(List.of("e4", "d5"), MoveInput.tokens("e4d5/d8d5"));
    assertEquals(List.of("a1", "a7"), MoveInput.tokens("a1[a7]"));
    assertEquals(List.of("e6", "d7", "c8", "q"), MoveInput.tokens("e6xd7-c8q"));
    assertEquals(List.of("x1", "x5"), MoveInput.tokens("x1x5"));
    assertEquals(List.of("a1", "x5"), MoveInput.tokens("a1xx5"));
  }

  @Test
  void picksAMoveStepByStep() {
    Position start = VariantRegistry.load().variant("test-minichess").startPosition();
    MoveInput in = MoveInput.start(start);
    assertTrue(in.completed().isEmpty());
    Set<String> origins = in.nextSquares();
    assertTrue(!origins.isEmpty());
    String origin = origins.iterator().next();
    in = in.pick(origin);
    String target = in.nextSquares().iterator().next();
    in = in.pick(target);
    assertTrue(in.completed().isPresent());
    assertEquals(origin, in.completed().get().from().orElseThrow().name());
    assertEquals(List.of(origin), in.back().picks());
    MoveInput fresh = MoveInput.start(start);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> fresh.pick("e9"));
    assertTrue(e.getMessage().contains("cannot come next"), e.getMessage());
  }

  @Test
  void everyLegalMoveIsReachedInTheTestVariant() {
    Position p = VariantRegistry.load().variant("test-minichess").startPosition();
    MoveInput start = MoveInput.start(p);
    for (Move m : p.legalMoves()) {
      MoveInput in = start;
      for (String pick : start.picksOf(m)) {
        assertTrue(in.nextSquares().contains(pick) || in.nextChoices().contains(pick), pick);
        in = in.pick(pick);
        assertTrue(!in.candidates().isEmpty());
      }
      assertEquals(m, in.completed().orElseThrow());
    }
  }

  @Test
  void aLongPickIsQuotedShortAndNullsFailAsDocumented() {
    MoveInput in =
        MoveInput.start(VariantRegistry.load().variant("test-minichess").startPosition());
    String pick = "e".repeat(1_000_000);
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> in.pick(pick));
    assertTrue(e.getMessage().contains(": '" + "e".repeat(117) + "...' cannot come next"),
        e.getMessage());
    assertTrue(e.getMessage().length() < 600, e.getMessage());
    assertEquals(List.of(), in.picks());
    assertEquals("pick", assertThrows(NullPointerException.class,
        () -> in.pick((String) null)).getMessage());
    assertEquals("square", assertThrows(NullPointerException.class,
        () -> in.pick((Square) null)).getMessage());
    assertEquals("move", assertThrows(NullPointerException.class,
        () -> in.picksOf(null)).getMessage());
  }
}

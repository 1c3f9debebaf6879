package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class LimitsTest {
  private static final String GARDNER = "1nkn1/5/5/5/1NKN1 w - - 0 1";
  private final VariantRegistry registry = VariantRegistry.load();

  @Test
  void valuesAreCheckedAndKept() {
    Limits l = Limits.DEFAULT.withMoves(7).withMoveOps(100).withChainStates(9).withCachedVariants(3);
    assertEquals(7, l.moves());
    assertEquals(100, l.moveOps());
    assertEquals(9, l.chainStates());
    assertEquals(3, l.cachedVariants());
    assertEquals(Limits.DEFAULT.withMoves(7), Limits.DEFAULT.withMoves(7));
    assertNotEquals(Limits.DEFAULT, l);
    assertEquals(150_000, Limits.DEFAULT.moves());
    assertEquals(3_000_000, Limits.DEFAULT.moveOps());
    assertEquals(1_500_000L, Limits.DEFAULT.chainStates());
    assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.withMoves(0));
    assertThrows(IllegalArgumentException.class, () -> Limits.DEFAULT.withChainStates(-1));
    assertTrue(l.toString().contains("moves=7"), l.toString());
  }

  @Test
  void tooManyMovesIsAWorkLimitNamingTheLimitAndThePosition() {
    Variant small = registry.variant("test-minichess:array=gardner").withLimits(
        Limits.DEFAULT.withMoves(3));
    Position p = small.position(GARDNER);
    WorkLimitException e = assertThrows(WorkLimitException.class, p::legalMoves);
    assertEquals(Limits.MOVES, e.limit());
    assertEquals(3, e.value());
    assertEquals(GARDNER, e.input());
    assertTrue(e.getMessage().contains("moves=3") && e.getMessage().contains(GARDNER),
        e.getMessage());
    // the same answer again, and for every call that needs the moves
    assertThrows(WorkLimitException.class, p::legalMoves);
    assertThrows(WorkLimitException.class, p::outcome);
    assertThrows(WorkLimitException.class, () -> p.play("b1a3"));
    // the default limits list the same position
    assertEquals(GARDNER, small.withLimits(Limits.DEFAULT).position(GARDNER).text());
    assertFalse(registry.variant("test-minichess:array=gardner").position(GARDNER)
        .legalMoves().isEmpty());
  }

  @Test
  void tooManyOpsIsAWorkLimit() {
    Variant small = registry.variant("test-minichess:array=gardner").withLimits(
        Limits.DEFAULT.withMoveOps(16));
    WorkLimitException e =
        assertThrows(WorkLimitException.class, () -> small.position(GARDNER).legalMoves());
    assertEquals(Limits.MOVE_OPS, e.limit());
  }

  @Test
  void variantsUnderOtherLimitsAreEqualAndPlayAlike() {
    Variant v = registry.variant("test-minichess:array=gardner");
    Variant w = v.withLimits(Limits.DEFAULT.withChainStates(1_000));
    assertEquals(v, w);
    assertSame(v, v.withLimits(v.limits()));
    assertEquals(v.position(GARDNER).legalMoves(), w.position(GARDNER).legalMoves());
    assertThrows(NullPointerException.class, () -> v.withLimits(null));
  }

  @Test
  void aRegistryPassesItsLimitsOn() {
    VariantRegistry strict = registry.withLimits(Limits.DEFAULT.withMoves(2));
    assertEquals(2, strict.variant("test-minichess").limits().moves());
    assertEquals(Limits.DEFAULT, registry.variant("test-minichess").limits());
    ValidationResult r =
        MoveValidator.validate(strict, "test-minichess:array=gardner", GARDNER, List.of("b1a3"));
    assertFalse(r.isValid());
    assertEquals(0, r.badInput());
    assertTrue(r.error().orElseThrow() instanceof WorkLimitException, r.toString());
    ValidationResult none =
        MoveValidator.validate(strict, "test-minichess:array=gardner", GARDNER, List.of());
    assertEquals(ValidationResult.POSITION, none.badInput());
    assertTrue(MoveValidator.validate(registry, "test-minichess:array=gardner", GARDNER,
        List.of("b1a3")).isValid());
  }

  @Test
  void perftWorksUnderTheLimits() {
    Variant v = registry.variant("test-minichess:array=gardner");
    Position p = v.position(GARDNER);
    assertEquals(p.legalMoves().size(), Perft.count(p, 1));
    Position limited = v.withLimits(Limits.DEFAULT.withMoves(3)).position(GARDNER);
    WorkLimitException e = assertThrows(WorkLimitException.class, () -> Perft.count(limited, 2));
    assertEquals(GARDNER, e.input());
  }
}

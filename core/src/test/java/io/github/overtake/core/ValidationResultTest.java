package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class ValidationResultTest {
  private static final String SPEC = "test-minichess:array=gardner";
  private static final String KNIGHTS = "1nkn1/5/5/5/1NKN1 w - - 0 1";
  private final VariantRegistry registry = VariantRegistry.load();

  @Test
  void anIllegalMoveGivesItsReasonAndTheLastValidPosition() {
    ValidationResult r =
        MoveValidator.validate(registry, SPEC, KNIGHTS, List.of("b1a3", "b5a3", "a1a2"));
    assertFalse(r.isValid());
    assertEquals(2, r.badInput());
    IllegalMoveException e = (IllegalMoveException) r.error().orElseThrow();
    assertEquals(IllegalMoveReason.NO_SUCH_MAN, r.reason().orElseThrow());
    assertEquals(e.reason(), r.reason().orElseThrow());
    assertEquals(e.explanation(), r.explanation());
    assertFalse(r.explanation().isEmpty());
    // the last valid position: after the two good moves, where the bad one was tried
    Position last = registry.variant(SPEC).position(KNIGHTS).play("b1a3").play("b5a3");
    assertEquals(last, r.position().orElseThrow());
    assertTrue(r.outcome().isEmpty());
  }

  @Test
  void aBadFirstMoveLeavesTheGivenPosition() {
    ValidationResult r = MoveValidator.validate(registry, SPEC, KNIGHTS, List.of("a1a2"));
    assertEquals(0, r.badInput());
    assertEquals(KNIGHTS, r.position().orElseThrow().text());
  }

  @Test
  void otherFailuresHaveNoReasonButAnExplanation() {
    ValidationResult format = MoveValidator.validate(registry, SPEC, KNIGHTS, List.of("b1a3["));
    assertTrue(format.error().orElseThrow() instanceof MoveFormatException);
    assertTrue(format.reason().isEmpty());
    assertEquals(format.error().orElseThrow().getMessage(), format.explanation());
    assertEquals(KNIGHTS, format.position().orElseThrow().text());

    ValidationResult spec = MoveValidator.validate(registry, "no-such-variant", null, List.of());
    assertEquals(ValidationResult.SPEC, spec.badInput());
    assertTrue(spec.reason().isEmpty());
    assertTrue(spec.position().isEmpty());
    assertTrue(spec.explanation().contains("no-such-variant"), spec.explanation());

    ValidationResult text = MoveValidator.validate(registry, SPEC, "junk", List.of());
    assertEquals(ValidationResult.POSITION, text.badInput());
    assertTrue(text.position().isEmpty());

    List<String> many = Collections.nCopies(MoveValidator.MAX_MOVES + 1, "b1a3");
    ValidationResult list = MoveValidator.validate(registry, SPEC, KNIGHTS, many);
    assertEquals(ValidationResult.MOVE_LIST, list.badInput());
    assertEquals(KNIGHTS, list.position().orElseThrow().text());
  }

  @Test
  void aValidResultHasNoReasonAndNoExplanation() {
    ValidationResult r = MoveValidator.validate(registry, SPEC, KNIGHTS, List.of("b1a3"));
    assertTrue(r.isValid(), r.toString());
    assertTrue(r.reason().isEmpty());
    assertEquals("", r.explanation());
    assertTrue(r.error().isEmpty());
    assertEquals(Outcome.ONGOING, r.outcome().orElseThrow());
  }
}

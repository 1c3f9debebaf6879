package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.ValidationResult;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

class MoveValidatorTest {
  @Test
  void validLine() {
    ValidationResult r = MoveValidator.validate("chess", null, List.of("e4", "e5", "Nf3"));
    assertTrue(r.isValid(), r.toString());
    assertEquals("ongoing", r.outcome().orElseThrow().text());
    assertEquals(
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2",
        r.position().orElseThrow().text());
  }

  @Test
  void firstBadInputIsNamed() {
    ValidationResult r = MoveValidator.validate("chess", null, List.of("e4", "e5", "Ke3", "d4"));
    assertFalse(r.isValid());
    assertEquals(2, r.badInput());
    assertTrue(r.error().orElseThrow() instanceof IllegalMoveException);
    assertEquals(
        "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
        r.position().orElseThrow().text());
    assertEquals(ValidationResult.SPEC, MoveValidator.validate("nope", null, List.of()).badInput());
    assertEquals(
        ValidationResult.POSITION, MoveValidator.validate("chess", "junk", List.of()).badInput());
    assertTrue(MoveValidator.validate("chess", null, List.of("e2e4[")).error().orElseThrow()
        instanceof MoveFormatException);
  }

  @Test
  void workIsBounded() {
    List<String> many = new ArrayList<>(Collections.nCopies(MoveValidator.MAX_MOVES + 1, "e4"));
    ValidationResult r = MoveValidator.validate("chess", null, many);
    assertFalse(r.isValid());
    assertEquals(ValidationResult.MOVE_LIST, r.badInput());
    assertFalse(MoveValidator.validate("chess", null, List.of("e".repeat(100_000))).isValid());
  }
}

package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.AmbiguousMoveException;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.notation.MoveText;
import org.junit.jupiter.api.Test;

class MoveTextTest {
  private final Position start = VariantRegistry.load().variant("chess").startPosition();

  @Test
  void malformedTextIsAFormatError() {
    for (String bad : new String[] {"", "   ", "e2-", "z9z1", "e2e4[", "e2e4x", "@e4", "e2=", "e2e4 junk"}) {
      MoveFormatException e = assertThrows(MoveFormatException.class, () -> start.parseMove(bad));
      assertTrue(e.getMessage().contains("'" + bad.strip()) || e.getMessage().contains("'" + bad),
          e.getMessage());
    }
  }

  @Test
  void tooLongTextIsRejectedBeforeParsing() {
    String longText = "e2e4".repeat(200);
    assertThrows(MoveFormatException.class, () -> start.parseMove(longText));
  }

  @Test
  void illegalMoveQuotesInputAndPosition() {
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> start.parseMove("e2e5"));
    assertTrue(e.getMessage().contains("'e2e5'"));
    assertTrue(e.getMessage().contains(start.text()));
    assertEquals(start.text(), e.position());
  }

  @Test
  void canonicalCoordinateAndSanForms() {
    assertEquals("e2e4", start.parseMove("e2e4").text());
    assertEquals("e2e4", start.parseMove("E2E4").text());
    assertEquals("e2e4", start.parseMove("e4").text());
    assertEquals("g1f3", start.parseMove("Nf3").text());
    assertEquals("g1f3", start.parseMove("g1-f3").text());
    assertEquals("g1f3", start.parseMove("Ng1f3").text());
  }

  @Test
  void ambiguousSanIsNotGuessed() {
    Position p = VariantRegistry.load().variant("chess")
        .position("4k3/8/8/8/8/8/4K3/R6R w - - 0 1");
    assertEquals("a1d1", p.parseMove("Rad1").text());
    AmbiguousMoveException e = assertThrows(AmbiguousMoveException.class, () -> p.parseMove("Rd1"));
    assertEquals(java.util.List.of("a1d1", "h1d1"), e.candidates().stream().sorted().toList());
  }

  @Test
  void castlingByKingMoveOrLetters() {
    Position p = VariantRegistry.load().variant("chess")
        .position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertEquals("e1g1", p.parseMove("O-O").text());
    assertEquals("e1c1", p.parseMove("O-O-O").text());
    assertEquals("e1g1", p.parseMove("0-0").text());
    assertEquals("e1c1", p.parseMove("e1c1").text());
  }

  @Test
  void promotionNeedsItsPiece() {
    Position p = VariantRegistry.load().variant("chess").position("4k3/1P6/8/8/8/8/8/4K3 w - - 0 1");
    assertEquals("b7b8q", p.parseMove("b7b8q").text());
    assertEquals("b7b8n", p.parseMove("b7b8N").text());
    assertEquals("b7b8q", p.parseMove("b8=Q").text());
    assertThrows(IllegalArgumentException.class, () -> p.parseMove("b7b8"));
  }

  @Test
  void ambiguityIsReportedWithCandidates() {
    // two distinct moves that share origin and destination can only be told apart by brackets;
    // in chess that never happens, so check the exception type itself
    AmbiguousMoveException e =
        new AmbiguousMoveException("c3a5", "pos", java.util.List.of("c3xa5", "c3xe5xc7xa5"));
    assertTrue(e.getMessage().contains("c3xa5, c3xe5xc7xa5"));
    IllegalArgumentException asIae = e;
    assertEquals("c3a5", ((io.github.overtake.core.OvertakeException) asIae).input());
  }

  @Test
  void parsesWideBoardSquares() {
    Geometry g = Geometry.rectangle(10, 10);
    MoveText.Query q = MoveText.parse("h8xj10q", g);
    assertEquals("h8xj10q", q.normalized());
    assertThrows(MoveFormatException.class, () -> MoveText.parse("h8xk10", g));
  }
}

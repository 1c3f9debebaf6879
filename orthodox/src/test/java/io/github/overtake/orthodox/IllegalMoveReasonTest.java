package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.MoveFormatException;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MoveBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The reasons chess gives for illegal moves, in coordinates and in SAN. */
class IllegalMoveReasonTest {
  private static final Variant CHESS = VariantRegistry.load().variant("chess");
  private static final Position START = CHESS.startPosition();
  /** The knight on e2 is pinned by the rook on e7. */
  private static final Position PIN = CHESS.position("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");

  private static IllegalMoveException rejected(Position p, String move) {
    return assertThrows(IllegalMoveException.class, () -> p.parseMove(move));
  }

  private static void assertReason(IllegalMoveReason reason, Position p, String move) {
    IllegalMoveException e = rejected(p, move);
    assertEquals(reason, e.reason(), e.getMessage());
    assertTrue(e.getMessage().endsWith(": " + e.explanation()), e.getMessage());
    assertTrue(e.getMessage().contains(p.text()), e.getMessage());
  }

  @Test
  void coordinateMoves() {
    assertReason(IllegalMoveReason.NO_SUCH_MAN, START, "e3e4");
    assertReason(IllegalMoveReason.NOT_YOUR_MAN, START, "e7e5");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, START, "e2e5");
    assertReason(IllegalMoveReason.PATH_BLOCKED, START, "a1a3");
    assertReason(IllegalMoveReason.PATH_BLOCKED, START, "f1c4");
    // a slider blocked by an enemy man it could take
    assertReason(
        IllegalMoveReason.PATH_BLOCKED, CHESS.position("4k3/8/8/p7/8/8/8/R3K3 w - - 0 1"), "a1a8");
    assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, PIN, "e2c3");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, PIN, "e1e2");
    assertEquals(
        "illegal move 'e2c3' in '" + PIN.text() + "': it would leave the king attacked (e2 to c3)",
        rejected(PIN, "e2c3").getMessage());
  }

  @Test
  void aManCannotStayOnItsSquare() {
    // the open-board test of a blocked path once put the man twice on its square and threw
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, START, "e2e2");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, START, "a1a1");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, START, "e1e1");
  }

  @Test
  void aPawnCannotTakeStraightAhead() {
    Position p = START.play("e2e4").play("e7e5");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, p, "e4e5");
  }

  @Test
  void sanMoves() {
    assertReason(IllegalMoveReason.KING_LEFT_ATTACKED, PIN, "Nc3");
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, START, "Ke3");
    assertReason(IllegalMoveReason.PATH_BLOCKED, START, "Qd3");
    assertReason(IllegalMoveReason.NO_SUCH_MAN, PIN, "Qd3");
  }

  /** A pawn on e7 about to promote; the kings far away. */
  private static final Position PROMOTING = CHESS.position("8/4P3/8/8/8/8/8/k6K w - - 0 1");

  @Test
  void aLegalMoveWrittenWronglyNamesTheLegalOnes() {
    // a capture mark on a quiet move: the square is reached, not as written (not "king attacked")
    assertReason(IllegalMoveReason.NOT_AS_WRITTEN, START, "Nxf3");
    assertEquals(
        "illegal move 'Nxf3' in '" + START.text() + "': a legal move goes there, but not as"
            + " written (knight to f3; legal: Nf3)",
        rejected(START, "Nxf3").getMessage());
    assertReason(IllegalMoveReason.NOT_AS_WRITTEN, START, "Ng1xf3");
    assertReason(IllegalMoveReason.NOT_AS_WRITTEN, START, "dxd3");
    // the promotion letter is required where the player chooses
    assertEquals(
        "a legal move goes there, but not as written (e7 to e8; legal: e7e8q, e7e8r, e7e8b,"
            + " e7e8n)",
        rejected(PROMOTING, "e7e8").explanation());
    assertEquals(
        "a legal move goes there, but not as written (pawn to e8; legal: e8=Q, e8=R, e8=B, e8=N)",
        rejected(PROMOTING, "e8").explanation());
    // the same with the moves listed first
    Position listed = CHESS.position(PROMOTING.text());
    assertEquals(4, listed.legalMoves().stream().filter(m -> m.fromIndex() == 52).count());
    assertEquals(
        rejected(PROMOTING, "e7e8").explanation(), rejected(listed, "e7e8").explanation());
  }

  @Test
  void sanOriginsOnlyLookAtTheMenTheyFit() {
    // the e-pawn cannot take on d3; the d-pawn's legal step there is not what was written
    assertReason(IllegalMoveReason.CANNOT_MOVE_SO, START, "exd3");
    assertEquals("there is no knight on the h-file", rejected(START, "Nhf3").explanation());
    assertEquals("there is no knight on rank 3", rejected(START, "N3f3").explanation());
    assertEquals("there is no knight on h1", rejected(START, "Nh1f3").explanation());
    assertEquals("there is no queen to move", rejected(PIN, "Qd3").explanation());
  }

  @Test
  void anUnknownPieceLetterIsNamed() {
    MoveFormatException e = assertThrows(MoveFormatException.class, () -> START.parseMove("Me4"));
    assertEquals(
        "invalid move text 'Me4': 'M' is not a piece letter of this variant (N, B, R, Q, K)",
        e.getMessage());
    assertThrows(MoveFormatException.class, () -> START.parseMove("Mxe4+"));
    // capitals that read as squares are still a move, and other bad texts keep their message
    assertEquals("e2e4", START.parseMove("E2E4").text());
    assertEquals(
        "invalid move text 'e9e4': 'e9' is not a square of the board",
        assertThrows(MoveFormatException.class, () -> START.parseMove("e9e4")).getMessage());
  }

  @Test
  void whyIllegalSaysNothingOfAMoveThatIsLegal() {
    // asked directly, the rule set does not call a legal move's square "king left attacked"
    ChessRules rules = (ChessRules) CHESS.rules();
    MoveBuffer scratch = new MoveBuffer();
    assertEquals(
        IllegalMoveReason.NOT_LEGAL, rules.whyIllegal(START.toMutable(), 6, 21, scratch));
    assertEquals(
        IllegalMoveReason.KING_LEFT_ATTACKED,
        rules.whyIllegal(PIN.toMutable(), 12, 18, new MoveBuffer()));
  }

  @Test
  void aFinishedGameSaysSo() {
    Game over = Game.startingFrom(START).play("f3").play("e5").play("g4").play("Qh4#");
    IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> over.play("a2a3"));
    assertEquals(IllegalMoveReason.GAME_OVER, e.reason());
  }

  @Test
  void theValidatorCarriesTheReason() {
    IllegalMoveException e =
        (IllegalMoveException)
            MoveValidator.validate("chess", null, List.of("e4", "e5", "Ke3"))
                .error()
                .orElseThrow();
    assertEquals(IllegalMoveReason.CANNOT_MOVE_SO, e.reason());
  }
}

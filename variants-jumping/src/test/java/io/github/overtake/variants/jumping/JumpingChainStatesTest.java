package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.WorkLimitException;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import org.junit.jupiter.api.Test;

/** Chains are searched by state, and the search is charged to the buffer's work budget. */
class JumpingChainStatesTest {
  /** The position of issue 10: thousands of chains per node. */
  private static final String ISSUE =
      "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/1q5p2/3P3P2/1P4P1P1/2P1PP4/1RNBQKBNR1/10 w KQkq - 1 6";

  private static Position issue() {
    return VariantRegistry.load()
        .variant("jumping:multiJump=true,doubleKnights=true")
        .position(ISSUE);
  }

  @Test
  void theIssuePositionCountsAsTheReferenceDoes() {
    assertEquals(66_162, Perft.count(issue(), 2));
  }

  @Test
  void everyChainStateIsChargedAndTheLimitHolds() {
    Position p = Game.startingFrom(issue()).play("e3e5").position();
    MutablePosition work = p.toMutable();
    MoveBuffer buf = new MoveBuffer();
    p.variant().rules().generateMoves(work, buf);
    long states = buf.work();
    // the budget counts the moves and ops written too (MoveBuffer.end), then the chain states
    long written = 0;
    for (int m = 0; m < buf.size(); m++) {
      written += 1 + (buf.end(m) - buf.start(m)) / 2;
    }
    assertTrue(states > written, "the chain search charged no work");
    assertTrue(
        states - written <= buf.size(), "more states expanded than moves written: " + states);
    MoveBuffer limited = new MoveBuffer();
    limited.resetWork(states - 1);
    assertThrows(
        WorkLimitException.class, () -> p.variant().rules().generateMoves(p.toMutable(), limited));
    MoveBuffer enough = new MoveBuffer();
    enough.resetWork(states);
    p.variant().rules().generateMoves(p.toMutable(), enough);
    assertEquals(buf.size(), enough.size());
    assertEquals(19_087, p.legalMoves().size());
  }
}

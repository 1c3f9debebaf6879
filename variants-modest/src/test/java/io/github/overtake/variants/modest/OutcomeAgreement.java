package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.google.errorprone.annotations.CanIgnoreReturnValue;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.spi.MoveBuffer;
import java.util.List;

/**
 * The outcome of a Modest position judged without the listing (the existence query {@code
 * hasLegalMove}, since {@code outcomeNeedsMoveCount()} is false) against the outcome judged from
 * the full listing.
 */
final class OutcomeAgreement {
  /**
   * Positions of FIDE chess with no legal move for the side to move: checkmates (fool's mate, a
   * back-rank mate, a smothered mate) and stalemates (king and queen, king and pawn, a pinned man
   * that cannot move). Each variant accepts those its rules allow; what its own rules make of
   * them is what the check compares.
   */
  static final List<String> NO_MOVE_IN_FIDE = List.of(
      "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3",
      "3R2k1/5ppp/8/8/8/8/8/7K b - - 0 1",
      "6rk/5Npp/8/8/8/8/8/7K b - - 0 1",
      "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1",
      "k7/P7/1K6/8/8/8/8/8 b - - 0 1",
      "7k/6p1/5K1P/8/8/8/8/8 b - - 0 1",
      "k7/1r6/1K6/8/8/8/8/5Q2 b - - 0 1",
      "k7/2Q5/1K6/8/8/8/8/8 b - - 0 1");

  private OutcomeAgreement() {}

  /**
   * Asserts, for a position of {@code variant} read anew from {@code p}'s text, that the rule
   * set's existence query says whether the listing is empty, and that the outcome judged without
   * the listing equals the outcome judged after listing every legal move (a position whose moves
   * were listed passes their number to the rule set's outcome).
   *
   * @param variant the variant
   * @param p the position
   * @return whether the side to move has no legal move
   */
  @CanIgnoreReturnValue
  static boolean check(Variant variant, Position p) {
    String text = p.text();
    Position listed = variant.position(text);
    int n = listed.legalMoves().size();
    Outcome fromListing = listed.outcome();
    Position fresh = variant.position(text);
    boolean exists = variant.rules().hasLegalMove(fresh.toMutable(), new MoveBuffer());
    assertEquals(n > 0, exists, () -> "a legal move exists in " + variant.id() + " " + text);
    assertEquals(fromListing, fresh.outcome(), () -> "outcome of " + variant.id() + " " + text);
    return n == 0;
  }
}

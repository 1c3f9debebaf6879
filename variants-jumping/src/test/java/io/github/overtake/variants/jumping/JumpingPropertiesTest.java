package io.github.overtake.variants.jumping;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Square;
import io.github.overtake.core.Termination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.testkit.RandomGames;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

class JumpingPropertiesTest {
  private static final String[] KEYS = {
    "doubleKnights", "multiJump", "conservative", "mini", "quickEvacuation", "checkmate"
  };

  /** The option bit of {@code multiJump} in a mask of {@link #variant(int)}. */
  static final int MULTI_JUMP = 1 << 1;

  /** The option bit of {@code checkmate} in a mask of {@link #variant(int)}. */
  static final int CHECKMATE = 1 << 5;

  static Variant variant(int mask) {
    StringBuilder spec = new StringBuilder("jumping:");
    for (int k = 0; k < KEYS.length; k++) {
      spec.append(k == 0 ? "" : ",").append(KEYS[k]).append('=').append((mask >> k & 1) != 0);
    }
    // these properties test the rules, not the budget: the plain walks some of them compare with
    // may search far more chain states than the rules do (JumpingBudgetTest's position), and
    // benchmarks/PlaySample checks the default budget on positions of play (SECURITY.md)
    return VariantRegistry.load().variant(spec.toString()).withLimits(RULES_NOT_BUDGET);
  }

  /** Limits for properties of the rules: the default ones with room for any chain search. */
  static final Limits RULES_NOT_BUDGET = Limits.DEFAULT.withChainStates(100_000_000L);

  @Property(tries = 200)
  void randomGamesKeepInvariants(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant v = variant(mask);
    Game g = RandomGames.play(v.startPosition(), choices);
    for (Position p : g.positions()) {
      checkRules(p, ((JumpingRules) v.rules()).options());
    }
  }

  /** One seeded random game for each of the 64 combinations. */
  @TestFactory
  Stream<DynamicTest> everyCombinationPlays() {
    return IntStream.range(0, 64)
        .mapToObj(
            mask ->
                DynamicTest.dynamicTest(
                    variant(mask).spec(),
                    () -> {
                      Random rnd = new Random(1000 + mask);
                      List<Integer> choices = new ArrayList<>();
                      for (int i = 0; i < 50; i++) {
                        choices.add(rnd.nextInt(1000));
                      }
                      Variant v = variant(mask);
                      Game g = RandomGames.play(v.startPosition(), choices);
                      for (Position p : g.positions()) {
                        checkRules(p, ((JumpingRules) v.rules()).options());
                      }
                    }));
  }

  /** The duty, ring and outcome rules that every position of a game must satisfy. */
  static void checkRules(Position p, JumpingOptions o) {
    Geometry g = p.variant().geometry();
    List<Move> legal = p.legalMoves();
    int dutyMoves = 0;
    for (Move m : legal) {
      int from = m.from().map(Square::index).orElseThrow();
      int to = m.to().map(Square::index).orElseThrow();
      if (!m.isCapture()) {
        assertFalse(g.isEdge(to), "a quiet move ends on the ring: " + m + " in " + p);
      }
      if (m.isCastling()) {
        assertFalse(g.isEdge(from));
      }
      boolean duty = g.isEdge(from) && (o.quickEvacuation() || m.isCapture());
      if (duty) {
        dutyMoves++;
      }
    }
    assertTrue(
        dutyMoves == 0 || dutyMoves == legal.size(),
        "the duty applies to all moves or to none in " + p + ": " + legal);
    Outcome out = p.outcome();
    boolean hasKing = p.board().occupiedSquares().stream()
        .map(s -> p.board().pieceAt(s).orElseThrow())
        .anyMatch(pc -> pc.side() == p.sideToMove() && pc.type().letter() == 'K');
    Side other = p.sideToMove().opposite();
    if (!hasKing) {
      assertFalse(o.checkmate(), "a king was captured with checkmate=true: " + p);
      assertTrue(legal.isEmpty());
      assertEquals(Optional.of(other), out.winningSide());
      assertEquals("king-captured", reason(out));
    } else if (legal.isEmpty()) {
      assertEquals(Optional.of(other), out.winningSide(), "no legal move loses: " + p);
      String want =
          !o.checkmate() ? "no-moves" : p.isCheck() ? "checkmate" : "stalemate";
      assertEquals(want, reason(out));
    } else if (out.isOver()) {
      assertEquals("no-progress", reason(out));
    }
    if (!o.checkmate()) {
      assertFalse(p.isCheck());
    }
  }

  private static String reason(Outcome o) {
    return o.termination().map(Termination::id).orElse("");
  }
}

package io.github.overtake.variants.fluidity;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Square;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class FluidityPropertiesTest {
  private static final Variant VARIANT = VariantRegistry.load().variant("fluidity");

  /** Start positions for random games: the setup and a few open, castling-rich positions. */
  private static final List<String> STARTS =
      List.of(
          FluidityRules.START,
          "rN1Bk1Nr/8/8/8/8/8/8/4K3 b kq - 0 1",
          "r3k2r/8/8/8/8/8/8/Rn1bK1nR w KQkq - 0 1",
          "r2qk2r/1b4n1/8/3N4/4b3/8/1B3n2/R3K2R w KQkq - 0 1",
          "8/8/8/8/8/8/8/Rn1kK3 w Q - 0 1");

  @Property(tries = 100)
  void randomGamesKeepInvariants(
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll @IntRange(min = 0, max = 4) int start) {
    Game game = RandomGames.play(VARIANT.position(STARTS.get(start)), choices);
    for (Position p : game.positions()) {
      checkAgainstReference(p);
      checkOutcome(p);
    }
  }

  @Property(tries = 80)
  void movesMatchTheLiteralRulings(
      @ForAll @Size(max = 80) List<@IntRange(min = 0, max = 999) Integer> choices,
      @ForAll @IntRange(min = 0, max = 4) int start) {
    Position p = VARIANT.position(STARTS.get(start));
    for (int choice : choices) {
      checkAgainstReference(p);
      checkOutcome(p);
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty() || p.outcome().isOver()) {
        break;
      }
      p = p.play(legal.get(Math.floorMod(choice, legal.size())));
    }
    checkAgainstReference(p);
    checkOutcome(p);
  }

  private static void checkAgainstReference(Position p) {
    Set<String> fast = new TreeSet<>();
    for (Move m : p.legalMoves()) {
      TreeSet<Integer> caps = new TreeSet<>();
      for (Square s : m.captures()) {
        caps.add(s.index());
      }
      StringBuilder sb = new StringBuilder(m.text()).append('|');
      for (int c : caps) {
        sb.append(sb.charAt(sb.length() - 1) == '|' ? "" : ",")
            .append(VARIANT.geometry().name(c));
      }
      fast.add(sb.toString());
    }
    assertEquals(ReferenceMoves.of(p), fast, "legal moves of " + p.text());
  }

  /** Outcome consistency of every end rule (R9, R11, R12). */
  private static void checkOutcome(Position p) {
    MutablePosition m = p.toMutable();
    int side = m.sideToMove();
    Side other = Side.ofIndex(side ^ 1);
    Outcome o = p.outcome();
    boolean noKing = m.countType(side, FluidityRules.KING) == 0;
    assertEquals(1, m.countType(side ^ 1, FluidityRules.KING), "the side not to move has its king");
    if (noKing) {
      assertEquals(Outcome.win(other, StandardTermination.KING_CAPTURED), o);
      assertTrue(p.legalMoves().isEmpty());
    } else if (p.legalMoves().isEmpty()) {
      assertEquals(
          Outcome.win(
              other, p.isCheck() ? StandardTermination.CHECKMATE : StandardTermination.STALEMATE),
          o);
    } else if (m.pieceCount(0) == 1 && m.pieceCount(1) == 1) {
      assertEquals(Outcome.draw(FluidityTermination.BARE_KINGS), o);
    } else if (p.halfmoveClock() >= 100) {
      assertEquals(Outcome.draw(StandardTermination.NO_PROGRESS), o);
    } else {
      assertFalse(o.isOver(), "ongoing: " + p.text());
    }
    if (!noKing) {
      int[] b = new int[64];
      for (int sq = 0; sq < 64; sq++) {
        b[sq] = m.at(sq);
      }
      assertEquals(ReferenceMoves.inCheck(b, side), p.isCheck(), "check in " + p.text());
    }
  }
}

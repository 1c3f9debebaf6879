package io.github.overtake.testkit;

import io.github.overtake.core.Game;
import io.github.overtake.core.IllegalMoveException;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.OvertakeException;
import io.github.overtake.core.Piece;
import io.github.overtake.core.Position;
import io.github.overtake.core.geometry.Geometry;
import java.util.List;
import java.util.Optional;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * The random-game conformance properties, ready to run: extend this class in a test, say which
 * start positions to play from, and jqwik runs {@link RandomGames#play} along random legal lines
 * (text round trip of positions and of every legal move, {@code isLegal} agrees with {@code
 * legalMoves}, make/unmake identity, no exception on any legal line, outcome consistency).
 *
 * <pre>{@code
 * class CrazyhousePropertiesTest extends RandomGameProperties {
 *   @Override
 *   protected List<Position> starts() {
 *     return List.of(VariantRegistry.load().variant("crazyhouse").startPosition());
 *   }
 * }
 * }</pre>
 */
public abstract class RandomGameProperties {
  /** Creates the properties; subclasses are JUnit test classes. */
  protected RandomGameProperties() {}

  /**
   * Returns the positions random games start from; each game picks one.
   *
   * @return at least one position
   */
  protected abstract List<Position> starts();

  /**
   * Plays a random game of up to 120 plies from one of {@link #starts()}.
   *
   * @param start which start position, modulo their number
   * @param choices the move choices, one per ply
   */
  @Property(tries = 60)
  public void randomGamesKeepEveryInvariant(
      @ForAll @IntRange(min = 0, max = 1000) int start,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 10_000) Integer> choices) {
    List<Position> s = starts();
    Game game = RandomGames.play(s.get(start % s.size()), choices);
    afterGame(game);
  }

  /**
   * Checks the variant's own invariants on the game played; nothing by default.
   *
   * @param game the game played by {@link #randomGamesKeepEveryInvariant}
   */
  protected void afterGame(Game game) {}

  /**
   * Tries random origin and destination squares in positions of a random game: every text that
   * names no legal move gets a reason, never the generic one (the text names an origin): no such
   * man exactly when the origin is empty, not your man exactly when it holds the opponent's man,
   * and otherwise the family's reason or "cannot move so", with the squares in the explanation.
   *
   * @param start which start position, modulo their number
   * @param choices the move choices, one per ply
   * @param squares the squares tried, two per try
   */
  @Property(tries = 30)
  public void illegalMovesGetAReason(
      @ForAll @IntRange(min = 0, max = 1000) int start,
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 10_000) Integer> choices,
      @ForAll @Size(min = 2, max = 40) List<@IntRange(min = 0, max = 100_000) Integer> squares) {
    List<Position> s = starts();
    Position p = RandomGames.play(s.get(start % s.size()), choices).position();
    Geometry g = p.variant().geometry();
    for (int i = 0; i + 1 < squares.size(); i += 2) {
      int from = squares.get(i) % g.squareCount();
      int to = squares.get(i + 1) % g.squareCount();
      String text = g.name(from) + g.name(to);
      IllegalMoveException e;
      try {
        var unused = p.parseMove(text);
        continue; // legal
      } catch (IllegalMoveException x) {
        e = x;
      } catch (OvertakeException x) {
        continue; // ambiguous, or not a move text of this board
      }
      Optional<Piece> man = p.board().pieceAt(g.name(from));
      IllegalMoveReason reason = e.reason();
      if (!reason.isSpecific()) {
        throw new AssertionError("generic reason for " + text + " in " + p.text());
      }
      boolean empty = man.isEmpty();
      boolean enemy = !empty && man.get().side() != p.sideToMove();
      if ((reason == IllegalMoveReason.NO_SUCH_MAN) != empty
          || (reason == IllegalMoveReason.NOT_YOUR_MAN) != enemy) {
        throw new AssertionError(reason + " for " + text + " in " + p.text());
      }
      if (!e.getMessage().contains(e.explanation()) || !e.explanation().contains(g.name(from))) {
        throw new AssertionError("explanation of " + text + ": " + e.getMessage());
      }
    }
  }
}

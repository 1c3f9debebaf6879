package io.github.overtake.testkit;

import io.github.overtake.core.Game;
import io.github.overtake.core.Position;
import java.util.List;
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
}

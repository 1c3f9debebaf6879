package io.github.overtake.orthodox;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.testing.RandomGames;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

class ChessPropertiesTest {
  @Property(tries = 60)
  void randomGamesKeepInvariants(
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 999) Integer> choices) {
    RandomGames.play(VariantRegistry.load().variant("chess").startPosition(), choices);
  }
}

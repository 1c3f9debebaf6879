package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.overtake.core.spi.MutablePosition;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Position keys on the test minichess (kings and knights, so positions repeat often): equal
 * repetition identities give equal keys, keys updated move by move equal keys computed from
 * scratch, and the game counts repetitions as a comparison of identities does.
 */
class PositionKeyTest {
  private static final Variant MINI = VariantRegistry.load().variant("test-minichess");

  @Property(tries = 200)
  void equalIdentityEqualKeyAndIncrementalEqualsScratch(
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 1000) Integer> choices) {
    Game game = Game.start(MINI);
    Map<String, Long> keyOf = new HashMap<>();
    Map<Long, String> identityOf = new HashMap<>();
    for (int choice : choices) {
      if (game.outcome().isOver()) {
        break;
      }
      List<Move> legal = game.position().legalMoves();
      game = game.play(legal.get(choice % legal.size()));
      Position p = game.position();
      long key = p.key();
      MutablePosition scratch = MINI.position(p.text()).toMutable();
      assertEquals(PositionKeys.base(scratch) ^ PositionKeys.text(""), key);
      assertEquals(MINI.position(p.text()).key(), key, "incremental key equals scratch key");
      assertEquals(keyOf.computeIfAbsent(p.repetitionIdentity(), x -> key), key);
      assertEquals(identityOf.computeIfAbsent(key, x -> p.repetitionIdentity()), p.repetitionIdentity());
      int count = 0;
      for (Position q : game.positions()) {
        count += q.repetitionIdentity().equals(p.repetitionIdentity()) ? 1 : 0;
      }
      assertEquals(count, game.repetitions());
    }
  }

  @Property(tries = 50)
  void clocksChangeEqualityButNotTheKey(
      @ForAll @IntRange(min = 0, max = 90) int clock, @ForAll @IntRange(min = 1, max = 90) int number) {
    Position start = MINI.startPosition();
    Position later = MINI.position(start.text().replace(" 0 1", " " + clock + " " + number));
    assertEquals(start.key(), later.key());
    assertEquals(start.repetitionIdentity(), later.repetitionIdentity());
    if (clock != 0 || number != 1) {
      assertNotEquals(start, later);
    }
    Position black = MINI.position(start.text().replace(" w ", " b "));
    assertNotEquals(start.key(), black.key(), "the side to move is in the key");
  }
}

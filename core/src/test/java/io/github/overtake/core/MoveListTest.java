package io.github.overtake.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.notation.MoveText;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * The legal-move list of a position (moves made on access, scripts compared without making moves)
 * and the lazily formatted texts, on the test minichess.
 */
class MoveListTest {
  private static final Variant MINI = VariantRegistry.load().variant("test-minichess");

  @Property(tries = 100)
  void listBehavesAsAnImmutableListOfEqualMoves(
      @ForAll @Size(max = 40) List<@IntRange(min = 0, max = 1000) Integer> choices) {
    Position p = MINI.startPosition();
    for (int choice : choices) {
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty() || p.outcome().isOver()) {
        break;
      }
      Position reloaded = MINI.position(p.text());
      List<Move> again = reloaded.legalMoves();
      // the order follows the piece lists, which depend on history: compare as sets
      assertEquals(new HashSet<>(legal), new HashSet<>(again), "a reloaded position, equal moves");
      assertEquals(new ArrayList<>(legal), legal);
      assertEquals(new ArrayList<>(legal).hashCode(), legal.hashCode());
      for (int i = 0; i < legal.size(); i++) {
        Move m = legal.get(i);
        assertSame(m, legal.get(i), "a move is made once");
        assertEquals(i, legal.indexOf(m));
        assertEquals(m, again.get(again.indexOf(m)), "found by its script in another list");
        assertTrue(reloaded.isLegal(m));
        assertEquals(
            MoveText.format(MINI.geometry(), MINI.pieceTypes(), m.opsArray(), m.flags()),
            m.text());
        assertEquals(m, p.parseMove(m.text()));
      }
      Move played = legal.get(choice % legal.size());
      Position next = p.play(played);
      assertEquals(MINI.position(next.text()), next, "the lazily formatted text reads back");
      for (Move m : next.legalMoves()) {
        assertFalse(legal.contains(m) && !p.isLegal(m));
      }
      p = next;
    }
  }

  @Test
  void listIsUnmodifiableAndRejectsOtherObjects() {
    List<Move> legal = MINI.startPosition().legalMoves();
    assertThrows(UnsupportedOperationException.class, () -> legal.add(legal.get(0)));
    assertThrows(UnsupportedOperationException.class, () -> legal.remove(0));
    List<?> any = legal;
    assertEquals(-1, any.indexOf("a1a2"));
    assertFalse(legal.contains(null));
  }

  @Test
  void threadsListingTheSamePositionsAgree() throws Exception {
    List<Position> line = new ArrayList<>();
    Position p = MINI.startPosition();
    for (int i = 0; i < 30 && !p.legalMoves().isEmpty() && !p.outcome().isOver(); i++) {
      line.add(p);
      p = p.play(p.legalMoves().get((i * 7) % p.legalMoves().size()));
    }
    ExecutorService pool = Executors.newFixedThreadPool(4);
    try {
      List<Future<List<String>>> results = new ArrayList<>();
      for (int t = 0; t < 4; t++) {
        results.add(
            pool.submit(
                () -> {
                  List<String> texts = new ArrayList<>();
                  for (Position q : line) {
                    Position fresh = MINI.position(q.text());
                    texts.add(fresh.legalMoves() + " " + fresh.outcome() + " " + fresh.isCheck());
                  }
                  return texts;
                }));
      }
      List<String> first = results.get(0).get();
      for (Future<List<String>> f : results) {
        assertEquals(first, f.get());
      }
    } finally {
      pool.shutdown();
    }
  }
}

package io.github.overtake.cli;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Position;
import io.github.overtake.core.ValidationResult;
import io.github.overtake.core.VariantRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Many threads validating mixed families, good and bad input and crafted positions alike, through
 * one registry: every thread gets the answers one thread gets.
 */
class ConcurrencyHostileTest {
  private record Task(String spec, String position, List<String> moves) {}

  @Test
  void manyThreadsGetTheAnswersOfOne() throws Exception {
    VariantRegistry registry =
        VariantRegistry.load().withLimits(Limits.DEFAULT.withMoves(2_000).withChainStates(50_000));
    List<Task> tasks = tasks(registry);
    List<String> expected = new ArrayList<>();
    for (Task t : tasks) {
      expected.add(answer(registry, t));
    }
    ManyThreads.assertAnswersOfOne(tasks, t -> answer(registry, t), expected, 12, 24);
  }

  private static String answer(VariantRegistry registry, Task t) {
    ValidationResult r = MoveValidator.validate(registry, t.spec(), t.position(), t.moves());
    return r.toString();
  }

  /** For every family: a line of legal moves, a bad move, a bad position; and crafted positions. */
  private static List<Task> tasks(VariantRegistry registry) {
    List<Task> tasks = new ArrayList<>();
    Random random = new Random(14);
    List<String> specs = new ArrayList<>(registry.ids());
    specs.addAll(registry.presets().keySet());
    for (String spec : specs) {
      Position p = registry.variant(spec).startPosition();
      List<String> line = new ArrayList<>();
      for (int ply = 0; ply < 6 && !p.isGameOver(); ply++) {
        List<Move> legal = p.legalMoves();
        Move m = legal.get(random.nextInt(legal.size()));
        line.add(m.text());
        p = p.play(m);
      }
      tasks.add(new Task(spec, null, line));
      List<String> bad = new ArrayList<>(line);
      bad.add(Math.min(2, bad.size()), "a1a1");
      tasks.add(new Task(spec, null, bad));
      tasks.add(new Task(spec, p.text().replace('/', '8'), List.of()));
    }
    CraftedPositionsHostileTest.crafted()
        .forEach(a -> tasks.add(new Task((String) a.get()[0], (String) a.get()[1], List.of())));
    return tasks;
  }
}

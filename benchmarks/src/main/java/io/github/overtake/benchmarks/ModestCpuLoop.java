package io.github.overtake.benchmarks;

import io.github.overtake.core.VariantRegistry;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@link ModestGameLoopBenchmark}'s game loop timed on the thread's CPU time (not a JMH
 * benchmark), so that on a shared machine the other processes' load counts less: chess and every
 * Modest variant, each row {@code PLIES} plies of {@link RandomGames#ply()}, the rows taken in
 * turn for {@code ROUNDS} rounds, the best round of each row printed in nanoseconds a ply with its
 * ratio to chess's rate. Run it as:
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar io.github.overtake.benchmarks.ModestCpuLoop 20000 5
 * </pre>
 */
public final class ModestCpuLoop {
  private ModestCpuLoop() {}

  /**
   * Runs the loop and prints one line a row.
   *
   * @param args the plies a row and the rounds (20,000 and 5 by default)
   */
  public static void main(String[] args) {
    int plies = args.length > 0 ? Integer.parseInt(args[0]) : 20_000;
    int rounds = args.length > 1 ? Integer.parseInt(args[1]) : 5;
    VariantRegistry registry = VariantRegistry.load();
    List<String> ids = new ArrayList<>();
    ids.add("chess");
    registry.ids().stream().filter(id -> id.startsWith("modest-")).sorted().forEach(ids::add);
    Map<String, RandomGames> games = new LinkedHashMap<>();
    for (String id : ids) {
      games.put(id, new RandomGames(registry.variant(id)));
    }
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    Map<String, Long> best = new LinkedHashMap<>();
    long ended = 0;
    for (int r = 0; r < rounds; r++) {
      for (String id : ids) {
        RandomGames g = games.get(id);
        long start = threads.getCurrentThreadCpuTime();
        for (int i = 0; i < plies; i++) {
          ended += g.ply() == null ? 1 : 0;
        }
        best.merge(id, threads.getCurrentThreadCpuTime() - start, Math::min);
      }
    }
    double chess = best.get("chess") / (double) plies;
    for (String id : ids) {
      double ns = best.get(id) / (double) plies;
      System.out.printf(Locale.ROOT, "%-22s %8.0f ns %5.2fx%n", id, ns, chess / ns);
    }
    System.out.println("null positions: " + ended);
  }
}

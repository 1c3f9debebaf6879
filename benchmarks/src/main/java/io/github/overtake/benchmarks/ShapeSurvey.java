package io.github.overtake.benchmarks;

import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Supplier;

/**
 * A survey of hostile shapes (not a JMH benchmark): lattices of checkers men and kings on square,
 * annulus and Möbius boards of many sizes, with and without flying kings, and the crafted shapes
 * of the other chain families. Each call ({@code legalMoves}, {@code outcome}, {@code
 * MoveValidator.validate}, perft 1) runs with the default limits, warm, and the slowest of a few
 * runs is printed with its answer (a count, or the refusal), in milliseconds of this thread's CPU
 * time and of wall-clock time (on a shared machine wall time measures the other processes too;
 * collection runs in other threads and counts in wall time only). Run it in the heap a server
 * would give, for example:
 *
 * <pre>
 * java -Xmx256m -cp benchmarks/target/benchmarks.jar io.github.overtake.benchmarks.ShapeSurvey \
 *     [--all-sizes] [--runs N] [--top N] [--shard I/N] [filter | @file]
 * </pre>
 *
 * <ul>
 *   <li>By default the lattices take a sample of sizes (widths 4, 5, 6, 10, 16, 26 by heights 5,
 *       10, 16, 26), three runs a call.
 *   <li>{@code --all-sizes} takes every size the lattice families allow, every width 4 to 26 by
 *       every height 5 to 26 (506 sizes), for each family (board, flying kings, second army),
 *       with one run a call; the {@code --top} worst calls are then run again, three times each,
 *       so that the table's figures are not one run's noise.
 *   <li>{@code --shard I/N} surveys every N-th shape from the I-th (0-based): N machines, or N
 *       runs one after another, cover the survey together.
 *   <li>A filter keeps the shapes whose spec or position contains it; {@code @file} surveys the
 *       {@code spec position} lines of a file instead.
 * </ul>
 *
 * <p>Lines print as {@code cpu wall call answer spec fen}; at the end a table of the worst calls
 * by wall time, one of the worst refusals, and the count of each kind of answer (untyped errors
 * and heap exhaustion are flagged). The worst shapes found go to {@link ChainBenchmark} and the
 * hostile suite.
 */
public final class ShapeSurvey {
  private ShapeSurvey() {}

  /** One shape: a variant spec and a position text. */
  record Shape(String spec, String fen) {}

  /** One call's figures: the slowest run's CPU and wall time, in milliseconds, and the answer. */
  record Result(Shape shape, String call, double cpuMs, double wallMs, String answer) {
    String line() {
      return String.format(Locale.ROOT, "%9.1f %9.1f %-8s %-40s %s %s",
          cpuMs, wallMs, call, answer, shape.spec(), shape.fen());
    }
  }

  /**
   * Runs the survey.
   *
   * @param args the options above, then an optional filter (or {@code @file}); a bare number
   *     after the filter is the runs per call, as before
   */
  public static void main(String[] args) {
    String filter = "";
    int runs = -1;
    int top = 25;
    boolean allSizes = false;
    int shard = 0;
    int shards = 1;
    List<String> positional = new ArrayList<>();
    for (int i = 0; i < args.length; i++) {
      switch (args[i]) {
        case "--all-sizes" -> allSizes = true;
        case "--runs" -> runs = Integer.parseInt(args[++i]);
        case "--top" -> top = Integer.parseInt(args[++i]);
        case "--shard" -> {
          String p = args[++i];
          int slash = p.indexOf('/');
          shard = Integer.parseInt(p.substring(0, slash));
          shards = Integer.parseInt(p.substring(slash + 1));
        }
        default -> positional.add(args[i]);
      }
    }
    if (!positional.isEmpty()) {
      filter = positional.get(0);
    }
    if (positional.size() > 1) {
      runs = Integer.parseInt(positional.get(1));
    }
    if (runs < 1) {
      runs = allSizes ? 1 : 3;
    }
    VariantRegistry registry = VariantRegistry.load();
    List<Shape> shapes = allSizes ? shapes(everySize(), everySize(MIN_HEIGHT)) : shapes();
    if (filter.startsWith("@")) {
      shapes = readShapes(filter.substring(1));
      filter = "";
    }
    long start = System.nanoTime();
    List<Result> results = new ArrayList<>();
    int index = -1;
    for (Shape s : shapes) {
      if (!(s.spec() + " " + s.fen()).contains(filter) || ++index % shards != shard) {
        continue;
      }
      for (Result r : survey(registry, s, runs)) {
        System.out.println(r.line());
        results.add(r);
      }
    }
    double minutes = (System.nanoTime() - start) / 6e10;
    if (runs < 3 && top > 0) {
      // the worst calls again, three runs each: the table's figures are not one run's noise
      List<Result> worst = worst(results, top, r -> true);
      List<Shape> again = new ArrayList<>();
      for (Result r : worst) {
        if (!again.contains(r.shape())) {
          again.add(r.shape());
        }
      }
      for (Shape s : again) {
        List<Result> fresh = survey(registry, s, 3);
        results.removeIf(r -> r.shape().equals(s));
        results.addAll(fresh);
      }
    }
    report(results, top, minutes, (System.nanoTime() - start) / 6e10);
  }

  /** The smallest width and height of the lattice family's boards, and the largest side. */
  private static final int MIN_WIDTH = 4;

  private static final int MIN_HEIGHT = 5;
  private static final int MAX_SIDE = 26;

  private static int[] everySize() {
    return everySize(MIN_WIDTH);
  }

  private static int[] everySize(int from) {
    int[] out = new int[MAX_SIDE - from + 1];
    for (int i = 0; i < out.length; i++) {
      out[i] = from + i;
    }
    return out;
  }

  private static List<Shape> readShapes(String file) {
    List<Shape> shapes = new ArrayList<>();
    try {
      for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of(file))) {
        int sp = line.indexOf(' ');
        if (sp > 0) {
          shapes.add(new Shape(line.substring(0, sp), line.substring(sp + 1)));
        }
      }
    } catch (java.io.IOException e) {
      throw new java.io.UncheckedIOException(e);
    }
    return shapes;
  }

  /** The four calls on one shape, each the slowest of {@code runs} runs (empty if it loads not). */
  private static List<Result> survey(VariantRegistry registry, Shape s, int runs) {
    Variant v;
    try {
      v = registry.variant(s.spec());
      var unused = v.position(s.fen());
    } catch (RuntimeException e) {
      System.out.println("skip " + s.spec() + " " + s.fen() + ": " + e.getMessage());
      return List.of();
    }
    // the move validated: the last legal move, read from the listing (a1a2 when it is refused)
    String[] first = {"a1a2"};
    List<Call> calls =
        List.of(
            new Call("moves", () -> {
              List<Move> moves = v.position(s.fen()).legalMoves();
              first[0] = moves.isEmpty() ? "a1a2" : moves.get(moves.size() - 1).text();
              return moves.size();
            }),
            new Call("outcome", () -> v.position(s.fen()).outcome()),
            new Call(
                "validate",
                () -> MoveValidator.validate(registry, s.spec(), s.fen(), List.of(first[0]))
                    .isValid()),
            new Call("perft1", () -> Perft.count(v.position(s.fen()), 1)));
    List<Result> out = new ArrayList<>();
    for (Call c : calls) {
      double cpuMs = 0;
      double wallMs = 0;
      String answer = "";
      for (int r = 0; r < runs; r++) {
        long w0 = System.nanoTime();
        long t0 = cpu();
        answer = answer(c.body());
        cpuMs = Math.max(cpuMs, (cpu() - t0) / 1e6);
        wallMs = Math.max(wallMs, (System.nanoTime() - w0) / 1e6);
        if (cpuMs > 3000) {
          break; // far past the budget: one run says it
        }
      }
      out.add(new Result(s, c.name(), cpuMs, wallMs, answer));
    }
    return out;
  }

  /** The {@code n} results that {@code keep} accepts with the longest wall time, worst first. */
  private static List<Result> worst(
      List<Result> results, int n, java.util.function.Predicate<Result> keep) {
    List<Result> sorted = new ArrayList<>();
    for (Result r : results) {
      if (keep.test(r)) {
        sorted.add(r);
      }
    }
    sorted.sort(java.util.Comparator.comparingDouble(Result::wallMs).reversed());
    return sorted.subList(0, Math.min(n, sorted.size()));
  }

  /** Prints the tables of the worst calls and refusals and the count of each kind of answer. */
  private static void report(List<Result> results, int top, double sweep, double total) {
    java.util.Map<String, Integer> kinds = new java.util.TreeMap<>();
    double worstCpu = 0;
    java.util.Set<Shape> shapes = new java.util.HashSet<>();
    for (Result r : results) {
      String kind = refusal(r) ? r.answer() : "answered";
      kinds.merge(r.call() + " " + (kind.length() > 60 ? kind.substring(0, 60) : kind), 1,
          Integer::sum);
      worstCpu = Math.max(worstCpu, r.cpuMs());
      shapes.add(r.shape());
    }
    System.out.println();
    System.out.printf(Locale.ROOT, "%d calls on %d shapes in %.1f min (sweep %.1f min);"
        + " worst CPU %.1f ms%n", results.size(), shapes.size(), total, sweep, worstCpu);
    System.out.println();
    System.out.println("worst calls by wall time:");
    System.out.println("   cpu ms   wall ms call     answer                                   shape");
    for (Result r : worst(results, top, x -> true)) {
      System.out.println(r.line());
    }
    System.out.println();
    System.out.println("worst refusals by wall time:");
    System.out.println("   cpu ms   wall ms call     answer                                   shape");
    for (Result r : worst(results, top, ShapeSurvey::refusal)) {
      System.out.println(r.line());
    }
    System.out.println();
    System.out.println("answers by call and kind:");
    for (var e : kinds.entrySet()) {
      System.out.printf(Locale.ROOT, "%8d %s%n", e.getValue(), e.getKey());
    }
    if (!results.isEmpty()) {
      System.out.println("worst: " + worst(results, 1, x -> true).get(0).line());
    }
  }

  /** Whether a call was refused (a limit, a typed error) or failed (untyped, out of heap). */
  private static boolean refusal(Result r) {
    String a = r.answer();
    return a.startsWith("refused:") || a.startsWith("typed:") || a.startsWith("UNTYPED")
        || a.equals("OOM");
  }

  /** The CPU time of this thread: the machine is shared, so wall time measures the others too. */
  private static long cpu() {
    return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }

  private record Call(String name, Supplier<Object> body) {}

  private static String answer(Supplier<Object> body) {
    try {
      return String.valueOf(body.get());
    } catch (io.github.overtake.core.WorkLimitException e) {
      return "refused:" + e.limit();
    } catch (IllegalArgumentException e) {
      return "typed:" + e.getClass().getSimpleName();
    } catch (OutOfMemoryError e) {
      return "OOM";
    } catch (RuntimeException e) {
      return "UNTYPED:" + e;
    }
  }

  /** Every shape of the survey, the lattices on a sample of sizes. */
  static List<Shape> shapes() {
    return shapes(new int[] {4, 5, 6, 10, 16, 26}, new int[] {5, 10, 16, 26});
  }

  /** Every shape of the survey, the lattices on every width and height given. */
  static List<Shape> shapes(int[] widths, int[] heights) {
    List<Shape> out = new ArrayList<>();
    for (String board : new String[] {"annulus", "mobius", "square"}) {
      for (boolean flying : new boolean[] {false, true}) {
        for (String second : new String[] {"checkers", "nonroyal"}) {
          for (int w : widths) {
            for (int h : heights) {
              String spec =
                  "checkerschess:firstType=checkers,secondType=" + second + ",board=" + board
                      + ",width=" + w + ",height=" + h + ",flyingKings=" + flying;
              char victim = second.equals("checkers") ? 'm' : 'n';
              for (int step : new int[] {2, 4}) {
                out.add(new Shape(spec, lattice(w, h, victim, step, 'C', false)));
                out.add(new Shape(spec, lattice(w, h, victim, step, 'M', true)));
              }
            }
          }
        }
      }
    }
    out.add(new Shape("checkercapture",
        "k6K/1n1n1n2/1nnnnnn1/1n1n1n2/1nnnnnn1/1nQn1n2/1nnnnnn1/8 w - - 0 1"));
    out.add(new Shape("checkercapture",
        "k6K/8/1nnnnn2/1n1n1n2/1nnnnn2/1nQn1n2/1nnnnn2/8 w - - 0 1"));
    out.add(new Shape("checkercapture", "7k/1p1p1p2/8/1p1p1p2/8/1p1p1p2/Q7/7K w - - 0 1"));
    String jumping =
        "K9/1n1n1n1n2/1nnnnnnnn1/1n1n1n1n2/1nnnnnnnn1/1n1nQn1n2/1nnnnnnnn1/1n1n1n1n2/"
            + "1nnnnnnnn1/9k w - - 0 1";
    out.add(new Shape("jumping:multiJump=true", jumping));
    out.add(new Shape("jumping:multiJump=true,checkmate=true", jumping));
    out.add(new Shape("jumping:multiJump=true,doubleKnights=true", jumping));
    out.add(new Shape("jumping:doubleKnights=true,multiJump=true",
        "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6"));
    // Modest multi-part turns and queues: crowded boards of queens and knights, and full queues
    for (String id : VariantRegistry.load().ids()) {
      if (id.startsWith("modest-") || id.equals("fluidity") || id.equals("chess")) {
        out.add(new Shape(id, "qqqqkqqq/nnnnnnnn/8/8/8/8/NNNNNNNN/QQQQKQQQ w - - 0 1"));
        out.add(new Shape(id, "q1q1k1q1/1n1n1n1n/q1q1q1q1/8/8/Q1Q1Q1Q1/N1N1N1N1/1Q1QK1Q1 w - - 0 1"));
      }
    }
    out.add(new Shape("modest-repatriation",
        "4k3/8/8/8/8/8/r2N4/4K3[n] b - - 0 1 reenter:QRRBN/-"));
    out.add(new Shape("modest-repatriation",
        "4k3/8/8/8/8/8/r2N4/4K3[n] b - - 0 1 reenter:QRRBBNNQQQQQQQ/-"));
    return out;
  }

  /**
   * A lattice: enemy men ({@code victim}) on every square whose file and rank are odd multiples
   * of {@code step / 2}, and White's {@code attacker} on a1 (or along the first rank).
   */
  static String lattice(int w, int h, char victim, int step, char attacker, boolean row) {
    char[][] b = new char[h][w];
    for (int r = 0; r < h; r++) {
      for (int f = 0; f < w; f++) {
        b[r][f] = '.';
        int half = step / 2;
        boolean odd = f % step == half && r % step == half;
        // a black man may not stand on rank 1, its promotion rank
        if (odd && r > 0 && r < h - 1) {
          b[r][f] = victim;
        }
      }
    }
    if (row) {
      for (int f = 0; f < w; f += 2) {
        b[0][f] = attacker;
      }
    } else {
      b[0][0] = attacker;
    }
    if (victim != 'm') {
      // nonroyal: any pieces; keep one man of each side for the game to go on
      b[h - 1][w - 1] = b[h - 1][w - 1] == '.' ? 'n' : b[h - 1][w - 1];
    }
    StringBuilder s = new StringBuilder();
    for (int r = h - 1; r >= 0; r--) {
      int empty = 0;
      for (int f = 0; f < w; f++) {
        if (b[r][f] == '.') {
          empty++;
          continue;
        }
        if (empty > 0) {
          s.append(empty);
          empty = 0;
        }
        s.append(b[r][f]);
      }
      if (empty > 0) {
        s.append(empty);
      }
      if (r > 0) {
        s.append('/');
      }
    }
    return s + " w - - 0 1";
  }
}

package io.github.overtake.benchmarks;

import io.github.overtake.core.Move;
import io.github.overtake.core.MoveValidator;
import io.github.overtake.core.Perft;
import io.github.overtake.core.Position;
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
 * time (on a shared machine wall time measures the other processes too; collection runs in other
 * threads and is not included). Run it in the heap a server would
 * give, for example:
 *
 * <pre>
 * java -Xmx256m -cp "$(cat cp.txt)" io.github.overtake.benchmarks.ShapeSurvey [filter] [runs]
 * </pre>
 *
 * <p>Lines print as {@code ms answer spec fen}; sort them by the first column to find the worst
 * shape. The worst shapes found go to {@link ChainBenchmark} and the hostile suite.
 */
public final class ShapeSurvey {
  private ShapeSurvey() {}

  /** One shape: a variant spec and a position text. */
  record Shape(String spec, String fen) {}

  /**
   * Runs the survey.
   *
   * @param args an optional substring the spec or position must contain (or {@code @file}, a
   *     file of {@code spec position} lines), and the runs per call
   */
  public static void main(String[] args) {
    String filter = args.length > 0 ? args[0] : "";
    int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
    VariantRegistry registry = VariantRegistry.load();
    double worst = 0;
    String worstLine = "";
    List<Shape> shapes = shapes();
    if (filter.startsWith("@")) {
      // a file of "spec position" lines: survey those shapes only
      shapes = new ArrayList<>();
      try {
        for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of(filter.substring(1)))) {
          int sp = line.indexOf(' ');
          if (sp > 0) {
            shapes.add(new Shape(line.substring(0, sp), line.substring(sp + 1)));
          }
        }
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
      filter = "";
    }
    for (Shape s : shapes) {
      if (!(s.spec() + " " + s.fen()).contains(filter)) {
        continue;
      }
      Variant v;
      try {
        v = registry.variant(s.spec());
        var unused = v.position(s.fen());
      } catch (RuntimeException e) {
        System.out.println("skip " + s.spec() + " " + s.fen() + ": " + e.getMessage());
        continue;
      }
      String first = firstMove(v, s.fen());
      List<Call> calls =
          List.of(
              new Call("moves", () -> v.position(s.fen()).legalMoves().size()),
              new Call("outcome", () -> v.position(s.fen()).outcome()),
              new Call(
                  "validate",
                  () -> MoveValidator.validate(registry, s.spec(), s.fen(), List.of(first)).isValid()),
              new Call("perft1", () -> Perft.count(v.position(s.fen()), 1)));
      for (Call c : calls) {
        double ms = 0;
        String answer = "";
        for (int r = 0; r < runs; r++) {
          long t0 = cpu();
          answer = answer(c.body());
          ms = Math.max(ms, (cpu() - t0) / 1e6);
          if (ms > 3000) {
            break; // far past the budget: one run says it
          }
        }
        String line =
            String.format(Locale.ROOT, "%9.1f %-8s %-40s %s %s", ms, c.name(), answer, s.spec(), s.fen());
        System.out.println(line);
        if (ms > worst) {
          worst = ms;
          worstLine = line;
        }
      }
    }
    System.out.println("worst: " + worstLine);
  }

  /** The CPU time of this thread: the machine is shared, so wall time would measure the others. */
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

  private static String firstMove(Variant v, String fen) {
    try {
      Position p = v.position(fen);
      List<Move> moves = p.legalMoves();
      return moves.isEmpty() ? "a1a2" : moves.get(moves.size() - 1).text();
    } catch (RuntimeException | OutOfMemoryError e) {
      return "a1a2";
    }
  }

  /** Every shape of the survey. */
  static List<Shape> shapes() {
    List<Shape> out = new ArrayList<>();
    int[] widths = {4, 5, 6, 10, 16, 26};
    int[] heights = {5, 10, 16, 26};
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

package io.github.overtake.benchmarks;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The calibration of the work budget (not a JMH benchmark): for the heaviest shapes found, what
 * one listing is charged (moves, ops, and the states of chain and attack searches) against what
 * it costs in time, the listing alone and the listing with every move's text printed (what a
 * server returning the moves pays). Prints, per shape, the counts, the thread CPU time of both
 * (median of the runs, warm) and the nanoseconds per op and per unit charged. Run it as:
 *
 * <pre>
 * java -Xmx256m -cp benchmarks/target/benchmarks.jar io.github.overtake.benchmarks.UnitCost [runs]
 * </pre>
 *
 * <p>{@code SECURITY.md} ("The work budget is calibrated to time") quotes its figures. The shapes
 * are listed whole, past the defaults; the times of shapes the defaults refuse (a refusal's time is
 * the work done up to the limit) are {@link ShapeSurvey}'s.
 */
public final class UnitCost {
  private static final Limits ROOM = PlaySample.ROOM;

  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  private UnitCost() {}

  /** The shapes: a spec and a position text each (an empty text is the start position). */
  static final List<String[]> SHAPES =
      List.of(
          new String[] {
            "jumping:multiJump=true",
            "7q2/1r1b1k1nr1/1p1n2pb2/2p7/4pp1pp1/3p6/6P3/10/4QK2R1/10 w Kkq - 0 18"
          },
          new String[] {
            "jumping:doubleKnights=true,multiJump=true",
            "10/1rnb1kb1r1/1pp1ppp1p1/3p4n1/7p2/3P3P2/1P2P1P1P1/2P2P2q1/1RNBQKBNR1/10 b KQkq - 0 6"
          },
          new String[] {
            "jumping:doubleKnights=true,multiJump=true,quickEvacuation=true",
            "10/4qk1N2/1p1n1p4/6n1b1/3p6/3PPP1P2/1R4P3/2P5P1/2NBQKBNR1/10 b K e4 0 11"
          },
          new String[] {
            "jumping:multiJump=true,checkmate=true",
            "10/1r1bqkb1r1/1pp1pppp2/1nPp4p1/6n3/1P8/6N3/2BPPPPPP1/1RN1QKB1R1/10 b KQkq - 3 6"
          },
          new String[] {
            "checkercapture", "k6K/8/1nnnnn2/1n1n1n2/1nnnnn2/1nQn1n2/1nnnnn2/8 w - - 0 1"
          },
          new String[] {
            "checkerschess:firstType=checkers,secondType=checkers,board=annulus,width=10,"
                + "height=26,flyingKings=false",
            ShapeSurvey.lattice(10, 26, 'm', 2, 'M', true)
          },
          new String[] {
            "checkerschess:firstType=checkers,secondType=checkers,board=annulus,width=5,"
                + "height=24,flyingKings=true",
            ShapeSurvey.lattice(5, 24, 'm', 2, 'M', true)
          },
          new String[] {
            "checkerschess:firstType=checkers,secondType=nonroyal,board=annulus,width=6,"
                + "height=16,flyingKings=false",
            ShapeSurvey.lattice(6, 16, 'n', 2, 'C', false)
          }
          );

  /**
   * Runs the calibration.
   *
   * @param args an optional number of timed runs a shape (default 9)
   */
  public static void main(String[] args) {
    int runs = args.length > 0 ? Integer.parseInt(args[0]) : 9;
    VariantRegistry registry = VariantRegistry.load().withLimits(ROOM);
    System.out.println(
        "moves ops attack-states units | list ms, list+text ms (CPU, median) | ns/op, ns/unit with text"
            + " | spec position");
    long chars = 0;
    for (String[] shape : SHAPES) {
      Variant v = registry.variant(shape[0]);
      String fen = shape[1].isEmpty() ? v.startPosition().toString() : shape[1];
      Position start = v.position(fen);
      RuleSet rules = v.rules();
      MutablePosition p = start.toMutable();
      MoveBuffer b = new MoveBuffer();
      b.limit(ROOM);
      p.resetWork(ROOM.chainStates());
      rules.generateMoves(p, b);
      int routes = b.size();
      int ops = routes == 0 ? 0 : b.end(routes - 1);
      long charged = b.work();
      long states = p.work();
      long units = charged + states;
      double[] list = new double[runs];
      double[] text = new double[runs];
      for (int warm = 0; warm < 3; warm++) {
        chars += printAll(v.position(fen));
      }
      for (int r = 0; r < runs; r++) {
        Position q = v.position(fen);
        long t0 = THREADS.getCurrentThreadCpuTime();
        int n = q.legalMoves().size();
        long t1 = THREADS.getCurrentThreadCpuTime();
        list[r] = (t1 - t0) / 1e6;
        Position q2 = v.position(fen);
        long t2 = THREADS.getCurrentThreadCpuTime();
        chars += printAll(q2) + n;
        text[r] = (THREADS.getCurrentThreadCpuTime() - t2) / 1e6;
      }
      double lm = median(list);
      double tm = median(text);
      System.out.printf(
          Locale.ROOT,
          "%d %d %d %d | %.1f %.1f | %.1f %.1f | %s %s%n",
          routes, ops, states, units, lm, tm, tm * 1e6 / Math.max(1, ops),
          tm * 1e6 / Math.max(1, units), shape[0], cut(fen));
    }
    System.out.println("(" + chars + " characters printed)");
  }

  private static long printAll(Position q) {
    long n = 0;
    for (Move m : q.legalMoves()) {
      n += m.text().length();
    }
    return n;
  }

  private static double median(double[] xs) {
    double[] s = xs.clone();
    Arrays.sort(s);
    return s[s.length / 2];
  }

  private static String cut(String s) {
    return s.length() <= 80 ? s : s.substring(0, 77) + "...";
  }
}

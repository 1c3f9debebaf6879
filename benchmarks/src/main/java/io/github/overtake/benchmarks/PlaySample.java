package io.github.overtake.benchmarks;

import io.github.overtake.core.Limits;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The sample of positions of play (not a JMH benchmark, not a test): random games of one family
 * across its option sets, every position of them listed, and the children of each listed too
 * (depth 1), and the children of one random child (depth 2), each with room far past the default
 * {@link Limits}; prints the largest work seen against each default (routes against {@code
 * moves}, ops against {@code moveOps}, chain states against {@code chainStates}) and every
 * listing the defaults would refuse. Run it as:
 *
 * <pre>
 * java -cp "$(cat cp.txt)" io.github.overtake.benchmarks.PlaySample FAMILY POSITIONS [SEED] [EVERY]
 * </pre>
 *
 * <p>{@code FAMILY} is {@code jumping} ({@code jumping-checkmate}: its 16 option sets with {@code
 * multiJump} and {@code checkmate}), {@code checkercapture}, {@code checkerschess}, {@code
 * fluidity}, {@code modest} or {@code chess}; {@code POSITIONS} the number of game positions
 * (their children come on top); with {@code EVERY} only every so many game positions has its
 * children listed (1, the default: all).
 */
public final class PlaySample {
  /** Room far past the defaults, so that a listing's whole work is seen (also {@link UnitCost}). */
  static final Limits ROOM =
      Limits.DEFAULT.withMoves(50_000_000).withMoveOps(1_000_000_000).withChainStates(1L << 40);

  private PlaySample() {}

  /** The work of the largest listings seen. */
  private static final class Stats {
    long listings;
    long refused;
    int maxRoutes;
    String maxRoutesAt = "";
    int maxOps;
    String maxOpsAt = "";
    long maxWork;
    String maxWorkAt = "";
    double maxMs;
    String maxMsAt = "";
  }

  /**
   * Runs the sample.
   *
   * @param args the family, the number of game positions and an optional seed
   */
  public static void main(String[] args) {
    String family = args[0];
    long positions = Long.parseLong(args[1]);
    long seed = args.length > 2 ? Long.parseLong(args[2]) : 1;
    long every = args.length > 3 ? Long.parseLong(args[3]) : 1;
    VariantRegistry registry = VariantRegistry.load().withLimits(ROOM);
    List<String> specs = specs(family, registry);
    Stats st = new Stats();
    SplittableRandom random = new SplittableRandom(seed);
    long t0 = System.nanoTime();
    long done = 0;
    int game = 0;
    MoveBuffer[] bufs = {new MoveBuffer(), new MoveBuffer(), new MoveBuffer()};
    while (done < positions) {
      String spec = specs.get(game++ % specs.size());
      Variant v = registry.variant(spec);
      RuleSet rules = v.rules();
      MutablePosition p = v.startPosition().toMutable();
      int plies = 0;
      while (done < positions && plies < 300) {
        MoveBuffer b = bufs[0];
        list(rules, p, b, st, spec);
        done++;
        b.mergeRoutes();
        int n = b.size();
        if (n == 0) {
          break;
        }
        int pick = random.nextInt(n);
        for (int i = 0; i < n && done % every == 0; i++) {
          p.make(b, i);
          MoveBuffer c = bufs[1];
          list(rules, p, c, st, spec);
          if (i == pick) {
            c.mergeRoutes();
            int cn = c.size();
            for (int j = 0; j < cn; j++) {
              p.make(c, j);
              list(rules, p, bufs[2], st, spec);
              p.unmake();
            }
          }
          p.unmake();
        }
        p.make(b, pick);
        plies++;
        if (done % 10_000 == 0) {
          report(family, done, st, t0);
        }
      }
    }
    report(family, done, st, t0);
  }

  private static void list(RuleSet rules, MutablePosition p, MoveBuffer b, Stats st, String spec) {
    b.clear();
    b.limit(ROOM);
    p.resetWork(ROOM.chainStates());
    long t = cpu();
    rules.generateMoves(p, b);
    double ms = (cpu() - t) / 1e6;
    st.listings++;
    int routes = b.size();
    int ops = routes == 0 ? 0 : b.end(routes - 1);
    long work = b.work() + p.work();
    Limits d = Limits.DEFAULT;
    // core charges the buffer's work and the position's to one budget (MoveBuffer#limit)
    boolean refused = routes > d.moves() || ops > d.moveOps() || work > d.chainStates();
    String at = null;
    if (refused) {
      st.refused++;
      at = where(rules, p, spec);
      System.out.println("REFUSED routes=" + routes + " ops=" + ops + " work=" + work + " " + at);
    }
    if (routes > st.maxRoutes) {
      st.maxRoutes = routes;
      st.maxRoutesAt = at != null ? at : where(rules, p, spec);
    }
    if (ops > st.maxOps) {
      st.maxOps = ops;
      st.maxOpsAt = at != null ? at : where(rules, p, spec);
    }
    if (work > st.maxWork) {
      st.maxWork = work;
      st.maxWorkAt = at != null ? at : where(rules, p, spec);
    }
    if (ms > st.maxMs) {
      st.maxMs = ms;
      st.maxMsAt = at != null ? at : where(rules, p, spec);
    }
  }

  /** This thread's CPU time: the machine is shared, so wall time would measure the others. */
  private static long cpu() {
    return java.lang.management.ManagementFactory.getThreadMXBean().getCurrentThreadCpuTime();
  }

  private static String where(RuleSet rules, MutablePosition p, String spec) {
    return spec + " " + io.github.overtake.core.notation.PositionText.format(rules, p);
  }

  private static void report(String family, long done, Stats st, long t0) {
    Limits d = Limits.DEFAULT;
    System.out.printf(
        Locale.ROOT,
        "%s: %d game positions, %d listings in %.0f s, %d past a default%n"
            + "  routes max %d (default moves %d) at %s%n"
            + "  ops max %d (default moveOps %d) at %s%n"
            + "  work max %d (default chainStates %d) at %s%n"
            + "  slowest generation %.1f ms (CPU) at %s%n",
        family, done, st.listings, (System.nanoTime() - t0) / 1e9, st.refused,
        st.maxRoutes, d.moves(), st.maxRoutesAt,
        st.maxOps, d.moveOps(), st.maxOpsAt,
        st.maxWork, d.chainStates(), st.maxWorkAt,
        st.maxMs, st.maxMsAt);
  }

  /** The option sets of a family. */
  static List<String> specs(String family, VariantRegistry registry) {
    List<String> out = new ArrayList<>();
    switch (family) {
      case "jumping" -> {
        List<String> present =
            List.of("doubleKnights", "multiJump", "conservative", "mini", "quickEvacuation",
                "checkmate");
        for (int mask = 0; mask < 1 << present.size(); mask++) {
          StringBuilder s = new StringBuilder("jumping");
          String sep = ":";
          for (int i = 0; i < present.size(); i++) {
            s.append(sep).append(present.get(i)).append('=').append((mask >> i & 1) == 1);
            sep = ",";
          }
          out.add(s.toString());
        }
      }
      case "jumping-checkmate" -> {
        // the 16 option sets with multiJump and checkmate, whose king-safety tests walk chains
        for (String s : specs("jumping", registry)) {
          if (s.contains("multiJump=true") && s.contains("checkmate=true")) {
            out.add(s);
          }
        }
      }
      case "checkercapture" -> {
        for (String goal : new String[] {"normal", "misere", "semi-misere"}) {
          for (boolean simple : new boolean[] {false, true}) {
            for (boolean disp : new boolean[] {false, true}) {
              out.add("checkercapture:goal=" + goal + ",simple=" + simple + ",displacement=" + disp);
            }
          }
        }
      }
      case "checkerschess" -> {
        for (String board : new String[] {"square", "annulus", "mobius"}) {
          for (boolean fly : new boolean[] {false, true}) {
            for (String[] t :
                new String[][] {
                  {"checkers", "royal"}, {"royal", "checkers"}, {"checkers", "checkers"},
                  {"checkers", "nonroyal"}, {"nonroyal", "checkers"}
                }) {
              for (int[] size : new int[][] {{8, 8}, {10, 10}, {4, 8}, {12, 12}}) {
                out.add(
                    "checkerschess:firstType=" + t[0] + ",secondType=" + t[1] + ",board=" + board
                        + ",flyingKings=" + fly + ",width=" + size[0] + ",height=" + size[1]);
              }
            }
          }
        }
      }
      default -> {
        for (String id : registry.ids()) {
          if (id.startsWith(family)) {
            out.add(id);
          }
        }
        if (out.isEmpty()) {
          throw new IllegalArgumentException("no variant of family '" + family + "'");
        }
      }
    }
    return out;
  }
}

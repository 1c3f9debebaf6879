package io.github.overtake.testkit;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.notation.PositionText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.RuleSet;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.Consumer;

/**
 * A differential check of a rule set's fast path (bitboards, say) against its general path: two
 * {@link RuleSet}s of one variant that must list the same moves or count the same perft. Build one
 * with {@link #moves} or {@link #perft}, {@link #check} it in a position, or walk a random game
 * with {@link #alongGame}: at each position (or each {@link #every n-th}) the two paths are
 * compared, then the move the general path lists at the ply's choice is played.
 *
 * <p>For example, for a rule set with a switch that turns its fast path off:
 *
 * <pre>{@code
 * @Property(tries = 300)
 * void agreesAlongRandomGames(
 *     @ForAll @Size(max = 160) List<@IntRange(min = 0, max = 999) Integer> choices) {
 *   FastPathAgreement.moves(new MyRules(true), new MyRules(false), FastPathAgreement.Order.SAME)
 *       .alongGame(MY_VARIANT.startPosition().toMutable(), choices);
 * }
 * }</pre>
 *
 * <p>Each path works on a fresh copy of the position (see {@link MutablePosition#copy()}), and a
 * listing is taken as the library takes it: {@link RuleSet#generateMoves}, then {@link
 * MoveBuffer#mergeRoutes()}.
 */
public final class FastPathAgreement {
  /** How the two listings of a position must line up. */
  public enum Order {
    /** Move by move in the same order. */
    SAME,
    /** The same moves in any order (a chain search by state may find them in another order). */
    ANY
  }

  private final RuleSet fast;
  private final RuleSet general;
  private final Order order;
  private final int depth;
  private final int every;
  private final Consumer<MutablePosition> extra;

  private FastPathAgreement(
      RuleSet fast, RuleSet general, Order order, int depth, int every,
      Consumer<MutablePosition> extra) {
    this.fast = fast;
    this.general = general;
    this.order = order;
    this.depth = depth;
    this.every = every;
    this.extra = extra;
  }

  /**
   * A check of the two paths' moves: in each position compared, both list the same moves, each
   * with the same canonical text ({@link MoveText}), ops and flags, in the order asked for; and
   * the fast path's bulk count ({@link RuleSet#countMoves}) is the number of moves listed, and its
   * existence query ({@link RuleSet#hasLegalMove}) says whether there is one.
   *
   * @param fast the rule set with its fast path on
   * @param general the same rules on their general path, the reference
   * @param order whether the moves must come in the same order
   * @return the check, comparing every position of a game
   */
  public static FastPathAgreement moves(RuleSet fast, RuleSet general, Order order) {
    return new FastPathAgreement(fast, general, order, 0, 1, p -> {});
  }

  /**
   * A check of the two paths' perft: in each position compared, the fast path's count of the
   * leaves to {@code depth} plies ({@link RuleSet#countLeaves}, or where it declines, a walk of
   * its own moves bulk-counted at the last ply with {@link RuleSet#countMoves}) equals core's walk
   * over the general path's moves (generate, merge routes, make and unmake).
   *
   * @param fast the rule set with its fast path on
   * @param general the same rules on their general path, the reference
   * @param depth the number of plies, 1 or more
   * @return the check, comparing every position of a game
   */
  public static FastPathAgreement perft(RuleSet fast, RuleSet general, int depth) {
    if (depth < 1) {
      throw new IllegalArgumentException("depth " + depth + ": 1 or more");
    }
    return new FastPathAgreement(fast, general, Order.SAME, depth, 1, p -> {});
  }

  /**
   * Returns this check comparing only every {@code plies}-th position of a game (the first, then
   * every {@code plies} plies) and its last: for costly checks such as deep perft.
   *
   * @param plies the distance in plies between positions compared, 1 or more
   * @return the check
   */
  public FastPathAgreement every(int plies) {
    if (plies < 1) {
      throw new IllegalArgumentException("plies " + plies + ": 1 or more");
    }
    return new FastPathAgreement(fast, general, order, depth, plies, extra);
  }

  /**
   * Returns this check with a check of its own run in every position compared, after the two
   * paths' moves or counts: for the queries a fast path answers beside its listing.
   *
   * @param also the further check, given a copy of the position
   * @return the check
   */
  public FastPathAgreement andCheck(Consumer<MutablePosition> also) {
    Consumer<MutablePosition> before = extra;
    return new FastPathAgreement(
        fast, general, order, depth, every, p -> {
          before.accept(p);
          also.accept(p);
        });
  }

  /**
   * Plays a random game and compares the two paths along it: at each ply the general path's
   * moves are listed (routes merged); the position is compared if it is due ({@link #every}) or
   * the last, that is, when no move is listed or no choice is left; then the ply's choice modulo
   * the number of moves picks the move played.
   *
   * @param start the start position (not changed: the game is played on a copy)
   * @param choices the move choices, one a ply
   */
  public void alongGame(MutablePosition start, List<Integer> choices) {
    MutablePosition p = start.copy();
    for (int ply = 0; ; ply++) {
      MoveBuffer moves = ply < choices.size() ? listing(general, p) : new MoveBuffer();
      boolean last = moves.isEmpty();
      if (last || ply % every == 0) {
        check(p);
      }
      if (last) {
        return;
      }
      p.make(moves, Math.floorMod(choices.get(ply), moves.size()));
    }
  }

  /**
   * Compares the two paths in one position (see {@link #moves} and {@link #perft}).
   *
   * @param p the position (not changed: each path works on a copy)
   */
  public void check(MutablePosition p) {
    if (depth > 0) {
      long expected = perft(general, p.copy(), depth);
      long actual = depth < 2 ? -1 : fast.countLeaves(p.copy(), depth);
      if (actual < 0) {
        actual = fastPerft(p.copy(), depth);
      }
      assertEquals(expected, actual, () -> "perft " + depth + " of " + text(p));
      extra.accept(p.copy());
      return;
    }
    MoveBuffer f = listing(fast, p);
    MoveBuffer g = listing(general, p);
    assertEquals(described(general, g), described(fast, f), () -> "moves of " + text(p));
    assertEquals(
        g.size(), fast.countMoves(p.copy(), new MoveBuffer()), () -> "bulk count of " + text(p));
    assertEquals(
        !g.isEmpty(),
        fast.hasLegalMove(p.copy(), new MoveBuffer()),
        () -> "a legal move exists in " + text(p));
    extra.accept(p.copy());
  }

  /** The moves of a rule set as the library lists them: generated on a copy, routes merged. */
  private static MoveBuffer listing(RuleSet rules, MutablePosition p) {
    MoveBuffer b = new MoveBuffer();
    rules.generateMoves(p.copy(), b);
    b.mergeRoutes();
    return b;
  }

  /** Each move as its canonical text, ops and flags; sorted unless the order must agree. */
  private List<String> described(RuleSet rules, MoveBuffer b) {
    List<String> out = new ArrayList<>();
    for (int m = 0; m < b.size(); m++) {
      int[] ops = b.opsOf(m);
      String text = MoveText.format(rules.geometry(), rules.pieceTypes(), ops, b.flags(m));
      out.add(text + " " + Arrays.toString(ops) + " " + b.flags(m));
    }
    if (order == Order.ANY) {
      Collections.sort(out);
    }
    return out;
  }

  /** Core's walk over a rule set's moves: generate, merge routes, make and unmake. */
  private static long perft(RuleSet rules, MutablePosition p, int depth) {
    MoveBuffer b = new MoveBuffer();
    rules.generateMoves(p, b);
    b.mergeRoutes();
    if (depth == 1) {
      return b.size();
    }
    long n = 0;
    for (int i = 0; i < b.size(); i++) {
      p.make(b, i);
      n += perft(rules, p, depth - 1);
      p.unmake();
    }
    return n;
  }

  /** The fast path's walk: its own moves, bulk-counted at the last ply. */
  private long fastPerft(MutablePosition p, int depth) {
    if (depth == 1) {
      return fast.countMoves(p, new MoveBuffer());
    }
    MoveBuffer b = new MoveBuffer();
    fast.generateMoves(p, b);
    b.mergeRoutes();
    long n = 0;
    for (int i = 0; i < b.size(); i++) {
      p.make(b, i);
      n += fastPerft(p, depth - 1);
      p.unmake();
    }
    return n;
  }

  private String text(MutablePosition p) {
    return PositionText.format(general, p);
  }
}

package io.github.overtake.orthodox;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Side;
import io.github.overtake.core.Termination;
import io.github.overtake.core.Variant;
import io.github.overtake.core.spi.MutablePosition;

/**
 * King of the Hill written on {@link ChessRules#goal}, as the variant guide shows: chess, and a
 * king that reaches d4, e4, d5 or e5 wins at once. Test fixture for the goal hook, public for
 * {@code GoalBenchmark}, which times these rules from orthodox's test jar.
 */
public final class KingOfTheHill {
  private KingOfTheHill() {}

  /** d4, e4, d5 and e5 as a bitboard. */
  private static final long HILL = (1L << 27) | (1L << 28) | (1L << 35) | (1L << 36);

  /** The goal's termination. */
  public enum Hill implements Termination {
    /** A king reached a centre square. */
    KING_OF_THE_HILL;

    @Override
    public String id() {
      return "king-of-the-hill";
    }
  }

  /**
   * Who stands on the hill: the player who just moved, then the one to move (a set-up position).
   *
   * @param p the position
   * @return the win of the king on the hill, or {@link Outcome#ONGOING}
   */
  public static Outcome hill(MutablePosition p) {
    int mover = p.sideToMove() ^ 1;
    int side = onHill(p, mover) ? mover : onHill(p, mover ^ 1) ? mover ^ 1 : -1;
    return side < 0 ? Outcome.ONGOING : Outcome.win(Side.ofIndex(side), Hill.KING_OF_THE_HILL);
  }

  private static boolean onHill(MutablePosition p, int side) {
    int king = p.find(side, Orthodox.KING);
    return king >= 0 && (HILL >>> king & 1) != 0;
  }

  /** Chess whose king wins on reaching the centre; only {@link #goal} and the draws change. */
  @Immutable
  public static final class Rules extends ChessRules {
    /** The rules. */
    public Rules() {}

    @Override
    public String id() {
      return "kingofthehill";
    }

    @Override
    public String description() {
      return "chess where a king on d4, e4, d5 or e5 wins";
    }

    @Override
    protected Outcome goal(MutablePosition p) {
      return hill(p);
    }

    @Override
    protected boolean insufficientMaterial(MutablePosition p) {
      return false; // a bare king can still walk to the hill
    }
  }

  /** Chess whose outcome alone reports the hill: moves go on being listed after the win. */
  @Immutable
  static final class OutcomeOnly extends ChessRules {
    @Override
    public String id() {
      return "kingofthehill-outcome-only";
    }

    @Override
    public String description() {
      return "King of the Hill that only overrides outcome (wrong: lists moves after the win)";
    }

    @Override
    public Outcome outcome(MutablePosition p, int legalMoves) {
      Outcome o = hill(p);
      return o.isOver() ? o : super.outcome(p, legalMoves);
    }
  }

  /** The King of the Hill variant, in a registry of its own. */
  public static final Variant VARIANT = LoneVariant.of(new Rules());

  /** The wrong, outcome-only variant. */
  static final Variant OUTCOME_ONLY = LoneVariant.of(new OutcomeOnly());
}

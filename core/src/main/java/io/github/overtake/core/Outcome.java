package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;
import java.util.Objects;
import java.util.Optional;

/**
 * The state of a game: still {@linkplain Ongoing going on}, {@linkplain Win won} by a side, or
 * {@linkplain Draw drawn}, each end with its {@link Termination reason}. A draw is either
 * automatic (the rules end the game) or {@linkplain Draw#claimed() claimed} by a player where the
 * rules only allow a claim ({@link Game#claimDraw()}).
 */
@Immutable
public sealed interface Outcome permits Outcome.Ongoing, Outcome.Win, Outcome.Draw {
  /** The outcome of a game that has not ended. */
  // Ongoing's initialisation never reads Outcome's fields, so no initialisation cycle can block.
  @SuppressWarnings("ClassInitializationDeadlock")
  Outcome ONGOING = new Ongoing();

  /**
   * Returns a win for {@code winner}.
   *
   * @param winner the side that won
   * @param reason why the game ended
   * @return the win
   */
  static Outcome win(Side winner, Termination reason) {
    return new Win(winner, reason);
  }

  /**
   * Returns a draw.
   *
   * @param reason why the game ended
   * @return the draw
   */
  static Outcome draw(Termination reason) {
    return new Draw(reason, false);
  }

  /**
   * Returns a draw claimed by a player.
   *
   * @param reason the rule the claim rests on
   * @return the claimed draw
   */
  static Outcome claimedDraw(Termination reason) {
    return new Draw(reason, true);
  }

  /**
   * Returns whether the game has ended.
   *
   * @return false for {@link #ONGOING}, true otherwise
   */
  default boolean isOver() {
    return !(this instanceof Ongoing);
  }

  /**
   * Returns the winner, if a side won.
   *
   * @return the winner, or empty for an ongoing or drawn game
   */
  default Optional<Side> winningSide() {
    return this instanceof Win w ? Optional.of(w.winner()) : Optional.empty();
  }

  /**
   * Returns the reason the game ended, if it did.
   *
   * @return the termination, or empty for an ongoing game
   */
  Optional<Termination> termination();

  /**
   * Returns the PGN result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}.
   *
   * @return the PGN result token
   */
  String result();

  /**
   * Returns the outcome as text: {@code ongoing}, or {@code white-wins}, {@code black-wins} or
   * {@code draw} followed by a space and the termination id, and by {@code claimed} for a claimed
   * draw ({@code draw repetition claimed}).
   *
   * @return the outcome text
   */
  String text();

  /** A game that goes on. */
  @Immutable
  record Ongoing() implements Outcome {
    @Override
    public Optional<Termination> termination() {
      return Optional.empty();
    }

    @Override
    public String result() {
      return "*";
    }

    @Override
    public String text() {
      return "ongoing";
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /**
   * A game won by a side.
   *
   * @param winner the side that won
   * @param reason why the game ended
   */
  @Immutable
  record Win(Side winner, Termination reason) implements Outcome {
    /**
     * Validates the components.
     *
     * @param winner the side that won
     * @param reason why the game ended
     */
    public Win {
      Objects.requireNonNull(winner, "winner");
      Objects.requireNonNull(reason, "reason");
    }

    @Override
    public Optional<Termination> termination() {
      return Optional.of(reason);
    }

    @Override
    public String result() {
      return winner == Side.WHITE ? "1-0" : "0-1";
    }

    @Override
    public String text() {
      return winner.id() + "-wins " + reason.id();
    }

    @Override
    public String toString() {
      return text();
    }
  }

  /**
   * A drawn game.
   *
   * @param reason why the game ended
   * @param claimed whether a player claimed the draw (false: the rules drew the game by
   *     themselves)
   */
  @Immutable
  record Draw(Termination reason, boolean claimed) implements Outcome {
    /**
     * Validates the components.
     *
     * @param reason why the game ended
     * @param claimed whether a player claimed the draw
     */
    public Draw {
      Objects.requireNonNull(reason, "reason");
    }

    /**
     * Creates an automatic draw.
     *
     * @param reason why the game ended
     */
    public Draw(Termination reason) {
      this(reason, false);
    }

    @Override
    public Optional<Termination> termination() {
      return Optional.of(reason);
    }

    @Override
    public String result() {
      return "1/2-1/2";
    }

    @Override
    public String text() {
      return "draw " + reason.id() + (claimed ? " claimed" : "");
    }

    @Override
    public String toString() {
      return text();
    }
  }
}

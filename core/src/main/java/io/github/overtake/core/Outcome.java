package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;
import java.util.Objects;
import java.util.Optional;

/**
 * The state of a game: still {@linkplain Ongoing going on}, {@linkplain Win won} by a side, or
 * {@linkplain Draw drawn}, each end with its {@link Termination reason}.
 */
@Immutable
public sealed interface Outcome permits Outcome.Ongoing, Outcome.Win, Outcome.Draw {
  /** The outcome of a game that has not ended. */
  // Ongoing's initialisation never reads Outcome's fields, so no initialisation cycle can block.
  @SuppressWarnings("ClassInitializationDeadlock")
  Outcome ONGOING = new Ongoing();

  /** Returns a win for {@code winner}. */
  static Outcome win(Side winner, Termination reason) {
    return new Win(winner, reason);
  }

  /** Returns a draw. */
  static Outcome draw(Termination reason) {
    return new Draw(reason);
  }

  /** Returns whether the game has ended. */
  default boolean isOver() {
    return !(this instanceof Ongoing);
  }

  /** Returns the winner, if a side won. */
  default Optional<Side> winningSide() {
    return this instanceof Win w ? Optional.of(w.winner()) : Optional.empty();
  }

  /** Returns the reason the game ended, if it did. */
  Optional<Termination> termination();

  /** Returns the PGN result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}. */
  String result();

  /**
   * Returns the outcome as text: {@code ongoing}, or {@code white-wins}, {@code black-wins} or
   * {@code draw} followed by a space and the termination id.
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
    /** Validates the components. */
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
   */
  @Immutable
  record Draw(Termination reason) implements Outcome {
    /** Validates the components. */
    public Draw {
      Objects.requireNonNull(reason, "reason");
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
      return "draw " + reason.id();
    }

    @Override
    public String toString() {
      return text();
    }
  }
}

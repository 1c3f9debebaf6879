package io.github.overtake.orthodox;

import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MoveNotation;
import java.util.List;

/**
 * Standard Algebraic Notation for rule sets whose men move as chess men but whose turns may do
 * more than a chess move (antichess as a checkers-chess option set, the Modest capture variants):
 * SAN is read as for chess ({@link San#matches}), with promotion to a king ({@code e8=K}) as
 * antichess has it, and drops as {@code P@e4}. A move is written in SAN ({@link San#format}) when
 * that text names it alone among the legal moves; a move that SAN cannot tell apart from another
 * (two turns with the same man, origin and destination that differ in what else they capture or
 * give) is written in canonical text, which always names it. Check marks are written where the
 * rule set reports check, so none in a variant without royal kings.
 */
public final class ChessLikeSan {
  private static final MoveNotation NOTATION =
      new MoveNotation() {
        @Override
        public boolean looksLike(String text) {
          return San.looksLikeSan(text);
        }

        @Override
        public List<Move> matches(Position position, String text) {
          return San.matches(position, text);
        }

        @Override
        public String format(Position position, Move move) {
          String san = San.format(position, move);
          List<Move> named = San.matches(position, san);
          return named.size() == 1 && named.get(0).equals(move) ? san : move.text();
        }
      };

  private ChessLikeSan() {}

  /**
   * Returns the notation, for {@link io.github.overtake.core.spi.RuleSet#moveNotation()}.
   *
   * @return the notation, a shared immutable instance
   */
  public static MoveNotation notation() {
    return NOTATION;
  }
}

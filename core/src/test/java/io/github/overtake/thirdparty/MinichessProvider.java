package io.github.overtake.thirdparty;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * A variant written the way a third party would: outside core's packages, against the exported
 * SPI only, registered through META-INF/services (core's own tests only). Kings and knights on a
 * 5x5 board; capturing the enemy king wins, a side without moves loses.
 */
public final class MinichessProvider implements VariantProvider {
  static final int KNIGHT = 1;
  static final int KING = 2;

  @Override
  public String id() {
    return "test-minichess";
  }

  @Override
  public String description() {
    return "test provider: kings and knights on a 5x5 board";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(OptionSpec.choice("array", List.of("gardner", "empty"), "gardner", "start array"));
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new Rules(options.get("array").equals("gardner")
        ? "1nkn1/5/5/5/1NKN1 w - - 0 1"
        : "4k/5/5/5/K4 w - - 0 1");
  }

  @Immutable
  static final class Rules implements RuleSet {
    private static final Geometry BOARD = Geometry.rectangle(5, 5);
    private static final List<PieceType> TYPES =
        List.of(new PieceType(KNIGHT, "knight", 'N', false), new PieceType(KING, "king", 'K', false));

    private final String start;

    Rules(String start) {
      this.start = start;
    }

    @Override
    public String id() {
      return "test-minichess";
    }

    @Override
    public String description() {
      return "test minichess";
    }

    @Override
    public Geometry geometry() {
      return BOARD;
    }

    @Override
    public List<PieceType> pieceTypes() {
      return TYPES;
    }

    @Override
    public String startPosition() {
      return start;
    }

    @Override
    public void generateMoves(MutablePosition p, MoveBuffer out) {
      int side = p.sideToMove();
      if (p.find(side, KING) < 0) {
        return; // the king was captured: the game is over
      }
      for (int i = 0; i < p.pieceCount(side); i++) {
        int sq = p.pieceSquare(side, i);
        int code = p.at(sq);
        for (int dx = -2; dx <= 2; dx++) {
          for (int dy = -2; dy <= 2; dy++) {
            int d = Math.abs(dx) + Math.abs(dy);
            boolean reach = Pieces.type(code) == KING ? d > 0 && Math.abs(dx) < 2 && Math.abs(dy) < 2
                : d == 3 && dx != 0 && dy != 0;
            int to = reach ? BOARD.displacement(sq, dx, dy) : -1;
            if (to < 0 || Pieces.isSide(p.at(to), side)) {
              continue;
            }
            out.begin().lift(sq, code);
            if (p.at(to) != 0) {
              out.capture(to, p.at(to));
            }
            out.land(to, code).end();
          }
        }
      }
    }

    /** Draws its knights itself, to show that a variant may supply its own piece images. */
    @Override
    public String pieceImage(PieceType type, io.github.overtake.core.Side side) {
      return type.letter() == 'N'
          ? "<rect class=\"own-knight\" x=\"20\" y=\"20\" width=\"60\" height=\"60\"/>"
          : null;
    }

    @Override
    public Outcome outcome(MutablePosition p, int legalMoves) {
      Side other = Side.ofIndex(p.sideToMove() ^ 1);
      if (p.find(p.sideToMove(), KING) < 0) {
        return Outcome.win(other, StandardTermination.KING_CAPTURED);
      }
      return legalMoves > 0 ? Outcome.ONGOING : Outcome.win(other, StandardTermination.NO_MOVES);
    }
  }
}

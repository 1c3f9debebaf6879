package io.github.overtake.thirdparty;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Side;
import io.github.overtake.core.StandardTermination;
import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.orthodox.Orthodox;
import io.github.overtake.core.orthodox.OrthodoxKit;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.RuleSet;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.Map;

/**
 * A variant written the way a third party would: outside core's packages, against the exported
 * SPI only, registered through META-INF/services. Gardner's 5x5 minichess array with orthodox
 * moves (no castling), checkmate wins, stalemate draws.
 */
public final class MinichessProvider implements VariantProvider {
  @Override
  public String id() {
    return "test-minichess";
  }

  @Override
  public String description() {
    return "test provider: orthodox pieces on a 5x5 board (Gardner's array)";
  }

  @Override
  public List<OptionSpec> options() {
    return List.of(OptionSpec.choice("array", List.of("gardner", "empty"), "gardner", "start array"));
  }

  @Override
  public RuleSet create(Map<String, String> options) {
    return new Rules(options.get("array").equals("gardner")
        ? "rnbqk/ppppp/5/PPPPP/RNBQK w - - 0 1"
        : "4k/5/5/5/K4 w - - 0 1");
  }

  @Immutable
  static final class Rules implements RuleSet {
    private static final OrthodoxKit KIT =
        new OrthodoxKit(Geometry.rectangle(5, 5), Orthodox.QUEEN, Orthodox.ROOK,
            Orthodox.BISHOP, Orthodox.KNIGHT);
    private static final MoveBuffer.MoveFilter SAFE = Rules::safe;

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
      return KIT.geometry();
    }

    @Override
    public List<PieceType> pieceTypes() {
      return Orthodox.pieceTypes();
    }

    @Override
    public String startPosition() {
      return start;
    }

    @Override
    public void generateMoves(MutablePosition p, MoveBuffer out) {
      KIT.generatePieces(p, p.sideToMove(), out);
      out.filter(p, SAFE);
    }

    private static boolean safe(MutablePosition p, MoveBuffer b, int m) {
      int side = p.sideToMove();
      p.make(b, m);
      int king = p.find(side, Orthodox.KING);
      boolean ok = king < 0 || !KIT.attacked(p, king, side ^ 1);
      p.unmake();
      return ok;
    }

    @Override
    public boolean inCheck(MutablePosition p) {
      int king = p.find(p.sideToMove(), Orthodox.KING);
      return king >= 0 && KIT.attacked(p, king, p.sideToMove() ^ 1);
    }

    @Override
    public Outcome outcome(MutablePosition p, int legalMoves) {
      if (legalMoves > 0) {
        return Outcome.ONGOING;
      }
      return inCheck(p)
          ? Outcome.win(Side.ofIndex(p.sideToMove() ^ 1), StandardTermination.CHECKMATE)
          : Outcome.draw(StandardTermination.STALEMATE);
    }
  }
}

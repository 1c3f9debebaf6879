package io.github.overtake.variants.modest;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;

/**
 * Hierarchical Chess: a pawn, knight or bishop with captures on men of different ranks must take
 * one of the highest-ranked; a rook, queen or king one of the lowest-ranked (pawn &lt; knight
 * &lt; bishop &lt; rook &lt; queen &lt; king). The restriction comes before king safety. Pawns,
 * knights and bishops always check when they attack the king; a rook, queen or king checks only
 * when the king is the only man it can capture.
 */
@Immutable
final class Hierarchical implements ModestVariant {
  @Override
  public String name() {
    return "hierarchical";
  }

  @Override
  public String description() {
    return "Hierarchical Chess: pawns, knights and bishops take their highest target, rooks, "
        + "queens and kings their lowest";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideTurns(this, p, out, threat, RankedCaptures.restriction(RankedCaptures.HIGH_MINORS));
  }

  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    return RankedCaptures.threatened(p, side, RankedCaptures.HIGH_MINORS);
  }

  /** A man threatens the king only by a FIDE capture that the restriction keeps. */
  @Override
  public boolean threatsWithinFide() {
    return true;
  }
}

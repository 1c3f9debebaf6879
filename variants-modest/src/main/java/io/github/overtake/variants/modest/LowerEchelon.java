package io.github.overtake.variants.modest;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;

/**
 * Lower Echelon Chess: a man with captures on men of different ranks must take one of the
 * lowest-ranked (pawn &lt; knight &lt; bishop &lt; rook &lt; queen &lt; king). The restriction
 * comes before king safety. A man therefore checks only when the king is the only man it can
 * capture, and a check can be met by offering the checker a cheaper victim.
 */
@Immutable
final class LowerEchelon implements ModestVariant {
  @Override
  public String name() {
    return "lower-echelon";
  }

  @Override
  public String description() {
    return "Lower Echelon Chess: a man must capture one of its lowest-ranked targets";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideTurns(this, p, out, threat, RankedCaptures.restriction(0));
  }

  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    return RankedCaptures.threatened(p, side, 0);
  }

  /** A man threatens the king only by a FIDE capture that the restriction keeps. */
  @Override
  public boolean threatsWithinFide() {
    return true;
  }
}

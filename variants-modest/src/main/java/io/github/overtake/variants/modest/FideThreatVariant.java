package io.github.overtake.variants.modest;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MutablePosition;

/**
 * A Modest variant whose threats are FIDE's (S1.2) and whose {@code legalAfter} accepts every turn
 * that keeps the king safe: {@link #fideThreats()} holds, so legality may use the pin shortcut, and
 * the threat test is FIDE's attack test. Each implementing class says why in its documentation,
 * and its tests prove the fast test agrees with the general one.
 */
@Immutable
interface FideThreatVariant extends ModestVariant {
  @Override
  default boolean fideThreats() {
    return true;
  }

  @Override
  default boolean threatened(ModestKit k, MutablePosition p, int side) {
    return k.fideThreat(p, side);
  }
}

package io.github.overtake.variants.modest;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MutablePosition;

/**
 * A Modest variant whose men wait to re-enter on the square vacated by their owner's next move
 * (S1.5): its two state slots are the re-entry queues, written {@code reenter:<white>/<black>},
 * and a pawn's double-step square may be refilled within the same turn.
 */
@Immutable
interface ReentryVariant extends ModestVariant {
  /** The re-entry queues, in slots 0 (White) and 1 (Black). */
  Reentry QUEUES = new Reentry(0);

  /** FIDE's start with both queues empty. */
  @Override
  default String startPosition() {
    return ModestKit.FIDE_START + " reenter:-/-";
  }

  @Override
  default boolean refillsVacatedSquare() {
    return true;
  }

  @Override
  default int extraSlots() {
    return 2;
  }

  @Override
  default void formatExtras(MutablePosition p, StringBuilder out) {
    QUEUES.format(p, out);
  }

  @Override
  default boolean parseExtra(String token, MutablePosition p) {
    return QUEUES.parse(token, p);
  }
}

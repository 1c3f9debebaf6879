package io.github.overtake.variants.modest;

import io.github.overtake.core.Position;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Checks that a variant's {@link ModestVariant#turnsFrom} writes, after {@link SingleTurns#names},
 * exactly what its {@link ModestVariant#turns} writes after it: the same turns (ops and flags),
 * in the same order, for every origin square and for the text without one, the position left as
 * it was. Each is asked on a fresh copy of the position.
 */
final class OriginAgreement {
  private OriginAgreement() {}

  /**
   * Checks every origin of a position.
   *
   * @param v the variant's rule object
   * @param position the position
   * @return the number of turns compared, over every origin
   */
  static int check(ModestVariant v, Position position) {
    ModestKit k = ModestRules.kit();
    // fresh copies: making and unmaking turns may reorder a position's lists of men, and with them
    // the order in which turns are written
    MoveBuffer all = new MoveBuffer();
    v.turns(k, position.toMutable(), all, false);
    int compared = 0;
    for (int origin = -1; origin < 64; origin++) {
      List<String> want = named(all, origin);
      MutablePosition p = position.toMutable();
      MoveBuffer from = new MoveBuffer();
      v.turnsFrom(k, p, origin, from);
      if (!p.sameAs(position.toMutable())) {
        throw new AssertionError(
            v.name() + ": turnsFrom(" + origin + ") changed the position " + position.text());
      }
      List<String> got = named(from, origin);
      if (!got.equals(want)) {
        throw new AssertionError(v.name() + ": turnsFrom(" + origin + ") in " + position.text()
            + " writes " + got + " where turns names " + want);
      }
      compared += want.size();
    }
    return compared;
  }

  /** The turns of {@code b} that a text from {@code origin} may name, as ops and flags, in order. */
  private static List<String> named(MoveBuffer b, int origin) {
    List<String> out = new ArrayList<>();
    for (int m = 0; m < b.size(); m++) {
      if (SingleTurns.names(b, m, origin, -1)) {
        out.add(Arrays.toString(b.opsOf(m)) + "/" + b.flags(m));
      }
    }
    return out;
  }
}

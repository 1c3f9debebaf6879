package io.github.overtake.variants.modest;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.MutablePosition;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The kit's FIDE attack test on the precomputed lines against the orthodox kit's. */
class ModestKitTest {
  private static final Variant DIPLOMAT = VariantRegistry.load().variant("modest-diplomat");

  @Property(tries = 300)
  void fideAttackedAgreesWithTheOrthodoxKit(
      @ForAll @Size(min = 2, max = 24) List<@IntRange(min = 0, max = 63) Integer> squares,
      @ForAll @Size(max = 24) List<@IntRange(min = 0, max = 9) Integer> kinds,
      @ForAll boolean blackToMove,
      @ForAll @IntRange(min = -1, max = 63) int vacant) {
    ModestKit k = ModestRules.kit();
    RandomPlacement.of(DIPLOMAT, squares, kinds, blackToMove)
        .ifPresent(
            pos -> {
              MutablePosition p = pos.toMutable();
              for (int side = 0; side < 2; side++) {
                for (int sq = 0; sq < 64; sq++) {
                  assertEquals(
                      k.orthodox().attacked(p, sq, side, vacant),
                      k.fideAttacked(p, sq, side, vacant),
                      "square " + sq + " by side " + side + ", vacant " + vacant + " in "
                          + pos.text());
                }
              }
            });
  }
}

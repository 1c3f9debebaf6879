package io.github.overtake.variants.checkercapture;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import java.util.List;

/**
 * The start positions of the family's single-move and refusal-budget properties: the start of
 * each option set, and two positions of long hop routes.
 */
final class CheckerCapturePropertyStarts {
  /** Four men for the rook on e3 to hop, with two routes to one move. */
  static final String ROUTES = "8/n7/3R2n1/5n2/4nn2/n3Kn2/8/k7 w - - 0 1";

  private CheckerCapturePropertyStarts() {}

  /**
   * Returns the start positions, under the default limits.
   *
   * @param registry the registry to load the variants from
   * @return the positions
   */
  static List<Position> of(VariantRegistry registry) {
    return List.of(
        registry.variant("checkercapture").startPosition(),
        registry.variant("checkercapture:simple=true").startPosition(),
        registry.variant("checkercapture:displacement=true,goal=misere").startPosition(),
        registry.variant("checkercapture").position(ROUTES),
        registry.variant("checkercapture").position("8/8/2p1p3/8/2p1p3/3R4/8/k6K w - - 0 1"));
  }
}

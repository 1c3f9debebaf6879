package io.github.overtake.variants.jumping;

import io.github.overtake.core.Position;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.testkit.SingleMoveProperties;
import java.util.List;

/** The testkit's single-move properties (one move checked without the listing) on this family. */
class JumpingSingleMoveTest extends SingleMoveProperties {
  private static final VariantRegistry R = VariantRegistry.load();

  @Override
  protected List<Position> starts() {
    return List.of(
        R.variant("jumping").startPosition(),
        R.variant("jumping:multiJump=true").startPosition(),
        R.variant("jumping:doubleKnights=true,multiJump=true").startPosition(),
        R.variant("jumping:multiJump=true,checkmate=true").startPosition(),
        R.variant("jumping:quickEvacuation=true,doubleKnights=true").startPosition(),
        R.variant("jumping:mini=true,multiJump=true,conservative=true").startPosition(),
        R.variant("jumping:quickEvacuation=true,checkmate=true,multiJump=true").startPosition());
  }
}

package io.github.overtake.variants.modest;

/** Registers Bounty Chess, {@code modest-bounty}. */
public final class BountyProvider extends ModestProvider {
  /** Creates the provider. */
  public BountyProvider() {
    super(new Bounty());
  }
}

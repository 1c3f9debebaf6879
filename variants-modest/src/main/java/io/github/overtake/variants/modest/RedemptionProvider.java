package io.github.overtake.variants.modest;

/** Registers Redemption Chess, {@code modest-redemption}. */
public final class RedemptionProvider extends ModestProvider {
  /** Creates the provider. */
  public RedemptionProvider() {
    super(new Redemption());
  }
}

package io.github.overtake.variants.modest;

/** Registers Upgrade Chess, {@code modest-upgrade}. */
public final class UpgradeProvider extends ModestProvider {
  /** Creates the provider. */
  public UpgradeProvider() {
    super(new Upgrade());
  }
}

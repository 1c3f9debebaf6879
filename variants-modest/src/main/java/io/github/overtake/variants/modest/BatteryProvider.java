package io.github.overtake.variants.modest;

/** Registers Battery Chess, {@code modest-battery}. */
public final class BatteryProvider extends ModestProvider {
  /** Creates the provider. */
  public BatteryProvider() {
    super(new Battery());
  }
}

package io.github.overtake.variants.modest;

/** Registers Zone Chess, {@code modest-zone}. */
public final class ZoneProvider extends ModestProvider {
  /** Creates the provider. */
  public ZoneProvider() {
    super(new Zone());
  }
}

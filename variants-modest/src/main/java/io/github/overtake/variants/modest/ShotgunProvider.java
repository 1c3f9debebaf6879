package io.github.overtake.variants.modest;

/** Registers Shotgun Chess, {@code modest-shotgun}. */
public final class ShotgunProvider extends ModestProvider {
  /** Creates the provider. */
  public ShotgunProvider() {
    super(new Shotgun());
  }
}

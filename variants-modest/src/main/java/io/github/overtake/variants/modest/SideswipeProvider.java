package io.github.overtake.variants.modest;

/** Registers Sideswipe Chess, {@code modest-sideswipe}. */
public final class SideswipeProvider extends ModestProvider {
  /** Creates the provider. */
  public SideswipeProvider() {
    super(new Sideswipe());
  }
}

package io.github.overtake.variants.modest;

/** Registers Heroic Chess, {@code modest-heroic}. */
public final class HeroicProvider extends ModestProvider {
  /** Creates the provider. */
  public HeroicProvider() {
    super(new Heroic());
  }
}

package io.github.overtake.variants.modest;

/** Registers Sanctuary Chess, variant id {@code modest-sanctuary}. */
public final class SanctuaryProvider extends ModestProvider {
  /** Creates the provider. */
  public SanctuaryProvider() {
    super(new Sanctuary());
  }
}

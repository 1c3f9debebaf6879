package io.github.overtake.variants.modest;

/** Registers Mercenary Chess, {@code modest-mercenary}. */
public final class MercenaryProvider extends ModestProvider {
  /** Creates the provider. */
  public MercenaryProvider() {
    super(new Mercenary());
  }
}

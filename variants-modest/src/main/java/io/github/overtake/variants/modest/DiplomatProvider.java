package io.github.overtake.variants.modest;

/** Registers Diplomat Chess, variant id {@code modest-diplomat}. */
public final class DiplomatProvider extends ModestProvider {
  /** Creates the provider. */
  public DiplomatProvider() {
    super(new Diplomat());
  }
}

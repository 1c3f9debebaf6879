package io.github.overtake.variants.modest;

/** Registers Parole Chess, {@code modest-parole}. */
public final class ParoleProvider extends ModestProvider {
  /** Creates the provider. */
  public ParoleProvider() {
    super(new Parole());
  }
}

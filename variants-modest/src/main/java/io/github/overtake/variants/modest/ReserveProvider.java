package io.github.overtake.variants.modest;

/** Registers Reserve Chess, {@code modest-gentry}. */
public final class ReserveProvider extends ModestProvider {
  /** Creates the provider. */
  public ReserveProvider() {
    super(new Reserve());
  }
}

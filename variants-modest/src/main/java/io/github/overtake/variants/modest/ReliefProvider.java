package io.github.overtake.variants.modest;

/** Registers Relief Chess, {@code modest-gentry}. */
public final class ReliefProvider extends ModestProvider {
  /** Creates the provider. */
  public ReliefProvider() {
    super(new Relief());
  }
}

package io.github.overtake.variants.modest;

/** Registers Coalition Chess, {@code modest-coalition}. */
public final class CoalitionProvider extends ModestProvider {
  /** Creates the provider. */
  public CoalitionProvider() {
    super(new Coalition());
  }
}

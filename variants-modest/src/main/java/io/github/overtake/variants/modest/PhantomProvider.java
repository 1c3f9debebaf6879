package io.github.overtake.variants.modest;

/** Registers Phantom Chess, {@code modest-phantom}. */
public final class PhantomProvider extends ModestProvider {
  /** Creates the provider. */
  public PhantomProvider() {
    super(new Phantom());
  }
}

package io.github.overtake.variants.modest;

/** Registers Continuation Chess, {@code modest-continuation}. */
public final class ContinuationProvider extends ModestProvider {
  /** Creates the provider. */
  public ContinuationProvider() {
    super(new Continuation());
  }
}

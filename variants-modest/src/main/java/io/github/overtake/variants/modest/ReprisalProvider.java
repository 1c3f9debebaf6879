package io.github.overtake.variants.modest;

/** Registers Reprisal Chess, variant id {@code modest-reprisal}. */
public final class ReprisalProvider extends ModestProvider {
  /** Creates the provider. */
  public ReprisalProvider() {
    super(new Reprisal());
  }
}

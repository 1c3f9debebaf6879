package io.github.overtake.variants.modest;

/** Registers Gentry Chess, {@code modest-gentry}. */
public final class GentryProvider extends ModestProvider {
  /** Creates the provider. */
  public GentryProvider() {
    super(new Gentry());
  }
}

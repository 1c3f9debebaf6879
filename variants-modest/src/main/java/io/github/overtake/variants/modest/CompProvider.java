package io.github.overtake.variants.modest;

/** Registers Comp Chess, {@code modest-comp}. */
public final class CompProvider extends ModestProvider {
  /** Creates the provider. */
  public CompProvider() {
    super(new Comp());
  }
}

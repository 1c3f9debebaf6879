package io.github.overtake.variants.modest;

/** Registers Multicap Chess, {@code modest-multicap}. */
public final class MulticapProvider extends ModestProvider {
  /** Creates the provider. */
  public MulticapProvider() {
    super(new Multicap());
  }
}

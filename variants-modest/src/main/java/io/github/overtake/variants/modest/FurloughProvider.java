package io.github.overtake.variants.modest;

/** Registers Furlough Chess, variant id {@code modest-furlough}. */
public final class FurloughProvider extends ModestProvider {
  /** Creates the provider. */
  public FurloughProvider() {
    super(new Furlough());
  }
}

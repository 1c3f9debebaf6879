package io.github.overtake.variants.modest;

/** Registers Release Chess, {@code modest-release}. */
public final class ReleaseProvider extends ModestProvider {
  /** Creates the provider. */
  public ReleaseProvider() {
    super(new Release());
  }
}

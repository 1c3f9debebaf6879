package io.github.overtake.variants.modest;

/** Registers Detention Chess, {@code modest-detention}. */
public final class DetentionProvider extends ModestProvider {
  /** Creates the provider. */
  public DetentionProvider() {
    super(new Detention());
  }
}

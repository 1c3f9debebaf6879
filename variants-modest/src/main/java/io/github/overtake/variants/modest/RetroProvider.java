package io.github.overtake.variants.modest;

/** Registers Retro Chess, {@code modest-retro}. */
public final class RetroProvider extends ModestProvider {
  /** Creates the provider. */
  public RetroProvider() {
    super(new Retro());
  }
}

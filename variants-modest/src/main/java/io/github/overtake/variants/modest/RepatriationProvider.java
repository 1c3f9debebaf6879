package io.github.overtake.variants.modest;

/** Registers Repatriation Chess, {@code modest-gentry}. */
public final class RepatriationProvider extends ModestProvider {
  /** Creates the provider. */
  public RepatriationProvider() {
    super(new Repatriation());
  }
}

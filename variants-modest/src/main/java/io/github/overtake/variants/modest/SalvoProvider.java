package io.github.overtake.variants.modest;

/** Registers Salvo Chess, {@code modest-salvo}. */
public final class SalvoProvider extends ModestProvider {
  /** Creates the provider. */
  public SalvoProvider() {
    super(new Salvo());
  }
}

package io.github.overtake.variants.modest;

/** Registers Lower Echelon Chess, variant id {@code modest-lower-echelon}. */
public final class LowerEchelonProvider extends ModestProvider {
  /** Creates the provider. */
  public LowerEchelonProvider() {
    super(new LowerEchelon());
  }
}

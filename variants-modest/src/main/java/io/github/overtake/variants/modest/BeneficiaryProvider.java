package io.github.overtake.variants.modest;

/** Registers Beneficiary Chess, variant id {@code modest-beneficiary}. */
public final class BeneficiaryProvider extends ModestProvider {
  /** Creates the provider. */
  public BeneficiaryProvider() {
    super(new Beneficiary());
  }
}

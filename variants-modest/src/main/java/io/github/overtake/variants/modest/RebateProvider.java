package io.github.overtake.variants.modest;

/** Registers Rebate Chess, {@code modest-rebate}. */
public final class RebateProvider extends ModestProvider {
  /** Creates the provider. */
  public RebateProvider() {
    super(new Rebate());
  }
}

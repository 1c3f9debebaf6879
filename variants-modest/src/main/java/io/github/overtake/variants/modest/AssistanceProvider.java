package io.github.overtake.variants.modest;

/** Registers Assistance Chess, {@code modest-assistance}. */
public final class AssistanceProvider extends ModestProvider {
  /** Creates the provider. */
  public AssistanceProvider() {
    super(new Assistance());
  }
}

package io.github.overtake.variants.modest;

/** Registers Hierarchical Chess, variant id {@code modest-hierarchical}. */
public final class HierarchicalProvider extends ModestProvider {
  /** Creates the provider. */
  public HierarchicalProvider() {
    super(new Hierarchical());
  }
}

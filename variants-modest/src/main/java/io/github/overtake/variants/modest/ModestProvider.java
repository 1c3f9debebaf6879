package io.github.overtake.variants.modest;

import io.github.overtake.core.spi.VariantDefinition;
import io.github.overtake.core.spi.VariantProvider;
import java.util.List;
import java.util.stream.Stream;

/**
 * Registers the thirty-two Modest variants, {@code modest-assistance} to {@code modest-zone}: the
 * module's one provider, in the list form of {@link VariantProvider}.
 */
public final class ModestProvider implements VariantProvider {
  /** Creates the provider; the rule sets are built when the registry asks for them. */
  public ModestProvider() {}

  /**
   * Returns the variants of the module, one definition each, in alphabetical order of id.
   *
   * @return the thirty-two definitions
   */
  @Override
  public List<VariantDefinition> variants() {
    return Stream.of(
            new Assistance(), new Battery(), new Beneficiary(), new Bounty(), new Coalition(),
            new Comp(), new Continuation(), new Detention(), new Diplomat(), new Furlough(),
            new Gentry(), new Heroic(), new Hierarchical(), new LowerEchelon(), new Mercenary(),
            new Multicap(), new Parole(), new Phantom(), new Rebate(), new Redemption(),
            new Release(), new Relief(), new Repatriation(), new Reprisal(), new Reserve(),
            new Retro(), new Salvo(), new Sanctuary(), new Shotgun(), new Sideswipe(),
            new Upgrade(), new Zone())
        .map(v -> VariantDefinition.of(new ModestRules(v)))
        .toList();
  }
}

/** Modest Proposals: small FIDE variants that each change the capture rule. */
module io.github.overtake.variants.modest {
  requires io.github.overtake.core;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.modest.HeroicProvider,
      io.github.overtake.variants.modest.BeneficiaryProvider,
      io.github.overtake.variants.modest.DiplomatProvider,
      io.github.overtake.variants.modest.SanctuaryProvider,
      io.github.overtake.variants.modest.LowerEchelonProvider,
      io.github.overtake.variants.modest.HierarchicalProvider,
      io.github.overtake.variants.modest.FurloughProvider,
      io.github.overtake.variants.modest.ReprisalProvider;
}

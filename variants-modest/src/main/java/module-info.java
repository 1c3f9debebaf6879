/** Modest Proposals: small FIDE variants that each change the capture rule. */
module io.github.overtake.variants.modest {
  requires io.github.overtake.core;
  requires io.github.overtake.orthodox;
  requires static com.google.errorprone.annotations;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.modest.AssistanceProvider,
      io.github.overtake.variants.modest.BatteryProvider,
      io.github.overtake.variants.modest.BeneficiaryProvider,
      io.github.overtake.variants.modest.BountyProvider,
      io.github.overtake.variants.modest.CoalitionProvider,
      io.github.overtake.variants.modest.CompProvider,
      io.github.overtake.variants.modest.ContinuationProvider,
      io.github.overtake.variants.modest.DetentionProvider,
      io.github.overtake.variants.modest.DiplomatProvider,
      io.github.overtake.variants.modest.FurloughProvider,
      io.github.overtake.variants.modest.GentryProvider,
      io.github.overtake.variants.modest.HeroicProvider,
      io.github.overtake.variants.modest.HierarchicalProvider,
      io.github.overtake.variants.modest.LowerEchelonProvider,
      io.github.overtake.variants.modest.MercenaryProvider,
      io.github.overtake.variants.modest.MulticapProvider,
      io.github.overtake.variants.modest.ParoleProvider,
      io.github.overtake.variants.modest.PhantomProvider,
      io.github.overtake.variants.modest.RebateProvider,
      io.github.overtake.variants.modest.RedemptionProvider,
      io.github.overtake.variants.modest.ReleaseProvider,
      io.github.overtake.variants.modest.ReliefProvider,
      io.github.overtake.variants.modest.RepatriationProvider,
      io.github.overtake.variants.modest.ReprisalProvider,
      io.github.overtake.variants.modest.ReserveProvider,
      io.github.overtake.variants.modest.RetroProvider,
      io.github.overtake.variants.modest.SalvoProvider,
      io.github.overtake.variants.modest.SanctuaryProvider,
      io.github.overtake.variants.modest.ShotgunProvider,
      io.github.overtake.variants.modest.SideswipeProvider,
      io.github.overtake.variants.modest.UpgradeProvider,
      io.github.overtake.variants.modest.ZoneProvider;
}

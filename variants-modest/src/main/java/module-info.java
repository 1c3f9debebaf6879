/** Modest Proposals: small FIDE variants that each change the capture rule. */
module io.github.overtake.variants.modest {
  requires io.github.overtake.core;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.modest.HeroicProvider,
      io.github.overtake.variants.modest.GentryProvider,
      io.github.overtake.variants.modest.PhantomProvider,
      io.github.overtake.variants.modest.ReliefProvider,
      io.github.overtake.variants.modest.RepatriationProvider,
      io.github.overtake.variants.modest.ReserveProvider,
      io.github.overtake.variants.modest.AssistanceProvider,
      io.github.overtake.variants.modest.BatteryProvider,
      io.github.overtake.variants.modest.CoalitionProvider,
      io.github.overtake.variants.modest.MercenaryProvider,
      io.github.overtake.variants.modest.ZoneProvider,
      io.github.overtake.variants.modest.MulticapProvider;
}

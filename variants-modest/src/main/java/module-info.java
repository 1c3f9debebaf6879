/** Modest Proposals: small FIDE variants that each change the capture rule. */
module io.github.overtake.variants.modest {
  requires io.github.overtake.core;
  requires static com.google.errorprone.annotations;
  requires io.github.overtake.orthodox;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.modest.HeroicProvider;
}

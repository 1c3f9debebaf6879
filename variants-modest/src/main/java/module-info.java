/** Modest Proposals: small FIDE variants that each change the capture rule. */
module io.github.overtake.variants.modest {
  requires io.github.overtake.core;
  requires io.github.overtake.orthodox;
  requires static com.google.errorprone.annotations;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.modest.ModestProvider;
}

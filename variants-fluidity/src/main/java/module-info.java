/** Fluidity Chess: pawnless chess whose rangers and knights capture what they pass through. */
module io.github.overtake.variants.fluidity {
  requires io.github.overtake.core;
  requires static com.google.errorprone.annotations;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.fluidity.FluidityProvider;
}

/**
 * Jumping Chess: chess in which every capture is an overtake, played on a 10x10 board (or 8x8
 * with {@code mini}) whose outer ring can only be entered by capturing; variant id {@code
 * jumping}.
 */
module io.github.overtake.variants.jumping {
  requires io.github.overtake.core;
  requires static com.google.errorprone.annotations;
  requires io.github.overtake.orthodox;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.jumping.JumpingProvider;
}

/** Checkers-chess variations: checkers, nonroyal or royal chess armies on square, annulus and Möbius boards. */
module io.github.overtake.variants.checkerschess {
  requires io.github.overtake.core;
  requires static com.google.errorprone.annotations;
  requires io.github.overtake.orthodox;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.checkerschess.CheckersChessProvider;
}

/** Checker-capture Chess: chess pieces that capture only by short draughts-style hops. */
module io.github.overtake.variants.checkercapture {
  requires io.github.overtake.core;
  requires static com.google.errorprone.annotations;
  requires io.github.overtake.orthodox;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.variants.checkercapture.CheckerCaptureProvider;
}

/**
 * The orthodox kit: FIDE chess (variant id {@code chess}) and Chess960 ({@code chess960}), its
 * movement kit, its open rules base for variants that change one rule of chess, and Standard
 * Algebraic Notation.
 */
module io.github.overtake.orthodox {
  requires transitive io.github.overtake.core;
  requires static com.google.errorprone.annotations;

  exports io.github.overtake.orthodox;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.orthodox.OrthodoxProvider;
}

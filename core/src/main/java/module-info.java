/**
 * Overtake core: board geometry, pieces, moves, positions, games, outcomes, notation, perft, and
 * the variant SPI with its {@link java.util.ServiceLoader} registry. The rule sets live in their
 * own modules (FIDE chess in {@code io.github.overtake.orthodox}).
 */
module io.github.overtake.core {
  // the annotations (@Immutable, @CanIgnoreReturnValue) matter only to Error Prone at compile
  // time; a consumer's module graph does not need them (missing annotation types are ignored)
  requires static com.google.errorprone.annotations;
  requires com.google.common;

  exports io.github.overtake.core;
  exports io.github.overtake.core.diagram;
  exports io.github.overtake.core.geometry;
  exports io.github.overtake.core.notation;
  exports io.github.overtake.core.record;
  exports io.github.overtake.core.spi;

  uses io.github.overtake.core.spi.VariantProvider;
}

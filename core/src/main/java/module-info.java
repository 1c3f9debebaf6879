/**
 * Overtake core: board geometry, pieces, moves, positions, games, outcomes, notation, perft, the
 * variant SPI with its {@link java.util.ServiceLoader} registry, and the orthodox FIDE ruleset.
 */
module io.github.overtake.core {
  requires transitive com.google.errorprone.annotations;
  requires com.google.common;

  exports io.github.overtake.core;
  exports io.github.overtake.core.diagram;
  exports io.github.overtake.core.geometry;
  exports io.github.overtake.core.notation;
  exports io.github.overtake.core.orthodox;
  exports io.github.overtake.core.spi;

  uses io.github.overtake.core.spi.VariantProvider;

  provides io.github.overtake.core.spi.VariantProvider with
      io.github.overtake.core.orthodox.ChessProvider;
}

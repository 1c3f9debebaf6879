/** Crazyhouse, a variant module for Overtake. */
module org.example.crazyhouse {
  requires io.github.overtake.orthodox;

  provides io.github.overtake.core.spi.VariantProvider with
      org.example.crazyhouse.CrazyhouseProvider;
}

/**
 * The Overtake test kit: the conformance suite of a variant module (perft fixtures, random-game
 * properties, registration checks, differential perft against a UCI engine). A test-scope
 * dependency; it registers no variant.
 */
module io.github.overtake.testkit {
  requires transitive io.github.overtake.core;
  requires transitive org.junit.jupiter.api;
  requires transitive net.jqwik.api;

  exports io.github.overtake.testkit;
}

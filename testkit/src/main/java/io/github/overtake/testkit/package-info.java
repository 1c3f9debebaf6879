/**
 * The conformance kit for variant modules: the perft fixture runner ({@link
 * io.github.overtake.testkit.PerftFixtures}), random-game invariants ({@link
 * io.github.overtake.testkit.RandomGames}, {@link io.github.overtake.testkit.RandomGameProperties}),
 * registration checks ({@link io.github.overtake.testkit.ProviderRegistration}), checks of
 * the reasons moves are refused with ({@link io.github.overtake.testkit.Refusals}), an allocation
 * check ({@link io.github.overtake.testkit.Allocation}), a fast path against its general path
 * ({@link io.github.overtake.testkit.FastPathAgreement}) and differential perft against an external
 * UCI engine ({@link io.github.overtake.testkit.UciEngine}). Registers no variant.
 */
package io.github.overtake.testkit;

/** Fluidity Chess (variant id {@code fluidity}): rules, move generation and registration. */
package io.github.overtake.variants.fluidity;

/** The user-facing API: variants, positions, moves, games, outcomes, perft, validation and the exceptions for bad input. */
@CheckReturnValue
package io.github.overtake.core;

import com.google.errorprone.annotations.CheckReturnValue;

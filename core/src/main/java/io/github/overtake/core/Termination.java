package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;

/**
 * Why a game ended. Core's reasons are in {@link StandardTermination}; a variant module adds its
 * own by implementing this interface, usually with an enum.
 */
@Immutable
public interface Termination {
  /**
   * Returns the reason's stable lower-case id, such as {@code checkmate} or {@code no-pawns}.
   *
   * @return the id
   */
  String id();
}

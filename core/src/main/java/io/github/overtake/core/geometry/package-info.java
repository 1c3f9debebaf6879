/** Board geometries: rectangles, edge rings, annulus and Möbius strip, with their step and leap tables. */
@CheckReturnValue
package io.github.overtake.core.geometry;

import com.google.errorprone.annotations.CheckReturnValue;

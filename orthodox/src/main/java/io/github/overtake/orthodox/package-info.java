/** The orthodox FIDE movement kit and the reference ruleset {@code chess}. */
@CheckReturnValue
package io.github.overtake.orthodox;

import com.google.errorprone.annotations.CheckReturnValue;

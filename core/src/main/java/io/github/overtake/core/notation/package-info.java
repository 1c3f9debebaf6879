/** Position text and canonical move text. */
@CheckReturnValue
package io.github.overtake.core.notation;

import com.google.errorprone.annotations.CheckReturnValue;

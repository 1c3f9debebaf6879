/** Modest Proposals capture variants, each its own variant id {@code modest-<name>}. */
@CheckReturnValue
package io.github.overtake.variants.modest;

import com.google.errorprone.annotations.CheckReturnValue;

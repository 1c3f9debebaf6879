/** Jumping Chess and its six optional rules (variant id {@code jumping}). */
package io.github.overtake.variants.jumping;

/**
 * FIDE chess, variant id {@code chess} ({@link io.github.overtake.orthodox.ChessRules}, also the
 * open base of variants that change one rule of chess), the orthodox movement kit ({@link
 * io.github.overtake.orthodox.OrthodoxKit}) and Standard Algebraic Notation ({@link
 * io.github.overtake.orthodox.San}).
 */
@CheckReturnValue
package io.github.overtake.orthodox;

import com.google.errorprone.annotations.CheckReturnValue;

/**
 * The service-provider interface for variant modules: rule sets, the working position, move
 * buffers and edit-script ops.
 *
 * <h2>Why this package and {@code io.github.overtake.core} refer to each other</h2>
 *
 * <p>The public values ({@link io.github.overtake.core.Position}, {@link
 * io.github.overtake.core.Move}) are built on this package: a position holds its variant's {@link
 * io.github.overtake.core.spi.RuleSet} and a {@link io.github.overtake.core.spi.MutablePosition}.
 * A few types here name those values back, on purpose:
 *
 * <ul>
 *   <li>{@link io.github.overtake.core.spi.MoveNotation} reads and writes move text for a {@link
 *       io.github.overtake.core.Position}. A notation is written against what a player sees: the
 *       legal moves of a position, whether a move gives check, which other moves share a
 *       destination. The immutable position answers those questions once and caches them; handing
 *       the notation a working position instead would make every notation repeat move generation
 *       and king-safety tests, and would open the mutable internals to code that only formats
 *       text. The alternative, a third package of interfaces that both sides implement, would add
 *       a layer of indirection on the move-text path without removing any dependency a module
 *       sees, since every module already depends on both packages.
 *   <li>{@link io.github.overtake.core.spi.RuleSet} returns {@link io.github.overtake.core.Outcome}
 *       and reads {@link io.github.overtake.core.Limits}: the same values a user reads, so that
 *       rule sets cannot disagree with the public API about them.
 * </ul>
 *
 * <p>Both packages ship in one module and one jar and are compiled together; the references never
 * cross a module boundary, and no variant module sees more than the two public packages.
 */
@CheckReturnValue
package io.github.overtake.core.spi;

import com.google.errorprone.annotations.CheckReturnValue;

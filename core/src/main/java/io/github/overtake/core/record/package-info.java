/**
 * Game records: games with their tags and comments, written and read as PGN for every variant
 * ({@link io.github.overtake.core.record.GameRecord}).
 */
@CheckReturnValue
package io.github.overtake.core.record;

import com.google.errorprone.annotations.CheckReturnValue;

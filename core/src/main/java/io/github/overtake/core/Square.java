package io.github.overtake.core;

import com.google.errorprone.annotations.Immutable;

/**
 * A square of a board: its index ({@code files * rank + file}, from 0 at a1) and its name.
 *
 * @param index the square's index on its board
 * @param name the square's name, such as {@code e4} or {@code j10}
 */
@Immutable
public record Square(int index, String name) {
  @Override
  public String toString() {
    return name;
  }
}

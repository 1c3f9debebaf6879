package io.github.overtake.cli;

import io.github.overtake.core.Position;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * What every command that starts from a position takes: the {@code <variant>} spec (the first
 * positional parameter), {@code --fen} and {@code --limits}, declared once and mixed in.
 */
final class PositionOptions {
  @Mixin LimitsOption limits;

  @Parameters(index = "0", paramLabel = "<variant>", description = "the variant spec")
  String variant;

  @Option(
      names = "--fen",
      paramLabel = "<position-text>",
      description = "start from this position text instead of the variant's start position")
  String fen;

  /** Returns the start position of the variant, or the {@code --fen} position, under the limits. */
  Position position() {
    return Main.position(limits.registry(), variant, fen);
  }
}

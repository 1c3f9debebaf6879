package io.github.overtake.cli;

import picocli.CommandLine.Option;

/** The {@code -h}/{@code --help} option every command mixes in. */
final class HelpOption {
  @Option(
      names = {"-h", "--help"},
      usageHelp = true,
      description = "print this help and exit")
  boolean help;
}

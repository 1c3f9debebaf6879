package io.github.overtake.cli;

import java.util.concurrent.Callable;
import picocli.AutoComplete;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/** {@code overtake completion}: the bash (and zsh) completion script of the tool. */
@Command(
    name = "completion",
    description = {
      "print the bash completion script",
      "",
      "Prints a bash completion script for the commands and options (zsh runs it "
          + "too after 'autoload -U +X bashcompinit && bashcompinit'). Install it for "
          + "this shell with",
      "  source <(overtake completion)",
      "or save it in a bash-completion directory."
    })
final class CompletionCommand implements Callable<Integer> {
  @ParentCommand Main main;

  @Mixin HelpOption help;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    main.out.print(AutoComplete.bash("overtake", spec.root().commandLine()));
    return Main.OK;
  }
}

package io.github.overtake.cli;

import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.spi.OptionSpec;
import io.github.overtake.core.spi.VariantDefinition;
import java.io.PrintStream;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParentCommand;

/** {@code overtake variants}: every registered variant with its options, then the presets. */
@Command(
    name = "variants",
    description = {
      "list the variants, their options and the presets",
      "",
      "Lists every registered variant id with its description and options (key, "
          + "allowed values, default), then the presets and the specs they stand for."
    })
final class VariantsCommand implements Callable<Integer> {
  @ParentCommand Main main;

  @Mixin HelpOption help;

  @Override
  public Integer call() {
    PrintStream out = main.out;
    VariantRegistry registry = VariantRegistry.load();
    out.println("Variants:");
    for (VariantDefinition p : registry.definitions()) {
      out.println("  " + p.id() + " - " + p.description());
      List<OptionSpec> options = p.options();
      if (options.isEmpty()) {
        out.println("      options: none");
      }
      for (OptionSpec o : options) {
        out.println(
            "      "
                + o.key()
                + "="
                + allowedValues(o)
                + " (default "
                + o.defaultValue()
                + ")"
                + (o.description() == null || o.description().isEmpty()
                    ? ""
                    : ": " + o.description()));
      }
    }
    Map<String, String> presets = registry.presets();
    out.println("Presets:");
    if (presets.isEmpty()) {
      out.println("  none");
    }
    for (Map.Entry<String, String> e : presets.entrySet()) {
      out.println("  " + e.getKey() + " = " + e.getValue());
    }
    return Main.OK;
  }

  private static String allowedValues(OptionSpec o) {
    List<String> v = o.values();
    if (v.isEmpty()) {
      return "<integer>";
    }
    if (v.size() > 8 && isIntegerRun(v)) {
      return v.get(0) + ".." + v.get(v.size() - 1);
    }
    return String.join("|", v);
  }

  private static boolean isIntegerRun(List<String> v) {
    try {
      int first = Integer.parseInt(v.get(0));
      for (int i = 1; i < v.size(); i++) {
        if (Integer.parseInt(v.get(i)) != first + i) {
          return false;
        }
      }
      return true;
    } catch (NumberFormatException e) {
      return false;
    }
  }
}

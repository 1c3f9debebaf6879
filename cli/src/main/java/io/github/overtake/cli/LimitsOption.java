package io.github.overtake.cli;

import io.github.overtake.core.Limits;
import io.github.overtake.core.Suggestions;
import io.github.overtake.core.VariantRegistry;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Option;
import picocli.CommandLine.TypeConversionException;

/**
 * The {@code --limits KEY=VALUE,...} option of the commands that list moves ({@code perft},
 * {@code moves}, {@code play}, {@code svg}, {@code pgn}): the work {@link Limits} of the run, or
 * {@code none} for no limit (trusted local counting). The keys are the names {@link Limits} gives
 * its limits, found from its {@code withName(int|long)} methods, so a limit added to the library
 * is accepted here without a change.
 */
final class LimitsOption {
  @Option(
      names = "--limits",
      paramLabel = "<k=v,...>",
      converter = LimitsOption.Converter.class,
      description = {
        "the work limits, as the library's Limits names them, e.g. "
            + "moves=200000,moveOps=20000000,chainStates=5000000 (the others keep their "
            + "defaults; an unknown key lists the known ones), or 'none' to lift every limit "
            + "(trusted local use: a call may then take any time and memory)"
      })
  Limits limits;

  /** Returns the limits given, or the defaults. */
  Limits limits() {
    return limits == null ? Limits.DEFAULT : limits;
  }

  /** Returns the variant registry working under these limits. */
  VariantRegistry registry() {
    VariantRegistry registry = VariantRegistry.load();
    return limits == null ? registry : registry.withLimits(limits);
  }

  /** One settable limit of {@link Limits}: its name, its type and its wither. */
  private record Key(String name, Class<?> type, Method wither) {
    long max() {
      return type == int.class ? Integer.MAX_VALUE : Long.MAX_VALUE;
    }

    Limits with(Limits limits, long value) {
      try {
        return (Limits) wither.invoke(limits, type == int.class ? (Object) (int) value : value);
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      } catch (InvocationTargetException e) {
        Throwable cause = e.getCause();
        throw new TypeConversionException(
            name + ": " + (cause == null ? "not accepted" : cause.getMessage()));
      }
    }
  }

  /** Returns the settable limits by name, in name order. */
  static Map<String, Key> keys() {
    Map<String, Key> keys = new TreeMap<>(String.CASE_INSENSITIVE_ORDER);
    for (Method m : Limits.class.getMethods()) {
      String n = m.getName();
      if (n.length() > 4
          && n.startsWith("with")
          && !Modifier.isStatic(m.getModifiers())
          && m.getReturnType() == Limits.class
          && m.getParameterCount() == 1
          && (m.getParameterTypes()[0] == int.class || m.getParameterTypes()[0] == long.class)) {
        String name = Character.toLowerCase(n.charAt(4)) + n.substring(5);
        keys.put(name, new Key(name, m.getParameterTypes()[0], m));
      }
    }
    return keys;
  }

  /**
   * Parses {@code none} or {@code KEY=VALUE,...} into limits, starting from the defaults.
   *
   * @param text the option's value
   * @return the limits
   * @throws TypeConversionException naming the bad key or value and why
   */
  static Limits parse(String text) {
    Map<String, Key> keys = keys();
    String t = text.strip();
    if (t.equalsIgnoreCase("none")) {
      Limits limits = Limits.DEFAULT;
      for (Key k : keys.values()) {
        limits = k.with(limits, k.max());
      }
      return limits;
    }
    if (t.isEmpty()) {
      throw new TypeConversionException(
          "give KEY=VALUE,... or none (keys: " + String.join(", ", keys.keySet()) + ")");
    }
    Limits limits = Limits.DEFAULT;
    Set<String> seen = new HashSet<>();
    for (String part : t.split(",", -1)) {
      int eq = part.indexOf('=');
      String key = (eq < 0 ? part : part.substring(0, eq)).strip();
      if (eq < 0 || key.isEmpty()) {
        throw new TypeConversionException(
            "'" + Api.oneLine(shorten(part)) + "' is not KEY=VALUE (keys: "
                + String.join(", ", keys.keySet()) + ")");
      }
      Key k = keys.get(key);
      if (k == null) {
        throw new TypeConversionException(
            "unknown limit '" + shorten(key) + "'"
                + Suggestions.didYouMean(key, keys.keySet())
                + (Suggestions.closest(key, keys.keySet()).isPresent() ? " known: " : "; known: ")
                + String.join(", ", keys.keySet()));
      }
      if (!seen.add(k.name())) {
        throw new TypeConversionException("limit '" + k.name() + "' is given twice");
      }
      String value = part.substring(eq + 1).strip().replace("_", "");
      long v;
      if (value.equalsIgnoreCase("none") || value.equalsIgnoreCase("max")) {
        v = k.max();
      } else {
        try {
          v = Long.parseLong(value);
        } catch (NumberFormatException e) {
          v = -1;
        }
        if (v < 1 || v > k.max()) {
          throw new TypeConversionException(
              k.name() + " takes a whole number from 1 to " + k.max()
                  + " (or none), not '" + shorten(part.substring(eq + 1).strip()) + "'");
        }
      }
      limits = k.with(limits, v);
    }
    return limits;
  }

  private static String shorten(String s) {
    return s.length() > 40 ? s.substring(0, 37) + "..." : s;
  }

  /** The picocli converter of the option. */
  static final class Converter implements ITypeConverter<Limits> {
    @Override
    public Limits convert(String value) {
      return parse(value);
    }
  }
}

package io.github.overtake.core.spi;

import com.google.errorprone.annotations.Immutable;
import java.util.List;

/**
 * One option a variant family accepts in its spec ({@code family:key=value,...}).
 *
 * @param key the option key, such as {@code simple}
 * @param values the values allowed, in the order they are listed; empty for a free integer
 * @param defaultValue the value used when the spec leaves the key out
 * @param description a one-line description
 */
@Immutable
public record OptionSpec(
    String key,
    @SuppressWarnings("Immutable") List<String> values, // an unmodifiable copy, see below
    String defaultValue,
    String description) {
  /** Copies the value list into an unmodifiable list. */
  public OptionSpec {
    values = List.copyOf(values);
  }

  /** Returns a {@code true}/{@code false} option. */
  public static OptionSpec bool(String key, boolean defaultValue, String description) {
    return new OptionSpec(key, List.of("true", "false"), String.valueOf(defaultValue), description);
  }

  /** Returns an option with a fixed list of values. */
  public static OptionSpec choice(
      String key, List<String> values, String defaultValue, String description) {
    return new OptionSpec(key, values, defaultValue, description);
  }

  /** Returns an option whose values are the whole numbers from {@code min} to {@code max}. */
  public static OptionSpec range(String key, int min, int max, int defaultValue, String description) {
    java.util.ArrayList<String> v = new java.util.ArrayList<>();
    for (int i = min; i <= max; i++) {
      v.add(Integer.toString(i));
    }
    return new OptionSpec(key, v, Integer.toString(defaultValue), description);
  }

  /** Returns whether a value is allowed. */
  public boolean allows(String value) {
    return values.contains(value);
  }
}

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
  private static final List<String> BOOLEAN = List.of("true", "false");

  /**
   * Copies the value list into an unmodifiable list.
   *
   * @param key the option key
   * @param values the values allowed; empty for a free integer
   * @param defaultValue the value used when the spec leaves the key out
   * @param description a one-line description
   */
  public OptionSpec {
    values = List.copyOf(values);
  }

  /**
   * Returns a {@code true}/{@code false} option. A spec may also write {@code on} and {@code off}
   * for it (the spelling checkerschess used to print); the canonical spec says {@code true} or
   * {@code false}.
   *
   * @param key the option key
   * @param defaultValue the value used when the spec leaves the key out
   * @param description a one-line description
   * @return the option
   */
  public static OptionSpec bool(String key, boolean defaultValue, String description) {
    return new OptionSpec(key, List.of("true", "false"), String.valueOf(defaultValue), description);
  }

  /**
   * Returns an option with a fixed list of values.
   *
   * @param key the option key
   * @param values the values allowed, in the order they are listed
   * @param defaultValue the value used when the spec leaves the key out, one of {@code values}
   * @param description a one-line description
   * @return the option
   */
  public static OptionSpec choice(
      String key, List<String> values, String defaultValue, String description) {
    return new OptionSpec(key, values, defaultValue, description);
  }

  /**
   * Returns an option whose values are the whole numbers from {@code min} to {@code max}.
   *
   * @param key the option key
   * @param min the smallest value
   * @param max the largest value
   * @param defaultValue the value used when the spec leaves the key out
   * @param description a one-line description
   * @return the option
   */
  public static OptionSpec range(String key, int min, int max, int defaultValue, String description) {
    java.util.ArrayList<String> v = new java.util.ArrayList<>();
    for (int i = min; i <= max; i++) {
      v.add(Integer.toString(i));
    }
    return new OptionSpec(key, v, Integer.toString(defaultValue), description);
  }

  /**
   * Returns whether a value is allowed.
   *
   * @param value the value text
   * @return whether it is one of {@link #values()}
   */
  public boolean allows(String value) {
    return values.contains(value);
  }

  /**
   * Returns the canonical spelling of a value: {@code on} and {@code off} become {@code true} and
   * {@code false} for a {@linkplain #bool true/false option}; any other value is returned as it is.
   *
   * @param value the value text
   * @return the value as the canonical spec writes it
   */
  public String canonical(String value) {
    if (values.equals(BOOLEAN)) {
      if (value.equals("on")) {
        return "true";
      }
      if (value.equals("off")) {
        return "false";
      }
    }
    return value;
  }
}

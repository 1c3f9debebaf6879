package io.github.overtake.core;

import java.util.List;

/**
 * Thrown when a variant spec names no registered variant. The message suggests the registered id
 * closest to a mistyped one ({@code unknown variant 'chesss'; did you mean 'chess'? known: ...}).
 */
public final class UnknownVariantException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /** The variant ids that are registered. */
  @SuppressWarnings("serial") // an immutable list of strings
  private final List<String> known;

  /**
   * Creates the exception for a spec and the ids that are known.
   *
   * @param spec the variant spec
   * @param known the registered variant ids
   */
  public UnknownVariantException(String spec, List<String> known) {
    super(
        spec,
        "unknown variant "
            + quote(spec)
            + KnownFamilies.artifactOf(idOf(spec))
                .map(a -> " (it is registered by io.github.overtake:" + a + ", which is not on the"
                    + " class or module path)")
                .orElse(Suggestions.closest(idOf(spec), known)
                    .map(s -> "; did you mean '" + s + "'?")
                    .orElse(""))
            + (KnownFamilies.artifactOf(idOf(spec)).isEmpty()
                    && Suggestions.closest(idOf(spec), known).isPresent()
                ? " known: "
                : "; known: ")
            + String.join(", ", known));
    this.known = List.copyOf(known);
  }

  private static String idOf(String spec) {
    int colon = spec.indexOf(':');
    return (colon < 0 ? spec : spec.substring(0, colon)).strip();
  }

  /**
   * Returns the variant ids that are registered.
   *
   * @return the registered ids, an immutable list
   */
  public List<String> known() {
    return known;
  }
}

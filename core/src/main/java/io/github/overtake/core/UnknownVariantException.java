package io.github.overtake.core;

import java.util.List;

/** Thrown when a variant spec names no registered variant. */
public final class UnknownVariantException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // an immutable list of strings
  private final List<String> known;

  /** Creates the exception for a spec and the ids that are known. */
  public UnknownVariantException(String spec, List<String> known) {
    super(spec, "unknown variant " + quote(spec) + "; known: " + String.join(", ", known));
    this.known = List.copyOf(known);
  }

  /** Returns the variant ids that are registered. */
  public List<String> known() {
    return known;
  }
}

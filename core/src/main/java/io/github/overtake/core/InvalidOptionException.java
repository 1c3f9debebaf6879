package io.github.overtake.core;

/** Thrown when a variant spec has an unknown option key or a value the option does not allow. */
public final class InvalidOptionException extends OvertakeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception for a spec and the reason it is rejected.
   *
   * @param spec the variant spec
   * @param reason why it is rejected
   */
  public InvalidOptionException(String spec, String reason) {
    super(spec, "invalid variant spec " + quote(spec) + ": " + reason);
  }
}

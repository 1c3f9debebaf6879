package io.github.overtake.core;

/**
 * Thrown when a variant provider is broken: a duplicate variant id, an unsupported SPI version, an
 * inconsistent rule set. This is a bug in a provider, never in user input, so it is not an {@link
 * OvertakeException}.
 */
public final class VariantDefinitionException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception with a message naming the provider and the problem.
   *
   * @param message the detail message
   */
  public VariantDefinitionException(String message) {
    super(message);
  }

  /**
   * Creates the exception with a cause.
   *
   * @param message the detail message
   * @param cause the underlying failure
   */
  public VariantDefinitionException(String message, Throwable cause) {
    super(message, cause);
  }
}

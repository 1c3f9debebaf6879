package io.github.overtake.cli;

/** Bad command-line arguments: reported as one line on stderr with exit code 2. */
final class UsageException extends Exception {
  private static final long serialVersionUID = 1L;

  UsageException(String message) {
    super(message);
  }
}

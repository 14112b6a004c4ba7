package io.github.gongqi.bench.cli;

/**
 * Bad input on the command line or in a file it names: the lab prints the message as one line,
 * {@code error: MESSAGE}, on standard error and exits with status 2, without a stack trace.
 */
public final class UsageException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the error.
   *
   * @param message what is wrong and where, on one line
   */
  public UsageException(String message) {
    super(message);
  }
}

package io.github.gongqi.bench.engine;

/**
 * A command the served engine refuses: its message is the text of the {@code ?} answer, on one
 * line. A refused command has changed nothing.
 */
final class GtpRefusal extends Exception {
  private static final long serialVersionUID = 1L;

  /** The GTP 2 answer to arguments the command cannot read. */
  static final String SYNTAX = "syntax error";

  /**
   * Makes a refusal.
   *
   * @param message the answer's text, such as {@code syntax error}
   */
  GtpRefusal(String message) {
    // One line: the framing ends an answer at an empty line and a refusal is read as one line.
    super(message.replaceAll("\\s+", " ").strip());
  }

  /**
   * Returns the refusal of malformed arguments.
   *
   * @return {@code ? syntax error}
   */
  static GtpRefusal syntax() {
    return new GtpRefusal(SYNTAX);
  }
}

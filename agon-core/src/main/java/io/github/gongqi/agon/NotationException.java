package io.github.gongqi.agon;

import java.util.Objects;

/**
 * Text that does not follow a notation of this package (moves, positions, rules). Carries the text
 * and the index of the first character that does not fit; the message says what was expected.
 */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The parsed text. */
  private final String input;

  /** Where it went wrong. */
  private final int errorIndex;

  /**
   * Creates the exception.
   *
   * @param message what was expected
   * @param input the text
   * @param errorIndex the index of the offending character (the length for a missing end)
   */
  public NotationException(String message, CharSequence input, int errorIndex) {
    super(message + " at index " + errorIndex + " of '" + input + "'");
    this.input = Objects.requireNonNull(input, "input").toString();
    this.errorIndex = errorIndex;
  }

  /**
   * Returns the text that failed to parse.
   *
   * @return the input
   */
  public String input() {
    return input;
  }

  /**
   * Returns the index of the first character that does not fit.
   *
   * @return an index from 0 to the input's length
   */
  public int errorIndex() {
    return errorIndex;
  }
}

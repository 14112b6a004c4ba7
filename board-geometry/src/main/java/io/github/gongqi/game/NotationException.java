package io.github.gongqi.game;

import java.util.Objects;

/**
 * Thrown when text is not valid move or position notation. It carries the text and the index of the
 * first character found wrong, and its message says what was expected there.
 *
 * <pre>{@code
 * try {
 *   Move.parse("f7X1", Rules.STANDARD);
 * } catch (NotationException e) {
 *   e.errorIndex();   // 2
 *   e.getMessage();   // "expected a direction N, E, S or W at index 2 of 'f7X1'"
 * }
 * }</pre>
 */
public final class NotationException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The parsed text. */
  private final String input;

  /** The index of the first wrong character. */
  private final int errorIndex;

  /**
   * Creates the exception.
   *
   * @param problem what was expected or found, without the position
   * @param input the text being parsed
   * @param errorIndex the index of the first character found wrong, 0 to the text's length
   */
  public NotationException(String problem, CharSequence input, int errorIndex) {
    super(
        Objects.requireNonNull(problem, "problem")
            + " at index "
            + errorIndex
            + " of '"
            + Objects.requireNonNull(input, "input")
            + "'");
    this.input = input.toString();
    this.errorIndex = errorIndex;
  }

  /**
   * Returns the text being parsed.
   *
   * @return the input
   */
  public String input() {
    return input;
  }

  /**
   * Returns the index of the first character found wrong; the text's length if it ended too soon.
   *
   * @return the error index
   */
  public int errorIndex() {
    return errorIndex;
  }
}

package io.github.gongqi.game.record;

import io.github.gongqi.game.NotationException;
import java.util.Objects;

/**
 * Thrown by a game record reader ({@code GameRecord.parse}) for text that is not a valid game
 * record, or whose moves and tags do not replay into a consistent game. It names the line and
 * column (both from 1) and what was expected there; an underlying {@link NotationException} or
 * game's {@code IllegalMoveException} is kept as the cause.
 *
 * <pre>{@code
 * try {
 *   GameRecord.parse("[Board \"12x12\"\n");
 * } catch (RecordFormatException e) {
 *   e.line();      // 1
 *   e.column();    // 15
 *   e.getMessage(); // "line 1, column 15: expected ']' closing the tag pair"
 * }
 * }</pre>
 */
public final class RecordFormatException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The line, from 1. */
  private final int line;

  /** The column, from 1. */
  private final int column;

  /** What was expected or found, without the location. */
  private final String problem;

  /**
   * Creates the exception.
   *
   * @param line the line, from 1
   * @param column the column, from 1
   * @param problem what was expected or found there
   * @param cause the underlying exception, or null
   */
  public RecordFormatException(int line, int column, String problem, Throwable cause) {
    super(
        "line " + line + ", column " + column + ": " + Objects.requireNonNull(problem, "problem"),
        cause);
    this.line = line;
    this.column = column;
    this.problem = problem;
  }

  /**
   * Returns the line of the error, from 1.
   *
   * @return the line
   */
  public int line() {
    return line;
  }

  /**
   * Returns the column of the error, from 1.
   *
   * @return the column
   */
  public int column() {
    return column;
  }

  /**
   * Returns what was expected or found, without the location.
   *
   * @return the problem
   */
  public String problem() {
    return problem;
  }
}

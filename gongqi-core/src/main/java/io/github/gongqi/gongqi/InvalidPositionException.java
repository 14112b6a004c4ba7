package io.github.gongqi.gongqi;

import java.util.List;
import java.util.Objects;

/**
 * Thrown when a position set up with {@link PositionBuilder} or read from notation cannot arise
 * under the rules. It lists every problem found, not just the first.
 */
public final class InvalidPositionException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The kinds of problem a position can have. */
  public enum Problem {
    /** A group of stones has no liberty. */
    GROUP_WITHOUT_LIBERTY,
    /** A capture count is negative or larger than any game can reach. */
    IMPOSSIBLE_CAPTURES,
    /** Both colours have reached the capture goal. */
    BOTH_REACHED_GOAL,
    /**
     * A colour has reached the capture goal yet the game did not end right after its push (it is to
     * move, or passes follow).
     */
    PLAY_AFTER_GOAL,
    /** The number of consecutive passes is not 0, 1 or 2. */
    IMPOSSIBLE_PASSES,
    /** The swap state does not fit the side to move or the passes. */
    IMPOSSIBLE_SWAP_STATE,
    /** The ply (moves played) is negative. */
    IMPOSSIBLE_PLY
  }

  /** The kinds of the problems, in the order of {@link #messages()}. */
  private final List<Problem> problems;

  /** One message per problem. */
  private final List<String> messages;

  /**
   * Creates the exception.
   *
   * @param problems the kinds of problem, at least one
   * @param messages one message per problem
   */
  public InvalidPositionException(List<Problem> problems, List<String> messages) {
    super(summary(messages));
    this.problems = List.copyOf(problems);
    this.messages = List.copyOf(messages);
    if (this.problems.size() != this.messages.size() || this.problems.isEmpty()) {
      throw new IllegalArgumentException("one message per problem, at least one");
    }
  }

  private static String summary(List<String> messages) {
    Objects.requireNonNull(messages, "messages");
    return "invalid position, "
        + messages.size()
        + (messages.size() == 1 ? " problem: " : " problems: ")
        + String.join("; ", messages);
  }

  /**
   * Returns the kind of each problem found.
   *
   * @return the problems, in the order found
   */
  public List<Problem> problems() {
    return problems;
  }

  /**
   * Returns a message for each problem found.
   *
   * @return the messages, in the order of {@link #problems()}
   */
  public List<String> messages() {
    return messages;
  }
}

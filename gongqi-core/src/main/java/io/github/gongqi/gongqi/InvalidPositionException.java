package io.github.gongqi.gongqi;

import io.github.gongqi.game.AbstractInvalidPositionException;
import java.util.List;

/**
 * Thrown when a position set up with {@link PositionBuilder} or read from notation cannot arise
 * under the rules. It lists every problem found, not just the first.
 */
public final class InvalidPositionException extends AbstractInvalidPositionException {
  private static final long serialVersionUID = 1L;

  /**
   * The kinds of problem a position can have, named as {@link AbstractInvalidPositionException}
   * says: the thing first, then what is wrong with it.
   */
  public enum Problem {
    /** A group of stones has no liberty. */
    GROUP_WITHOUT_LIBERTY,
    /** A capture count is negative or larger than any game can reach. */
    CAPTURES_OUT_OF_RANGE,
    /** Both colours have reached the capture goal. */
    GOAL_REACHED_BY_BOTH,
    /**
     * A colour has reached the capture goal yet the game did not end right after its push (it is to
     * move, or passes follow).
     */
    PLAY_AFTER_GOAL,
    /** The number of consecutive passes is not 0, 1 or 2. */
    PASSES_OUT_OF_RANGE,
    /** The swap state does not fit the side to move or the passes. */
    SWAP_STATE_INCONSISTENT,
    /** The ply (moves played) is negative. */
    PLY_OUT_OF_RANGE
  }

  /**
   * Creates the exception.
   *
   * @param problems the kinds of problem, at least one
   * @param messages one message per problem
   * @throws IllegalArgumentException unless there is one message per problem, at least one
   */
  public InvalidPositionException(List<Problem> problems, List<String> messages) {
    super(problems, messages);
  }

  /**
   * Returns the kind of each problem found.
   *
   * @return an immutable list, in the order found, never empty
   */
  @Override
  @SuppressWarnings("unchecked") // the constructor takes only this game's problems
  public List<Problem> problems() {
    return (List<Problem>) super.problems();
  }
}

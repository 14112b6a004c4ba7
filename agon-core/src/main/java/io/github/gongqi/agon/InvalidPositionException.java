package io.github.gongqi.agon;

import io.github.gongqi.game.AbstractInvalidPositionException;
import java.util.List;

/**
 * Thrown when a position set up with {@link PositionBuilder} or read from notation cannot exist
 * under its rules. It lists every problem found, not just the first.
 */
public final class InvalidPositionException extends AbstractInvalidPositionException {
  private static final long serialVersionUID = 1L;

  /**
   * The kinds of problem a position can have, named as {@link AbstractInvalidPositionException}
   * says: the thing first, then what is wrong with it.
   */
  public enum Problem {
    /** A side does not have exactly one Queen, on the board and off it together. */
    QUEEN_COUNT,
    /** A side does not have exactly six Guards, on the board and off it together. */
    GUARD_COUNT,
    /** A Guard stands on the throne. */
    GUARD_ON_THRONE,
    /** A marked piece under rules where captured pieces leave the board, or during placement. */
    MARKED_PIECE_NOT_ALLOWED,
    /** A piece off the board outside placement under rules where captured pieces stay marked. */
    OFF_BOARD_PIECE_NOT_ALLOWED,
    /** The placement phase under a setup other than PLACEMENT. */
    PLACEMENT_NOT_ALLOWED,
    /**
     * The placement phase does not fit its order: pieces off the outer ring, a Guard before its
     * Queen, counts or side to move out of turn, passes, a ply count other than the placements
     * made, or nothing left to place.
     */
    PLACEMENT_INCONSISTENT,
    /** Consecutive passes outside 0 to 2. */
    PASSES_OUT_OF_RANGE,
    /** A negative ply count, or fewer plies than consecutive passes. */
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

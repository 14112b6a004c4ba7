package io.github.gongqi.gongqi;

import io.github.gongqi.game.InvalidPositionException;

/**
 * The kinds of problem a Gongqi position can have, which an {@link InvalidPositionException} lists:
 * named as that class says, the thing first, then what is wrong with it.
 */
public enum PositionProblem implements InvalidPositionException.Problem {
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

package io.github.gongqi.agon;

import io.github.gongqi.game.InvalidPositionException;

/**
 * The kinds of problem a Agon position can have, which an {@link InvalidPositionException} lists:
 * named as that class says, the thing first, then what is wrong with it.
 */
public enum PositionProblem implements InvalidPositionException.Problem {
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
   * Queen, counts or side to move out of turn, passes, a ply count other than the placements made,
   * or nothing left to place.
   */
  PLACEMENT_INCONSISTENT,
  /** Consecutive passes outside 0 to 2. */
  PASSES_OUT_OF_RANGE,
  /** A negative ply count, or fewer plies than consecutive passes. */
  PLY_OUT_OF_RANGE
}

package io.github.gongqi.gongqi;

import io.github.gongqi.game.RefusalReason;

/**
 * Why a move is illegal in a position. For a push, the checks run in the order of the constants.
 */
public enum IllegalMoveReason implements RefusalReason {
  /** The game is over: no move is legal. */
  GAME_OVER,
  /** The move is written for the other board (its rules differ from the position's). */
  OFF_BOARD,
  /** There is no stone on the push's point. */
  NO_STONE,
  /**
   * The push cannot stay on the board: the written end point is off the board, or the run of stones
   * reaches the edge so no empty end point exists.
   */
  END_POINT_OFF_BOARD,
  /** The count is shorter than the run: the written end point is occupied by a stone. */
  END_POINT_OCCUPIED,
  /** The count is longer than the run: the line of the written count has an empty point. */
  WRONG_COUNT,
  /** The run is longer than the current power. */
  RUN_LONGER_THAN_POWER,
  /** After the push and its captures, one of the mover's groups has no liberty. */
  SUICIDE,
  /** {@code swap} is only legal for White right after Black's first push. */
  SWAP_NOT_AVAILABLE,
  /** {@code pass} is only legal when no push is legal and no swap is offered. */
  PASS_NOT_ALLOWED
}

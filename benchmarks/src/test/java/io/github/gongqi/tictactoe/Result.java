package io.github.gongqi.tictactoe;

import io.github.gongqi.game.AbstractResult;

/** How a game of tic-tac-toe stands: ongoing, won by a mark, or drawn. */
public final class Result extends AbstractResult<Result.Mark, Result.Reason> {
  /** The two marks, in player order: X moves first. */
  public enum Mark {
    /** Player 0. */
    X,
    /** Player 1. */
    O
  }

  /** Why a game ended: the board, or an ending of the match table. */
  public enum Reason {
    /** Three marks in a row. */
    THREE_IN_A_ROW,
    /** The board is full with no row. */
    FULL_BOARD,
    /** A player resigned. */
    RESIGNATION,
    /** A player ran out of time. */
    TIME,
    /** The players agreed a draw. */
    AGREEMENT,
    /** A position repeated (never, in tic-tac-toe, but the table may ask). */
    REPETITION
  }

  /** The game goes on. */
  public static final Result ONGOING = new Result(null, null);

  private Result(Mark winner, Reason reason) {
    super(winner, reason);
  }

  /**
   * A result.
   *
   * @param winningPlayer 0 or 1, or -1 for a draw
   * @param reason why it ended
   * @return the result
   */
  public static Result of(int winningPlayer, Reason reason) {
    return new Result(winningPlayer < 0 ? null : Mark.values()[winningPlayer], reason);
  }
}

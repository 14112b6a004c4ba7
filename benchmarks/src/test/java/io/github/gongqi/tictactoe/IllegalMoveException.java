package io.github.gongqi.tictactoe;

import io.github.gongqi.game.AbstractIllegalMoveException;
import io.github.gongqi.game.RefusalReason;

/** A refused tic-tac-toe move, saying why. */
public final class IllegalMoveException extends AbstractIllegalMoveException {
  private static final long serialVersionUID = 1L;

  /** Why a move was refused. */
  public enum Why implements RefusalReason {
    /** The cell holds a mark. */
    OCCUPIED,
    /** The game is over. */
    GAME_OVER
  }

  IllegalMoveException(Move move, Why why, String detail) {
    super(move, why, detail);
  }
}

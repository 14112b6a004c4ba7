package io.github.gongqi.agon;

import io.github.gongqi.game.AbstractIllegalMoveException;

/**
 * A move that cannot be played in a position. The position is unchanged; the message says what,
 * where and why.
 */
public final class IllegalMoveException extends AbstractIllegalMoveException {
  private static final long serialVersionUID = 1L;

  /**
   * Creates the exception.
   *
   * @param move the refused move, kept as its notation
   * @param reason why it is illegal
   * @param message what was tried, where, and why it is refused
   */
  public IllegalMoveException(Move move, IllegalMoveReason reason, String message) {
    super(move, reason, message);
  }

  /**
   * Returns why the move was refused.
   *
   * @return the reason
   */
  @Override
  public IllegalMoveReason reason() {
    return (IllegalMoveReason) super.reason();
  }
}

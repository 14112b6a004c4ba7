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
   * @param detail where and why, in words; the message is {@code illegal move MOVE (REASON):
   *     DETAIL}, the one form of {@link AbstractIllegalMoveException}
   */
  public IllegalMoveException(Move move, IllegalMoveReason reason, String detail) {
    super(move, reason, detail);
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

package io.github.gongqi.gongqi;

import io.github.gongqi.game.AbstractIllegalMoveException;

/**
 * Thrown for an illegal move by {@link Position#play(Move)} and every other checked path ({@code
 * play(CharSequence)}, {@code play(int)}, {@code transition}, a match's {@code play}). It carries
 * the move, the reason, and a message saying what was tried, where, and why it is refused. The
 * position is unchanged.
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

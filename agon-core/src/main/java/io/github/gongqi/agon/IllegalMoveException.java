package io.github.gongqi.agon;

import java.util.Objects;

/**
 * A move that cannot be played in a position. The position is unchanged; the message says what,
 * where and why.
 */
public final class IllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The refused move. */
  private final transient Move move;

  /** Why it was refused. */
  private final IllegalMoveReason reason;

  /**
   * Creates the exception.
   *
   * @param move the move
   * @param reason why it is illegal
   * @param message the full explanation
   */
  public IllegalMoveException(Move move, IllegalMoveReason reason, String message) {
    super(message);
    this.move = Objects.requireNonNull(move, "move");
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Returns the refused move.
   *
   * @return the move
   */
  public Move move() {
    return move;
  }

  /**
   * Returns why the move was refused.
   *
   * @return the reason
   */
  public IllegalMoveReason reason() {
    return reason;
  }
}

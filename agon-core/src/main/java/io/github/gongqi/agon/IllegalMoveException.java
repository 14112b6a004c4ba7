package io.github.gongqi.agon;

import java.util.Objects;

/**
 * A move that cannot be played in a position. The position is unchanged; the message says what,
 * where and why.
 */
public final class IllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The refused move as written. */
  private final String move;

  /** Why it was refused. */
  private final IllegalMoveReason reason;

  /**
   * Creates the exception.
   *
   * @param move the refused move, kept as its notation (the move as written: notation is strict, so
   *     a parsed move writes back its text)
   * @param reason why it is illegal
   * @param message the full explanation
   */
  public IllegalMoveException(Move move, IllegalMoveReason reason, String message) {
    super(message);
    this.move = Objects.requireNonNull(move, "move").toString();
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Returns the refused move as written, such as {@code a1-b2} or {@code G@a3}.
   *
   * @return the move's notation
   */
  public String move() {
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

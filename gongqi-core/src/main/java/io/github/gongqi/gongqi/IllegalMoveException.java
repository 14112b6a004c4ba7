package io.github.gongqi.gongqi;

import java.util.Objects;

/**
 * Thrown by {@link Position#play(Move)} for an illegal move. It carries the move, the reason, and a
 * message saying what was tried, where, and why it is refused. The position is unchanged.
 */
public final class IllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The refused move's notation. */
  private final String move;

  /** Why the move is illegal. */
  private final IllegalMoveReason reason;

  /**
   * Creates the exception.
   *
   * @param move the refused move
   * @param reason why it is illegal
   * @param message the full explanation
   */
  public IllegalMoveException(Move move, IllegalMoveReason reason, String message) {
    super(message);
    this.move = Objects.requireNonNull(move, "move").toString();
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Returns the notation of the refused move.
   *
   * @return the move's notation
   */
  public String move() {
    return move;
  }

  /**
   * Returns why the move is illegal.
   *
   * @return the reason
   */
  public IllegalMoveReason reason() {
    return reason;
  }
}

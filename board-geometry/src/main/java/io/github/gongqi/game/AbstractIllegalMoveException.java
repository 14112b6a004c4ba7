package io.github.gongqi.game;

import java.util.Objects;

/**
 * A move refused by the rules, written once for both games: the move as written, the reason (the
 * game's {@code IllegalMoveReason}), and a message saying what was tried, where, and why. The
 * position is unchanged. Each game throws its own final {@code IllegalMoveException}, which narrows
 * {@link #reason()} to its reason enum; tools that serve both games catch this type.
 */
public abstract class AbstractIllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The refused move as written. */
  private final String move;

  /** Why it was refused. */
  private final Enum<?> reason;

  /**
   * Creates the exception.
   *
   * @param move the refused move, kept as its notation (notation is strict, so a parsed move writes
   *     back its text)
   * @param reason why it is illegal
   * @param message what was tried, where, and why it is refused
   */
  protected AbstractIllegalMoveException(GameMove move, Enum<?> reason, String message) {
    super(message);
    this.move = Objects.requireNonNull(move, "move").toString();
    this.reason = Objects.requireNonNull(reason, "reason");
  }

  /**
   * Returns the refused move as written, such as {@code f7N1} or {@code G@a3}.
   *
   * @return the move's text
   */
  public final String move() {
    return move;
  }

  /**
   * Returns why the move was refused: the game's {@code IllegalMoveReason}.
   *
   * @return the reason
   */
  public Enum<?> reason() {
    return reason;
  }
}

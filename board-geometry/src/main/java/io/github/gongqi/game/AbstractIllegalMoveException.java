package io.github.gongqi.game;

import java.util.Objects;

/**
 * A move refused by the rules, written once for every game: the move as written, the reason (the
 * game's {@code IllegalMoveReason}), and a message in one form for all games, saying what was
 * tried, why, and the details:
 *
 * <pre>
 * illegal move d5E1 (END_POINT_OCCUPIED): its end point e5 is occupied; …
 * illegal move a1-b2 (NOT_YOUR_PIECE): a1 holds a piece of the opponent, not of White
 * </pre>
 *
 * <p>The position is unchanged. Each game throws its own final {@code IllegalMoveException}, which
 * narrows {@link #reason()} to its reason enum; tools that serve any game catch this type.
 */
public abstract class AbstractIllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The refused move as written. */
  private final String move;

  /** Why it was refused. */
  @SuppressWarnings("serial") // an interface; every game's reasons are enum constants, serializable
  private final RefusalReason reason;

  /** The details, the message's part after the reason. */
  private final String detail;

  /**
   * Creates the exception, with the message {@link #message(GameMove, RefusalReason, String)}.
   *
   * @param move the refused move, kept as its notation (notation is strict, so a parsed move writes
   *     back its text)
   * @param reason why it is illegal
   * @param detail where and why, in words, such as {@code e5 is occupied}
   */
  protected AbstractIllegalMoveException(GameMove move, RefusalReason reason, String detail) {
    super(message(move, reason, detail));
    this.move = move.toString();
    this.reason = reason;
    this.detail = detail;
  }

  /**
   * Returns the message of a refusal, the one form of every game: {@code illegal move MOVE
   * (REASON): DETAIL}.
   *
   * @param move the refused move
   * @param reason why it is illegal
   * @param detail where and why, in words
   * @return the message
   * @throws NullPointerException if an argument is null
   */
  public static String message(GameMove move, RefusalReason reason, String detail) {
    Objects.requireNonNull(move, "move");
    Objects.requireNonNull(reason, "reason");
    Objects.requireNonNull(detail, "detail");
    return "illegal move " + move + " (" + reason.name() + "): " + detail;
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
  public RefusalReason reason() {
    return reason;
  }

  /**
   * Returns the details of the refusal: the message's part after the reason, such as {@code e5 is
   * occupied}.
   *
   * @return the details
   */
  public final String detail() {
    return detail;
  }
}

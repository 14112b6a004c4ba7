package io.github.gongqi.gongqi;

import io.github.gongqi.game.GameResult;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The result of a game: {@link #ONGOING}, a win for one side with its reason, or a draw.
 *
 * <p>{@link Position#result()} gives {@link Reason#CAPTURES} and {@link Reason#TWO_PASSES} results;
 * a match layer around the rules adds the others with {@link #win} and {@link #draw}. Instances are
 * immutable; equal results are equal.
 *
 * <pre>{@code
 * Result r = Result.win(Side.BLACK, Result.Reason.CAPTURES);
 * r.toString();   // "Black wins by captures"
 * }</pre>
 */
public final class Result implements GameResult {
  /** Why a game ended. */
  public enum Reason {
    /** A player reached the capture goal (20, or 12 on 8 × 8). */
    CAPTURES(true),
    /** Two passes in a row: more captures wins, equal captures is a draw. */
    TWO_PASSES(false),
    /** A player resigned. */
    RESIGNATION(true),
    /** A player exceeded the byo-yomi period. */
    TIME(true),
    /** The players agreed to a draw. */
    AGREEMENT(false),
    /** A position repeated as often as the match allows: a draw. */
    REPETITION(false);

    private final boolean decisive;

    Reason(boolean decisive) {
      this.decisive = decisive;
    }

    /**
     * Returns whether this reason can end a game with a winner. {@link #TWO_PASSES} counts as not
     * decisive because it may also end in a draw; {@link #win} accepts it all the same.
     *
     * @return true for captures, resignation and time
     */
    public boolean isDecisive() {
      return decisive;
    }
  }

  /** The result of a game still being played. */
  public static final Result ONGOING = new Result(null, null);

  private static final Result DRAW_TWO_PASSES = new Result(null, Reason.TWO_PASSES);

  private final Side winner;
  private final Reason reason;

  private Result(Side winner, Reason reason) {
    this.winner = winner;
    this.reason = reason;
  }

  /**
   * Returns a win.
   *
   * @param winner the winning side
   * @param reason why the game ended: captures, two passes, resignation or time
   * @return the result
   * @throws IllegalArgumentException for a reason that only ends in a draw (agreement, repetition)
   */
  public static Result win(Side winner, Reason reason) {
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(reason, "reason");
    if (!reason.isDecisive() && reason != Reason.TWO_PASSES) {
      throw new IllegalArgumentException(reason + " is a reason for a draw, not for a win");
    }
    return new Result(winner, reason);
  }

  /**
   * Returns a draw.
   *
   * @param reason why the game ended: two passes with equal captures, agreement or repetition
   * @return the result
   * @throws IllegalArgumentException for a reason that only ends with a winner
   */
  public static Result draw(Reason reason) {
    Objects.requireNonNull(reason, "reason");
    if (reason.isDecisive()) {
      throw new IllegalArgumentException(reason + " is a reason for a win, not for a draw");
    }
    return reason == Reason.TWO_PASSES ? DRAW_TWO_PASSES : new Result(null, reason);
  }

  /**
   * Returns whether the game has ended.
   *
   * @return false only for {@link #ONGOING}
   */
  @Override
  public boolean isOver() {
    return reason != null;
  }

  /**
   * Returns whether the game ended in a draw.
   *
   * @return true for a draw
   */
  @Override
  public boolean isDraw() {
    return reason != null && winner == null;
  }

  /**
   * Returns the winner.
   *
   * @return the winning side, or empty if the game is ongoing or drawn
   */
  public Optional<Side> winner() {
    return Optional.ofNullable(winner);
  }

  /**
   * Returns why the game ended.
   *
   * @return the reason, or empty while the game is ongoing
   */
  public Optional<Reason> reason() {
    return Optional.ofNullable(reason);
  }

  /**
   * Returns a side's score: 1 for a win, ½ for a draw, 0 for a loss.
   *
   * @param side the side
   * @return the score
   * @throws IllegalStateException if the game is not over
   */
  public double score(Side side) {
    Objects.requireNonNull(side, "side");
    if (reason == null) {
      throw new IllegalStateException("the game is not over");
    }
    return winner == null ? 0.5 : winner == side ? 1.0 : 0.0;
  }

  /**
   * Returns the winning player, Black 0 and White 1 ({@link Side#ordinal()}).
   *
   * @return 0, 1, or −1 for a draw or a game not over
   */
  @Override
  public int winningPlayer() {
    return winner == null ? -1 : winner.ordinal();
  }

  /**
   * Returns the reason in lower-case words, such as {@code captures} or {@code two passes}, or
   * {@code unterminated} while the game is ongoing.
   *
   * @return the termination
   */
  @Override
  public String termination() {
    return reason == null ? "unterminated" : words(reason);
  }

  private static String words(Reason reason) {
    return reason.name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Result r && r.winner == winner && r.reason == reason;
  }

  @Override
  public int hashCode() {
    return Objects.hash(winner, reason);
  }

  /**
   * Returns the result in words: {@code Ongoing}, {@code Black wins by captures}, {@code White wins
   * by two passes}, {@code Draw by two passes}, {@code Black wins by resignation}, {@code White
   * wins by time}, {@code Draw by agreement}.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    if (reason == null) {
      return "Ongoing";
    }
    String by = " by " + words(reason);
    return winner == null ? "Draw" + by : (winner == Side.BLACK ? "Black" : "White") + " wins" + by;
  }
}

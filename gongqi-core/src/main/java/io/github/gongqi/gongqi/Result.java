package io.github.gongqi.gongqi;

import java.util.Objects;
import java.util.Optional;

/**
 * The result of a game: ongoing, a win for one colour with its reason, or a draw.
 *
 * <p>{@link Position#result()} gives {@link Reason#CAPTURES} and {@link Reason#TWO_PASSES} results;
 * a match layer around the rules adds {@link Reason#RESIGNATION} and {@link Reason#TIME} with
 * {@link #win}. Instances are immutable; equal results are equal.
 *
 * <pre>{@code
 * Result r = Result.win(Colour.BLACK, Result.Reason.CAPTURES);
 * r.toString();   // "Black wins by captures"
 * }</pre>
 */
public final class Result {
  /** Why a game ended. */
  public enum Reason {
    /** A player reached the capture goal (20, or 12 on 8 × 8). */
    CAPTURES,
    /** Two passes in a row: more captures wins, equal captures is a draw. */
    TWO_PASSES,
    /** A player resigned. */
    RESIGNATION,
    /** A player exceeded the byo-yomi period. */
    TIME
  }

  private static final Result ONGOING = new Result(null, null);
  private static final Result DRAW = new Result(null, Reason.TWO_PASSES);

  private final Colour winner;
  private final Reason reason;

  private Result(Colour winner, Reason reason) {
    this.winner = winner;
    this.reason = reason;
  }

  /**
   * Returns the result of a game still being played.
   *
   * @return the ongoing result
   */
  public static Result ongoing() {
    return ONGOING;
  }

  /**
   * Returns a win.
   *
   * @param winner the winning colour
   * @param reason why the game ended
   * @return the result
   */
  public static Result win(Colour winner, Reason reason) {
    return new Result(
        Objects.requireNonNull(winner, "winner"), Objects.requireNonNull(reason, "reason"));
  }

  /**
   * Returns the draw after two passes with equal captures, the only way Gongqi is drawn.
   *
   * @return the draw
   */
  public static Result draw() {
    return DRAW;
  }

  /**
   * Returns whether the game has ended.
   *
   * @return false only for the ongoing result
   */
  public boolean isOver() {
    return reason != null;
  }

  /**
   * Returns whether the game ended in a draw.
   *
   * @return true for a draw
   */
  public boolean isDraw() {
    return reason != null && winner == null;
  }

  /**
   * Returns the winner.
   *
   * @return the winning colour, or empty if the game is ongoing or drawn
   */
  public Optional<Colour> winner() {
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

  @Override
  public boolean equals(Object o) {
    return o instanceof Result && ((Result) o).winner == winner && ((Result) o).reason == reason;
  }

  @Override
  public int hashCode() {
    return Objects.hash(winner, reason);
  }

  /**
   * Returns the result in words: {@code ongoing}, {@code Black wins by captures}, {@code White wins
   * by two passes}, {@code draw by two passes}, {@code Black wins by resignation}, {@code White
   * wins on time}.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    if (reason == null) {
      return "ongoing";
    }
    String why;
    switch (reason) {
      case CAPTURES:
        why = "by captures";
        break;
      case TWO_PASSES:
        why = "by two passes";
        break;
      case RESIGNATION:
        why = "by resignation";
        break;
      default:
        why = "on time";
        break;
    }
    if (winner == null) {
      return "draw " + why;
    }
    return (winner == Colour.BLACK ? "Black" : "White") + " wins " + why;
  }
}

package io.github.gongqi.agon;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The state of a game: ongoing, won by a side, or drawn, with the reason. Immutable and
 * thread-safe.
 */
public final class Result {
  /** The game goes on. */
  public static final Result ONGOING = new Result(null, null);

  private static final Result WHITE_FORMATION = new Result(Side.WHITE, ResultReason.FORMATION);
  private static final Result BLACK_FORMATION = new Result(Side.BLACK, ResultReason.FORMATION);
  private static final Result WHITE_SIX = new Result(Side.WHITE, ResultReason.SIX_GUARDS_LOSS);
  private static final Result BLACK_SIX = new Result(Side.BLACK, ResultReason.SIX_GUARDS_LOSS);
  private static final Result DRAW_PASSES = new Result(null, ResultReason.TWO_PASSES);
  private static final Result DRAW_PLIES = new Result(null, ResultReason.PLY_LIMIT);

  private final Side winner;
  private final ResultReason reason;

  private Result(Side winner, ResultReason reason) {
    this.winner = winner;
    this.reason = reason;
  }

  /**
   * Returns a win.
   *
   * @param winner the side that wins
   * @param reason a decisive reason
   * @return the result
   * @throws IllegalArgumentException if the reason is not decisive
   */
  public static Result win(Side winner, ResultReason reason) {
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(reason, "reason");
    if (!reason.isDecisive()) {
      throw new IllegalArgumentException(reason + " is a reason for a draw, not for a win");
    }
    if (reason == ResultReason.FORMATION) {
      return winner == Side.WHITE ? WHITE_FORMATION : BLACK_FORMATION;
    }
    if (reason == ResultReason.SIX_GUARDS_LOSS) {
      return winner == Side.WHITE ? WHITE_SIX : BLACK_SIX;
    }
    return new Result(winner, reason);
  }

  /**
   * Returns a draw.
   *
   * @param reason a reason that is not decisive
   * @return the result
   * @throws IllegalArgumentException if the reason is decisive
   */
  public static Result draw(ResultReason reason) {
    Objects.requireNonNull(reason, "reason");
    if (reason.isDecisive()) {
      throw new IllegalArgumentException(reason + " is a reason for a win, not for a draw");
    }
    if (reason == ResultReason.TWO_PASSES) {
      return DRAW_PASSES;
    }
    if (reason == ResultReason.PLY_LIMIT) {
      return DRAW_PLIES;
    }
    return new Result(null, reason);
  }

  /**
   * Returns whether the game has ended.
   *
   * @return true if won or drawn
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
   * Returns the winner, if any.
   *
   * @return the winning side, empty while ongoing or for a draw
   */
  public Optional<Side> winner() {
    return Optional.ofNullable(winner);
  }

  /**
   * Returns why the game ended.
   *
   * @return the reason, empty while ongoing
   */
  public Optional<ResultReason> reason() {
    return Optional.ofNullable(reason);
  }

  /**
   * Returns the score for a side: 1 for a win, 0.5 for a draw, 0 for a loss.
   *
   * @param side a side
   * @return the score
   * @throws IllegalStateException if the game is ongoing
   */
  public double score(Side side) {
    Objects.requireNonNull(side, "side");
    if (!isOver()) {
      throw new IllegalStateException("the game is ongoing");
    }
    return winner == null ? 0.5 : winner == side ? 1 : 0;
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
   * Returns {@code ongoing}, {@code white wins (formation)} or {@code draw (two passes)} and so on.
   *
   * @return the description
   */
  @Override
  public String toString() {
    if (reason == null) {
      return "ongoing";
    }
    String why = reason.name().toLowerCase(Locale.ROOT).replace('_', ' ');
    return winner == null
        ? "draw (" + why + ")"
        : winner.name().toLowerCase(Locale.ROOT) + " wins (" + why + ")";
  }
}

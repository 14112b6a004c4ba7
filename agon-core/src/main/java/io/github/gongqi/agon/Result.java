package io.github.gongqi.agon;

import io.github.gongqi.game.GameResult;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * The state of a game: ongoing, won by a side, or drawn, with the reason. Immutable and
 * thread-safe; equal results are equal.
 *
 * <p>{@link Position#result()} gives {@link Reason#FORMATION}, {@link Reason#SIX_GUARDS_LOSS},
 * {@link Reason#TWO_PASSES} and {@link Reason#PLY_LIMIT} results; a match layer around the rules
 * adds the others.
 *
 * <pre>{@code
 * Result r = Result.win(Side.WHITE, Result.Reason.FORMATION);
 * r.toString();   // "White wins by formation"
 * }</pre>
 */
public final class Result implements GameResult {
  /** Why a game ended. */
  public enum Reason {
    /** The winner ended its own turn with its Queen on the throne and its six Guards on ring 1. */
    FORMATION(true),
    /**
     * Under {@link Rules#sixGuardsWithoutQueenLoses()}: the loser ended its own turn with its six
     * Guards on ring 1 and its Queen not on the throne.
     */
    SIX_GUARDS_LOSS(true),
    /** Two passes in a row: a draw. */
    TWO_PASSES(false),
    /** The ply limit of the rules was reached without a win: a draw. */
    PLY_LIMIT(false),
    /** A side resigned (decided by the match around the rules, never by {@link Position}). */
    RESIGNATION(true),
    /** A side ran out of time (match layer). */
    TIME(true),
    /** The players agreed a draw (match layer). */
    AGREEMENT(false),
    /** A repetition rule of the match layer declared a draw. */
    REPETITION(false);

    private final boolean decisive;

    Reason(boolean decisive) {
      this.decisive = decisive;
    }

    /**
     * Returns whether this reason names a winner (rather than a draw).
     *
     * @return true for a win or loss
     */
    public boolean isDecisive() {
      return decisive;
    }

    /** The reason in lower-case words, as a record's Termination tag writes it. */
    String words() {
      return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
  }

  /** The game goes on. */
  public static final Result ONGOING = new Result(null, null);

  private static final Result WHITE_FORMATION = new Result(Side.WHITE, Reason.FORMATION);
  private static final Result BLACK_FORMATION = new Result(Side.BLACK, Reason.FORMATION);
  private static final Result WHITE_SIX = new Result(Side.WHITE, Reason.SIX_GUARDS_LOSS);
  private static final Result BLACK_SIX = new Result(Side.BLACK, Reason.SIX_GUARDS_LOSS);
  private static final Result DRAW_PASSES = new Result(null, Reason.TWO_PASSES);
  private static final Result DRAW_PLIES = new Result(null, Reason.PLY_LIMIT);

  private final Side winner;
  private final Reason reason;

  private Result(Side winner, Reason reason) {
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
  public static Result win(Side winner, Reason reason) {
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(reason, "reason");
    if (!reason.isDecisive()) {
      throw new IllegalArgumentException(reason + " is a reason for a draw, not for a win");
    }
    // The rules' own results are shared: judging a position allocates nothing.
    return switch (reason) {
      case FORMATION -> winner == Side.WHITE ? WHITE_FORMATION : BLACK_FORMATION;
      case SIX_GUARDS_LOSS -> winner == Side.WHITE ? WHITE_SIX : BLACK_SIX;
      default -> new Result(winner, reason);
    };
  }

  /**
   * Returns a draw.
   *
   * @param reason a reason that is not decisive
   * @return the result
   * @throws IllegalArgumentException if the reason is decisive
   */
  public static Result draw(Reason reason) {
    Objects.requireNonNull(reason, "reason");
    if (reason.isDecisive()) {
      throw new IllegalArgumentException(reason + " is a reason for a win, not for a draw");
    }
    return switch (reason) {
      case TWO_PASSES -> DRAW_PASSES;
      case PLY_LIMIT -> DRAW_PLIES;
      default -> new Result(null, reason);
    };
  }

  /**
   * Returns whether the game has ended.
   *
   * @return true if won or drawn
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
  public Optional<Reason> reason() {
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

  /**
   * Returns the player who won: the winner's {@link Side#ordinal()} (0 for White, 1 for Black), or
   * −1 for a draw or a game not over.
   *
   * @return 0, 1 or −1
   */
  @Override
  public int winningPlayer() {
    return winner == null ? -1 : winner.ordinal();
  }

  /**
   * Returns the reason in lower-case words ({@code formation}, {@code six guards loss}, {@code two
   * passes}, …), or {@code unterminated} while the game goes on.
   *
   * @return the termination
   */
  @Override
  public String termination() {
    return reason == null ? "unterminated" : reason.words();
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
   * Returns the result in words: {@code Ongoing}, {@code White wins by formation}, {@code Black
   * wins by six guards loss}, {@code Draw by two passes} and so on.
   *
   * @return the description
   */
  @Override
  public String toString() {
    if (reason == null) {
      return "Ongoing";
    }
    String by = " by " + reason.words();
    return winner == null ? "Draw" + by : (winner == Side.WHITE ? "White" : "Black") + " wins" + by;
  }
}

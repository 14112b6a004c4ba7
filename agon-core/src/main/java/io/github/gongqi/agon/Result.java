package io.github.gongqi.agon;

import io.github.gongqi.game.AbstractResult;
import io.github.gongqi.game.match.Ending;

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
public final class Result extends AbstractResult<Side, Result.Reason> {
  /** Why a game ended. */
  public enum Reason {
    /** The winner ended its own turn with its Queen on the throne and its six Guards on ring 1. */
    FORMATION,
    /**
     * Under {@link Rules#sixGuardsWithoutQueenLoses()}: the loser ended its own turn with its six
     * Guards on ring 1 and its Queen not on the throne.
     */
    SIX_GUARDS_LOSS,
    /** Two passes in a row: a draw. */
    TWO_PASSES,
    /** The ply limit of the rules was reached without a win: a draw. */
    PLY_LIMIT,
    /** A side resigned (decided by the match around the rules, never by {@link Position}). */
    RESIGNATION,
    /** A side ran out of time (match layer). */
    TIME,
    /** The players agreed a draw (match layer). */
    AGREEMENT,
    /** A repetition rule of the match layer declared a draw. */
    REPETITION;

    /**
     * Returns whether this reason names a winner (rather than a draw): the rules' two wins, and the
     * table's endings that {@linkplain Ending#decides(Enum) have a winner}.
     *
     * @return true for a win or loss
     */
    public boolean isDecisive() {
      return this == FORMATION || this == SIX_GUARDS_LOSS || Ending.decides(this);
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

  private Result(Side winner, Reason reason) {
    super(winner, reason);
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
    checkWin(winner, reason, reason != null && reason.isDecisive());
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
    checkDraw(reason, reason != null && !reason.isDecisive());
    return switch (reason) {
      case TWO_PASSES -> DRAW_PASSES;
      case PLY_LIMIT -> DRAW_PLIES;
      default -> new Result(null, reason);
    };
  }
}

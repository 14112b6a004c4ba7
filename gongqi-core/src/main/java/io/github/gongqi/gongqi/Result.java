package io.github.gongqi.gongqi;

import io.github.gongqi.game.AbstractResult;
import io.github.gongqi.game.match.Ending;

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
public final class Result extends AbstractResult<Side, Result.Reason> {
  /** Why a game ended. */
  public enum Reason {
    /** A player reached the capture goal (20, or 12 on 8 × 8). */
    CAPTURES,
    /** Two passes in a row: more captures wins, equal captures is a draw. */
    TWO_PASSES,
    /** A player resigned. */
    RESIGNATION,
    /** A player exceeded the byo-yomi period. */
    TIME,
    /** The players agreed to a draw. */
    AGREEMENT,
    /** A position repeated as often as the match allows: a draw. */
    REPETITION;

    /**
     * Returns whether this reason can end a game with a winner: the capture goal, and the table's
     * endings that {@linkplain Ending#decides(Enum) have a winner}. {@link #TWO_PASSES} counts as
     * not decisive because it may also end in a draw; {@link #win} accepts it all the same.
     *
     * @return true for captures, resignation and time
     */
    public boolean isDecisive() {
      return this == CAPTURES || Ending.decides(this);
    }
  }

  /** The result of a game still being played. */
  public static final Result ONGOING = new Result(null, null);

  private static final Result DRAW_TWO_PASSES = new Result(null, Reason.TWO_PASSES);

  // The wins the rules give, made once: result() of a finished game allocates nothing (a playout
  // asks for it at every ply through isOver's callers, a trainer at every finished game).
  private static final Result[] BY_RULES = {
    new Result(Side.BLACK, Reason.CAPTURES),
    new Result(Side.WHITE, Reason.CAPTURES),
    new Result(Side.BLACK, Reason.TWO_PASSES),
    new Result(Side.WHITE, Reason.TWO_PASSES)
  };

  private Result(Side winner, Reason reason) {
    super(winner, reason);
  }

  /** The result of a position by the rules: {@link Position#result()}. */
  static Result of(Position p) {
    int goal = p.tables.goal;
    if (p.capB >= goal) {
      return BY_RULES[0];
    }
    if (p.capW >= goal) {
      return BY_RULES[1];
    }
    if (p.passes >= 2) {
      return p.capB == p.capW ? DRAW_TWO_PASSES : BY_RULES[p.capB > p.capW ? 2 : 3];
    }
    return ONGOING;
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
    checkWin(
        winner, reason, reason != null && (reason.isDecisive() || reason == Reason.TWO_PASSES));
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
    checkDraw(reason, reason != null && !reason.isDecisive());
    return reason == Reason.TWO_PASSES ? DRAW_TWO_PASSES : new Result(null, reason);
  }
}

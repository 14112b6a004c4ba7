package io.github.gongqi.game.match;

import io.github.gongqi.game.GameState;

/**
 * Options of a match that are not rules of the game.
 *
 * <pre>{@code
 * Options o = Options.DEFAULT.withRepetitionLimit(3).withTakebacks(false);
 * }</pre>
 *
 * @param repetitionLimit 0 for no repetition rule (the default: neither game's rules have one);
 *     otherwise N &ge; 2: the game is drawn when a position occurs for the N-th time in the game
 *     line (the start position counts as one occurrence). Positions are the same when they agree in
 *     everything but the move counter, found by {@link GameState#zobrist()} and confirmed by
 *     comparing their notation without its last field (the move counter, in both games).
 * @param takebacks whether a seat may ask to take back its last move (on by default; the other seat
 *     still has to accept)
 */
public record Options(int repetitionLimit, boolean takebacks) {
  /** No repetition rule; takebacks may be requested. */
  public static final Options DEFAULT = new Options(0, true);

  /**
   * Checks the components.
   *
   * @param repetitionLimit 0, or 2 and more
   * @param takebacks whether takebacks may be requested
   * @throws IllegalArgumentException if the limit is negative or 1
   */
  public Options {
    if (repetitionLimit < 0 || repetitionLimit == 1) {
      throw new IllegalArgumentException(
          "repetition limit " + repetitionLimit + " must be 0 (off) or at least 2");
    }
  }

  /**
   * Returns these options with another repetition limit.
   *
   * @param limit 0 for none, or the number of occurrences of a position that draws, at least 2
   * @return the options
   * @throws IllegalArgumentException if the limit is negative or 1
   */
  public Options withRepetitionLimit(int limit) {
    return new Options(limit, takebacks);
  }

  /**
   * Returns these options with takeback requests allowed or not.
   *
   * @param allowed whether a seat may ask to take back its last move
   * @return the options
   */
  public Options withTakebacks(boolean allowed) {
    return new Options(repetitionLimit, allowed);
  }
}

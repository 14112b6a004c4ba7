package io.github.gongqi.agon;

/** Why a game ended. */
public enum ResultReason {
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
  /** The players agreed a draw (match layer). */
  AGREEMENT(false),
  /** A repetition rule of the match layer declared a draw. */
  REPETITION(false);

  private final boolean decisive;

  ResultReason(boolean decisive) {
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
}

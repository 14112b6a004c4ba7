package io.github.gongqi.game;

import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * A game result written once for both games: ongoing, a win of a side for a reason, or a draw for a
 * reason. Each game's {@code Result} extends it with its own {@code Side} and {@code Reason} enums
 * and its factories ({@code ONGOING}, {@code win}, {@code draw}), which decide which reasons win
 * and which draw.
 *
 * <p>Its text reads {@code "Black wins by captures"}, {@code "Draw by two passes"} or {@code
 * "Ongoing"}: the side's and the reason's names in words.
 *
 * <p>Instances are immutable and thread-safe.
 *
 * @param <S> the game's side enum, in player order (its ordinal is the player, see {@link
 *     GameState})
 * @param <R> the game's reason enum
 */
public abstract class AbstractResult<S extends Enum<S>, R extends Enum<R>> implements GameResult {
  private final S winner;
  private final R reason;

  /**
   * Creates a result; for the game's result class, whose factories check the pair.
   *
   * @param winner the winning side, or null for a draw or a game not over
   * @param reason the reason, or null for a game not over (then the winner is null too)
   */
  protected AbstractResult(S winner, R reason) {
    if (reason == null && winner != null) {
      throw new IllegalArgumentException("a game not over has no winner");
    }
    this.winner = winner;
    this.reason = reason;
  }

  /**
   * Checks the parts of a win, for the game's {@code win} factory.
   *
   * @param winner the winning side
   * @param reason why the game ended
   * @param endsWithWinner whether the rules let this reason end a game with a winner
   * @throws NullPointerException if the winner or the reason is null
   * @throws IllegalArgumentException if the reason ends games only in a draw
   */
  protected static void checkWin(Enum<?> winner, Enum<?> reason, boolean endsWithWinner) {
    Objects.requireNonNull(winner, "winner");
    Objects.requireNonNull(reason, "reason");
    if (!endsWithWinner) {
      throw new IllegalArgumentException(reason + " is a reason for a draw, not for a win");
    }
  }

  /**
   * Checks the reason of a draw, for the game's {@code draw} factory.
   *
   * @param reason why the game ended
   * @param endsInDraw whether the rules let this reason end a game in a draw
   * @throws NullPointerException if the reason is null
   * @throws IllegalArgumentException if the reason ends games only with a winner
   */
  protected static void checkDraw(Enum<?> reason, boolean endsInDraw) {
    Objects.requireNonNull(reason, "reason");
    if (!endsInDraw) {
      throw new IllegalArgumentException(reason + " is a reason for a win, not for a draw");
    }
  }

  @Override
  public final boolean isOver() {
    return reason != null;
  }

  @Override
  public final boolean isDraw() {
    return reason != null && winner == null;
  }

  /**
   * Returns the winning side.
   *
   * @return the side, or empty for a draw or a game not over
   */
  public final Optional<S> winner() {
    return Optional.ofNullable(winner);
  }

  /**
   * Returns why the game ended.
   *
   * @return the reason, or empty while the game is not over
   */
  public final Optional<R> reason() {
    return Optional.ofNullable(reason);
  }

  /**
   * Returns a side's score: 1 for a win, ½ for a draw, 0 for a loss.
   *
   * @param side the side
   * @return the score
   * @throws IllegalStateException if the game is not over
   */
  public final double score(S side) {
    Objects.requireNonNull(side, "side");
    if (reason == null) {
      throw new IllegalStateException("the game is not over");
    }
    return winner == null ? 0.5 : winner == side ? 1.0 : 0.0;
  }

  @Override
  public final int winningPlayer() {
    return winner == null ? -1 : winner.ordinal();
  }

  @Override
  public final String termination() {
    return reason == null ? "unterminated" : words(reason);
  }

  private static String words(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT).replace('_', ' ');
  }

  @Override
  public final boolean equals(Object o) {
    return o != null
        && o.getClass() == getClass()
        && ((AbstractResult<?, ?>) o).winner == winner
        && ((AbstractResult<?, ?>) o).reason == reason;
  }

  @Override
  public final int hashCode() {
    return Objects.hash(winner, reason);
  }

  /**
   * Returns the result in words: {@code "White wins by formation"}, {@code "Draw by agreement"},
   * {@code "Ongoing"}.
   *
   * @return the text
   */
  @Override
  public final String toString() {
    if (reason == null) {
      return "Ongoing";
    }
    String by = " by " + words(reason);
    if (winner == null) {
      return "Draw" + by;
    }
    String side = words(winner);
    return Character.toUpperCase(side.charAt(0)) + side.substring(1) + " wins" + by;
  }
}

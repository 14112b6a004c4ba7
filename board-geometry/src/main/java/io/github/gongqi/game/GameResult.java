package io.github.gongqi.game;

/**
 * The result of a game as both games describe it. Each game's {@code Result} names its winner by
 * colour and its reason by its own {@code Result.Reason}; this is what the shared table and record
 * layer needs of it.
 */
public interface GameResult {
  /**
   * Returns whether the game is over.
   *
   * @return whether there is a result
   */
  boolean isOver();

  /**
   * Returns whether the game ended in a draw.
   *
   * @return whether it is a draw
   */
  boolean isDraw();

  /**
   * Returns the player who won (0 or 1, see {@link GameState}), or −1 for a draw or a game not
   * over.
   *
   * @return the winning player
   */
  int winningPlayer();

  /**
   * Returns the reason in lower-case words, as a game record's {@code Termination} tag writes it
   * ({@code captures}, {@code two passes}, {@code resignation}, {@code time}, …), or {@code
   * unterminated} for a game not over.
   *
   * @return the termination
   */
  String termination();
}

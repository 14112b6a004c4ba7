package io.github.gongqi.game;

/**
 * The rules of a game, as the game layer needs them: their one line of text and the sizes of their
 * move space. Both games' {@code Rules} implement it; a {@link GamePosition} names its rules with
 * {@link GamePosition#rules()}.
 */
public interface GameRules {
  /**
   * Returns the rules' one line of text, naming the game first, such as {@code gongqi 12x12}: the
   * game's {@code Rules.parse} reads it back, and equal texts mean equal rules.
   *
   * @return the rules text
   */
  String text();

  /**
   * Returns the number of distinct move ids under these rules ({@link
   * GameState#numDistinctActions()}).
   *
   * @return the size of the action space
   */
  int numDistinctActions();

  /**
   * Returns the largest number of legal moves any position under these rules can have ({@link
   * GameState#maxLegalMoves()}).
   *
   * @return the move-buffer size
   */
  int maxLegalMoves();
}

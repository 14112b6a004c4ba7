package io.github.gongqi.game;

/**
 * The rules of a game, as the game layer needs them: their one line of text, the sizes of their
 * move space and observation, and the board's symmetries with the move permutation each induces:
 * everything that depends on the rules alone. Both games' {@code Rules} implement it; a {@link
 * GamePosition} names its rules with {@link GamePosition#rules()} and answers these questions from
 * them.
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

  /**
   * Returns the shape of a position's observation under these rules ({@link
   * GameState#observationShape()}): {@code {planes, height, width}}.
   *
   * @return a new array of three positive numbers
   */
  int[] observationShape();

  /**
   * Returns how many symmetries of the board {@link #actionPermutation(int)} numbers ({@link
   * GameState#symmetryCount()}); symmetry 0 is the identity.
   *
   * @return the size of the board's symmetry group; this default, for a game without symmetries, 1
   */
  default int symmetryCount() {
    return 1;
  }

  /**
   * Returns the permutation of move ids under a symmetry of the board ({@link
   * GameState#actionPermutation(int)}): {@code perm[id]} is the id of the move's image.
   *
   * @param symmetry an index in {@code [0, symmetryCount())}
   * @return a new array of {@link #numDistinctActions()} ids; this default, the identity
   * @throws IllegalArgumentException if the index is out of range
   */
  default int[] actionPermutation(int symmetry) {
    return Symmetries.identity(symmetry, symmetryCount(), numDistinctActions());
  }
}

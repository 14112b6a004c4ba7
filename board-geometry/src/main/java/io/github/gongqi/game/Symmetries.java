package io.github.gongqi.game;

/** The defaults of a game without symmetries, shared by {@link GameState} and {@link GameRules}. */
final class Symmetries {
  private Symmetries() {}

  /**
   * Checks a symmetry index against the size of the group.
   *
   * @param symmetry the index
   * @param count the number of symmetries
   * @throws IllegalArgumentException if it is outside {@code [0, count)}
   */
  static void check(int symmetry, int count) {
    if (symmetry < 0 || symmetry >= count) {
      throw new IllegalArgumentException(
          "symmetry " + symmetry + " is out of range 0.." + (count - 1));
    }
  }

  /**
   * Returns the identity permutation of the move ids, after checking the index.
   *
   * @param symmetry the index
   * @param count the number of symmetries
   * @param actions the number of move ids
   * @return a new array {@code {0, 1, …, actions − 1}}
   */
  static int[] identity(int symmetry, int count, int actions) {
    check(symmetry, count);
    int[] identity = new int[actions];
    for (int id = 0; id < actions; id++) {
      identity[id] = id;
    }
    return identity;
  }
}

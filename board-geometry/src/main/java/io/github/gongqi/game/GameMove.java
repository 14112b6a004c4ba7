package io.github.gongqi.game;

/**
 * A move of either game: an immutable value with a dense id and a notation ({@code toString()}),
 * which the game's {@code parseMove} and {@code Move.parse} read back.
 */
public interface GameMove {
  /**
   * Returns the move's dense id, in {@code [0, numDistinctActions())} of its rules; the same id
   * always means the same move, whatever the position.
   *
   * @return the id
   * @throws IllegalStateException if the move can never be legal under its rules (it then has no
   *     id)
   */
  int id();
}

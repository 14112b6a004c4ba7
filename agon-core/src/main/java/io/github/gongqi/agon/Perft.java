package io.github.gongqi.agon;

import java.util.Map;

/**
 * Counts the sequences of exactly {@code depth} actions (steps, returns, placements and passes)
 * from a position: the standard check that move generation and play agree with other
 * implementations. A finished game has no actions.
 */
public final class Perft {
  private Perft() {}

  /**
   * Returns the number of action sequences of exactly {@code depth} actions from a position (the
   * shared {@link io.github.gongqi.game.Perft#perft}).
   *
   * @param position the position
   * @param depth the number of actions, zero or more (0 gives 1)
   * @return the node count
   * @throws IllegalArgumentException if the depth is negative
   */
  public static long perft(Position position, int depth) {
    return io.github.gongqi.game.Perft.perft(position, depth);
  }

  /**
   * Returns the perft count below each legal move, {@code perft(after the move, depth - 1)} (the
   * shared {@link io.github.gongqi.game.Perft#divideMoves}).
   *
   * @param position the position
   * @param depth zero or more; depth 0 and a finished game give an empty map
   * @return an unmodifiable map in {@link Position#legalMoves()} order
   * @throws IllegalArgumentException if the depth is negative
   */
  public static Map<Move, Long> divide(Position position, int depth) {
    return io.github.gongqi.game.Perft.divideMoves(position, depth);
  }
}

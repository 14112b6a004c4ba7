package io.github.gongqi.gongqi;

import java.util.Map;

/**
 * Perft: the number of move sequences of an exact length, the standard check that move generation
 * is right. {@code swap} and {@code pass} are moves; a finished game has none.
 *
 * <pre>{@code
 * long n = Perft.perft(Position.start(Rules.QUICK), 4);
 * }</pre>
 */
public final class Perft {
  private Perft() {}

  /**
   * Returns the number of move sequences of exactly {@code depth} moves from a position (the shared
   * {@link io.github.gongqi.game.Perft#perft}).
   *
   * @param position the position
   * @param depth the number of moves, zero or more (0 gives 1)
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

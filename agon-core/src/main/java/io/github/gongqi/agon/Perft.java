package io.github.gongqi.agon;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Counts the sequences of exactly {@code depth} actions (steps, returns, placements and passes)
 * from a position: the standard check that move generation and play agree with other
 * implementations. A finished game has no actions.
 */
public final class Perft {
  private Perft() {}

  /**
   * Returns the number of action sequences of a given length.
   *
   * @param position the start
   * @param depth the number of actions, 0 or more
   * @return the count (1 for depth 0)
   * @throws IllegalArgumentException if the depth is negative
   */
  public static long perft(Position position, int depth) {
    Objects.requireNonNull(position, "position");
    if (depth < 0) {
      throw new IllegalArgumentException("depth " + depth + " is negative");
    }
    if (depth == 0) {
      return 1;
    }
    return count(position, depth, new int[depth][position.maxLegalMoves()]);
  }

  private static long count(Position p, int depth, int[][] buffers) {
    if (depth == 1) {
      return p.countLegalMoves();
    }
    int[] buf = buffers[depth - 1];
    int n = p.legalMoves(buf);
    long total = 0;
    for (int i = 0; i < n; i++) {
      total += count(p.playUnchecked(buf[i]), depth - 1, buffers);
    }
    return total;
  }

  /**
   * Returns the perft count below each legal move.
   *
   * @param position the start
   * @param depth the number of actions, 1 or more (depth 0 gives an empty map)
   * @return for each legal move in {@link Position#legalMoves()} order, the count of depth − 1
   *     below it
   * @throws IllegalArgumentException if the depth is negative
   */
  public static Map<Move, Long> divide(Position position, int depth) {
    Objects.requireNonNull(position, "position");
    if (depth < 0) {
      throw new IllegalArgumentException("depth " + depth + " is negative");
    }
    Map<Move, Long> out = new LinkedHashMap<>();
    if (depth == 0) {
      return out;
    }
    for (Move m : position.legalMoves()) {
      out.put(m, perft(position.playUnchecked(m.id()), depth - 1));
    }
    return out;
  }
}

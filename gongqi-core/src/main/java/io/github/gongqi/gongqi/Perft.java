package io.github.gongqi.gongqi;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

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
   * Returns the number of move sequences of exactly {@code depth} moves from a position.
   *
   * @param position the position
   * @param depth the number of moves, zero or more (0 gives 1)
   * @return the node count
   * @throws IllegalArgumentException if depth is negative
   */
  public static long perft(Position position, int depth) {
    Objects.requireNonNull(position, "position");
    if (depth < 0) {
      throw new IllegalArgumentException("depth " + depth + " is negative");
    }
    if (depth == 0) {
      return 1;
    }
    int[][] buffers = new int[depth][position.rules().maxLegalMoves()];
    return count(position, depth, buffers);
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
   * Returns the perft count below each legal move: {@code perft(after move, depth - 1)}.
   *
   * @param position the position
   * @param depth at least 1
   * @return an unmodifiable map in {@link Position#legalMoves()} order
   * @throws IllegalArgumentException if depth is less than 1
   */
  public static Map<Move, Long> divide(Position position, int depth) {
    Objects.requireNonNull(position, "position");
    if (depth < 1) {
      throw new IllegalArgumentException("depth " + depth + " is less than 1");
    }
    Map<Move, Long> out = new LinkedHashMap<>();
    for (Move m : position.legalMoves()) {
      out.put(m, perft(position.playUnchecked(m.id()), depth - 1));
    }
    return Collections.unmodifiableMap(out);
  }
}

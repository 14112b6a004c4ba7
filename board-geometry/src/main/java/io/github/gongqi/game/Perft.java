package io.github.gongqi.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Perft for either game: the number of move sequences of an exact length from a position, the
 * standard check that move generation is right. It walks the {@link GameState} contract, filling
 * one caller-free buffer per depth and counting the last level with {@link
 * GameState#countLegalMoves()}. Each game's {@code Perft} gives the same counts with its own move
 * type in {@code divide}.
 *
 * <pre>{@code
 * long n = io.github.gongqi.game.Perft.perft(Position.start(Rules.QUICK), 4);
 * }</pre>
 */
public final class Perft {
  private Perft() {}

  /**
   * Returns the number of move sequences of exactly {@code depth} moves from a position; a finished
   * game has none.
   *
   * @param position the position
   * @param depth the number of moves, zero or more (0 gives 1)
   * @param <S> the position type
   * @return the node count
   * @throws IllegalArgumentException if the depth is negative
   */
  public static <S extends GameState<S>> long perft(S position, int depth) {
    Objects.requireNonNull(position, "position");
    if (depth < 0) {
      throw new IllegalArgumentException("depth " + depth + " is negative");
    }
    if (depth == 0) {
      return 1;
    }
    return count(position, depth, new int[depth][position.maxLegalMoves()]);
  }

  private static <S extends GameState<S>> long count(S p, int depth, int[][] buffers) {
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
   * Returns the perft count below each legal move, {@code perft(after the move, depth - 1)}, keyed
   * by move id in the order of {@link GameState#legalMoves(int[])}.
   *
   * @param position the position
   * @param depth zero or more; depth 0 (nothing to divide) and a finished game give an empty map
   * @param <S> the position type
   * @return an unmodifiable map from move id to count
   * @throws IllegalArgumentException if the depth is negative
   */
  public static <S extends GameState<S>> Map<Integer, Long> divide(S position, int depth) {
    Objects.requireNonNull(position, "position");
    if (depth < 0) {
      throw new IllegalArgumentException("depth " + depth + " is negative");
    }
    Map<Integer, Long> out = new LinkedHashMap<>();
    if (depth > 0) {
      int[] ids = new int[position.maxLegalMoves()];
      int n = position.legalMoves(ids);
      for (int i = 0; i < n; i++) {
        out.put(ids[i], perft(position.playUnchecked(ids[i]), depth - 1));
      }
    }
    return Collections.unmodifiableMap(out);
  }

  /**
   * Returns {@link #divide} with each move id read as the game's move ({@link
   * GamePosition#move(int)}): the form each game's {@code Perft.divide} returns.
   *
   * @param position the position
   * @param depth zero or more; depth 0 and a finished game give an empty map
   * @param <S> the position type
   * @param <M> the move type
   * @return an unmodifiable map from move to count, in the order of {@link
   *     GameState#legalMoves(int[])}
   * @throws IllegalArgumentException if the depth is negative
   */
  public static <S extends GamePosition<S, M, ?, ?>, M extends GameMove> Map<M, Long> divideMoves(
      S position, int depth) {
    Map<M, Long> out = new LinkedHashMap<>();
    divide(position, depth).forEach((id, n) -> out.put(position.move(id), n));
    return Collections.unmodifiableMap(out);
  }
}

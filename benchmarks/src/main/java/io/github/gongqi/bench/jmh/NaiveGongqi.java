package io.github.gongqi.bench.jmh;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * The deliberately simple baseline of the liberty benchmarks: a plain {@code int[]} board and
 * set-based breadth-first flood fill, the way a first implementation would count liberties. It is
 * measured in the same run as the engine so that each report carries the speed-up ratio.
 */
final class NaiveGongqi {
  static final int EMPTY = 0;
  static final int BLACK = 1;
  static final int WHITE = 2;

  private NaiveGongqi() {}

  /** Copies a position's stones into a plain board, row-major from a1. */
  static int[] board(io.github.gongqi.gongqi.Position p) {
    int n = p.rules().size();
    int[] b = new int[n * n];
    p.cells(io.github.gongqi.gongqi.Side.BLACK).forEach(c -> b[c] = BLACK);
    p.cells(io.github.gongqi.gongqi.Side.WHITE).forEach(c -> b[c] = WHITE);
    return b;
  }

  /**
   * Writes the liberty count of each point's group (0 on empty points) and returns the number of
   * groups: a flood fill per group with hash sets for the group and its liberties.
   */
  static int groupLiberties(int[] board, int size, int[] out) {
    java.util.Arrays.fill(out, 0, board.length, 0);
    boolean[] done = new boolean[board.length];
    int groups = 0;
    for (int start = 0; start < board.length; start++) {
      if (board[start] == EMPTY || done[start]) {
        continue;
      }
      Set<Integer> stones = new HashSet<>();
      Set<Integer> liberties = new HashSet<>();
      ArrayDeque<Integer> queue = new ArrayDeque<>();
      queue.add(start);
      stones.add(start);
      while (!queue.isEmpty()) {
        int c = queue.poll();
        int x = c % size;
        int y = c / size;
        int[] around = {
          y + 1 < size ? c + size : -1,
          x + 1 < size ? c + 1 : -1,
          y > 0 ? c - size : -1,
          x > 0 ? c - 1 : -1
        };
        for (int nb : around) {
          if (nb < 0) {
            continue;
          }
          if (board[nb] == EMPTY) {
            liberties.add(nb);
          } else if (board[nb] == board[start] && stones.add(nb)) {
            queue.add(nb);
          }
        }
      }
      for (int s : stones) {
        done[s] = true;
        out[s] = liberties.size();
      }
      groups++;
    }
    return groups;
  }

  /**
   * Returns the number of stones of a colour in groups with no liberty (the capture test's
   * question).
   */
  static int groupsWithoutLiberty(int[] board, int size, int colour, int[] scratch) {
    groupLiberties(board, size, scratch);
    Set<Integer> dead = new HashSet<>();
    for (int c = 0; c < board.length; c++) {
      if (board[c] == colour && scratch[c] == 0) {
        dead.add(c);
      }
    }
    return dead.size();
  }
}

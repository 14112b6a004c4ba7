package io.github.gongqi.game.match;

import io.github.gongqi.game.GameState;
import io.github.gongqi.game.GameTransition;
import io.github.gongqi.geometry.SplitMix64;
import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * How often each Zobrist key occurs along one game line, so that a repetition check costs O(1) a
 * move instead of a walk of the whole line. One instance is shared by every {@link Core} of a match
 * history (they are immutable; this is not): it is a cursor that stands at one game line and moves
 * to the line it is asked about, undoing the moves a takeback removed and counting the new ones. In
 * linear play each call moves it by one move; a takeback moves it back by the moves taken back.
 * Every method is synchronized, so cores on several threads may share it.
 */
final class PositionCounts {
  /** keys[d]: the key of the position after d moves of the line (keys[0]: the start). */
  private long[] keys = new long[16];

  /** nodes[d]: the line node of d moves at which the cursor stands (nodes[0]: null, no move). */
  private Object[] nodes = new Object[16];

  /** Positions held: the start and each move of the line the cursor stands at. */
  private int size;

  /** Open addressing, key 0 marked by {@link #used}: the count of each key. */
  private long[] tableKeys = new long[32];

  private int[] tableCounts = new int[32];
  private boolean[] used = new boolean[32];
  private int distinct;

  PositionCounts(long startKey) {
    keys[0] = startKey;
    size = 1;
    add(startKey, 1);
  }

  /**
   * Returns how often a key occurs among the start and the positions after each move of a line.
   *
   * @param line a game line of a match whose start has the key this instance was made with
   * @param key the key to count
   * @return the count, 0 or more
   */
  synchronized <S extends GameState<S>, M, T extends GameTransition<S, M>> int count(
      Node<PlayedMove<S, M, T>> line, long key) {
    moveTo(line);
    int i = slot(key);
    return used[i] ? tableCounts[i] : 0;
  }

  private <S extends GameState<S>, M, T extends GameTransition<S, M>> void moveTo(
      Node<PlayedMove<S, M, T>> line) {
    // Down the asked line to the depth held, then both back to their common node.
    ArrayDeque<Node<PlayedMove<S, M, T>>> ahead = new ArrayDeque<>();
    Node<PlayedMove<S, M, T>> n = line;
    int depth = Node.size(n);
    while (depth > size - 1) {
      ahead.push(n);
      n = n.tail();
      depth--;
    }
    while (nodes[depth] != n) {
      ahead.push(n);
      n = n.tail();
      depth--;
    }
    for (int d = size - 1; d > depth; d--) {
      add(keys[d], -1);
      nodes[d] = null;
    }
    size = depth + 1;
    while (!ahead.isEmpty()) {
      Node<PlayedMove<S, M, T>> next = ahead.pop();
      if (size == keys.length) {
        keys = Arrays.copyOf(keys, size * 2);
        nodes = Arrays.copyOf(nodes, size * 2);
      }
      long key = next.head().after().zobrist();
      keys[size] = key;
      nodes[size] = next;
      size++;
      add(key, 1);
    }
  }

  private int slot(long key) {
    int mask = tableKeys.length - 1;
    int i = (int) (SplitMix64.mix(key) & mask);
    while (used[i] && tableKeys[i] != key) {
      i = (i + 1) & mask;
    }
    return i;
  }

  private void add(long key, int delta) {
    int i = slot(key);
    if (!used[i]) {
      used[i] = true;
      tableKeys[i] = key;
      distinct++;
      if (distinct * 2 > tableKeys.length) {
        tableCounts[i] = delta;
        grow();
        return;
      }
    }
    tableCounts[i] += delta;
  }

  private void grow() {
    long[] oldKeys = tableKeys;
    int[] oldCounts = tableCounts;
    boolean[] oldUsed = used;
    tableKeys = new long[oldKeys.length * 2];
    tableCounts = new int[oldKeys.length * 2];
    used = new boolean[oldKeys.length * 2];
    for (int i = 0; i < oldKeys.length; i++) {
      if (oldUsed[i]) {
        int j = slot(oldKeys[i]);
        used[j] = true;
        tableKeys[j] = oldKeys[i];
        tableCounts[j] = oldCounts[i];
      }
    }
  }
}

package io.github.gongqi.geometry;

/**
 * Allocation-free helpers over bitboard words ({@code long[]}) in the layout of {@link CellSet}:
 * cell {@code i} is bit {@code i & 63} of word {@code i >>> 6}, for tools and engines that keep
 * their sets in caller-owned arrays, together with the grid kernels ({@link SquareGrid#shift},
 * {@link SquareGrid#floodFill}, {@link HexBoard#shift}). The two game engines of this project do
 * not call them on their hot paths: each keeps its board in a fixed number of {@code long} fields
 * (three for Gongqi, two for Agon) with precomputed tables built from {@link SquareGrid} and {@link
 * HexBoard}, which is faster than arrays.
 */
public final class Bits {
  private Bits() {}

  /**
   * Returns whether a cell is set.
   *
   * @param words the set
   * @param cell a cell index within it
   * @return true if the bit is set
   */
  public static boolean get(long[] words, int cell) {
    return (words[cell >>> 6] & (1L << cell)) != 0;
  }

  /**
   * Sets a cell.
   *
   * @param words the set, changed
   * @param cell a cell index within it
   */
  public static void set(long[] words, int cell) {
    words[cell >>> 6] |= 1L << cell;
  }

  /**
   * Clears a cell.
   *
   * @param words the set, changed
   * @param cell a cell index within it
   */
  public static void clear(long[] words, int cell) {
    words[cell >>> 6] &= ~(1L << cell);
  }

  /**
   * Returns the number of set bits.
   *
   * @param words the set
   * @return the population count
   */
  public static int popCount(long[] words) {
    int n = 0;
    for (long w : words) {
      n += Long.bitCount(w);
    }
    return n;
  }

  /**
   * Returns whether no bit is set.
   *
   * @param words the set
   * @return true if empty
   */
  public static boolean isEmpty(long[] words) {
    for (long w : words) {
      if (w != 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Returns whether the two sets share a member.
   *
   * @param a a set
   * @param b a set
   * @return true if {@code a ∩ b} is not empty
   */
  public static boolean intersects(long[] a, long[] b) {
    int n = Math.min(a.length, b.length);
    for (int i = 0; i < n; i++) {
      if ((a[i] & b[i]) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Writes {@code a ∪ b} into {@code dst}, word by word over the length of {@code dst}.
   *
   * @param a a set
   * @param b a set
   * @param dst the result, may be {@code a} or {@code b}
   */
  public static void or(long[] a, long[] b, long[] dst) {
    for (int i = 0; i < dst.length; i++) {
      dst[i] = a[i] | b[i];
    }
  }

  /**
   * Writes {@code a ∩ b} into {@code dst}.
   *
   * @param a a set
   * @param b a set
   * @param dst the result, may be {@code a} or {@code b}
   */
  public static void and(long[] a, long[] b, long[] dst) {
    for (int i = 0; i < dst.length; i++) {
      dst[i] = a[i] & b[i];
    }
  }

  /**
   * Writes {@code a \ b} into {@code dst}.
   *
   * @param a a set
   * @param b a set
   * @param dst the result, may be {@code a} or {@code b}
   */
  public static void andNot(long[] a, long[] b, long[] dst) {
    for (int i = 0; i < dst.length; i++) {
      dst[i] = a[i] & ~b[i];
    }
  }

  /**
   * Returns the smallest set cell at or after {@code from}, or -1.
   *
   * @param words the set
   * @param from the first index to look at, at least 0
   * @return the next member, or -1 if there is none
   */
  public static int nextSetBit(long[] words, int from) {
    int i = from >>> 6;
    if (i >= words.length) {
      return -1;
    }
    long w = words[i] & (-1L << from);
    while (true) {
      if (w != 0) {
        return i * 64 + Long.numberOfTrailingZeros(w);
      }
      if (++i == words.length) {
        return -1;
      }
      w = words[i];
    }
  }
}
